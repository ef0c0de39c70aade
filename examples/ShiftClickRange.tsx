import { useState } from "react";
import {
  addToRange,
  DayPicker,
  rangeIncludesDate,
  type DateRange,
} from "react-day-picker";

export default function ShiftClickRange() {
  const [range, setRange] = useState<DateRange>();

  const includesToday = range ? rangeIncludesDate(range, new Date()) : false;

  return (
    <DayPicker
      modifiers={{
        selected: range,
        range_start: range?.from,
        range_end: range?.to,
        range_middle: range
          ? (date: Date) => rangeIncludesDate(range, date, true)
          : undefined,
      }}
      onDayClick={(date, _modifiers, e) => {
        // Shift+click extends the range; a plain click starts a new one.
        setRange(
          e.shiftKey ? addToRange(date, range) : { from: date, to: date },
        );
      }}
      footer={
        range
          ? `Selection ${includesToday ? "includes" : "does not include"} today.`
          : "Click a day, then Shift+click another day."
      }
    />
  );
}
