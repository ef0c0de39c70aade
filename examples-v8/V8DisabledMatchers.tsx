import { useState } from "react";
import { DayPicker, type Matcher } from "react-day-picker";

const today = new Date();

const closed: Matcher[] = [
  { before: today }, // every day before today
  { dayOfWeek: [0, 6] }, // Sundays and Saturdays
];

export default function V8DisabledMatchers() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      disabled={closed}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
