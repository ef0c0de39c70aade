import { useState } from "react";
import { DayPicker, type Matcher } from "react-day-picker";

export default function SelectionDisabledMatchers() {
  const [selected, setSelected] = useState<Date>();

  const today = new Date();
  const inTwoMonths = new Date(today.getFullYear(), today.getMonth() + 2, 0);

  const disabledDays: Matcher[] = [
    { before: today }, // days in the past
    { after: inTwoMonths }, // days after the end of next month
    { dayOfWeek: [0, 6] }, // Sundays and Saturdays
    (date) => date.getDate() === 13, // the 13th of every month
  ];

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      disabled={disabledDays}
    />
  );
}
