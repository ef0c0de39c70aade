import { useState } from "react";
import { addDays } from "date-fns";
import { DayPicker } from "react-day-picker";

const today = new Date();

export default function V8FromToDate() {
  const [selected, setSelected] = useState<Date>();

  // Only the next 14 days can be picked.
  return (
    <DayPicker
      mode="single"
      fromDate={today}
      toDate={addDays(today, 13)}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
