import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

function describe(range: DateRange | undefined) {
  if (!range?.from) return "Pick the first night of your stay.";
  const from = range.from.toDateString();
  const to = range.to?.toDateString();
  if (!to || to === from) return `Arriving ${from}. Now pick the last night.`;
  return `Staying from ${from} to ${to}.`;
}

export default function LiveFooterRange() {
  const [range, setRange] = useState<DateRange>();

  return (
    <DayPicker
      mode="range"
      selected={range}
      onSelect={setRange}
      footer={describe(range)}
    />
  );
}
