import { useState } from "react";
import { DayPicker } from "react-day-picker/persian";

export default function CalendarPersian() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      footer={
        selected ? `Gregorian date: ${selected.toDateString()}` : undefined
      }
    />
  );
}
