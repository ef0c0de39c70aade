import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

export default function V8RangeMode() {
  const [range, setRange] = useState<DateRange | undefined>();

  let footer = "Pick the first day.";
  if (range?.from && !range.to) {
    footer = `From ${range.from.toLocaleDateString()}: now pick the last day.`;
  } else if (range?.from && range.to) {
    footer = `${range.from.toLocaleDateString()} – ${range.to.toLocaleDateString()}`;
  }

  return (
    <DayPicker
      mode="range"
      selected={range}
      onSelect={setRange}
      footer={<p>{footer}</p>}
    />
  );
}
