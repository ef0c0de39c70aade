import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function TimeZoneUTC() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      timeZone="UTC"
      selected={selected}
      onSelect={setSelected}
      footer={selected ? `Selected: ${selected.toISOString()}` : "Pick a day."}
    />
  );
}
