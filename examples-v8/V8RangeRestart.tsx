import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

function isSameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

function formatDay(date: Date) {
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric" });
}

export default function V8RangeRestart() {
  const [range, setRange] = useState<DateRange | undefined>();

  function handleSelect(newRange: DateRange | undefined, selectedDay: Date) {
    const isComplete =
      range?.from && range.to && !isSameDay(range.from, range.to);
    // Once the range spans several days, the next click starts over.
    setRange(isComplete ? { from: selectedDay, to: undefined } : newRange);
  }

  let footer = "Pick the first day.";
  if (range?.from && !range.to) {
    footer = `Starts on ${formatDay(range.from)}. Pick the last day.`;
  } else if (range?.from && range.to) {
    footer = `From ${formatDay(range.from)} to ${formatDay(range.to)}.`;
  }

  return (
    <DayPicker
      mode="range"
      defaultMonth={new Date(2025, 5)}
      selected={range}
      onSelect={handleSelect}
      footer={<p>{footer}</p>}
    />
  );
}
