import { useState } from "react";
import { addDays, isSameDay, subDays } from "date-fns";
import { DayPicker, type DateRange } from "react-day-picker";

const MAX_NIGHTS = 5;

export default function SelectionRangeMaxDisabled() {
  const [range, setRange] = useState<DateRange>();

  // After the first click, the range is one day long: grey out the days a
  // second click couldn't reach without going over `max`.
  const start =
    range?.from && range.to && isSameDay(range.from, range.to)
      ? range.from
      : undefined;
  const outOfReach = start
    ? [
        { before: subDays(start, MAX_NIGHTS) },
        { after: addDays(start, MAX_NIGHTS) },
      ]
    : undefined;

  return (
    <DayPicker
      mode="range"
      max={MAX_NIGHTS}
      defaultMonth={new Date(2026, 2)}
      selected={range}
      onSelect={setRange}
      disabled={outOfReach}
      footer={
        start
          ? `Pick the last day, at most ${MAX_NIGHTS} nights later.`
          : `Pick a stay of up to ${MAX_NIGHTS} nights.`
      }
    />
  );
}
