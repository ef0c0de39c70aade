import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

export default function SelectionRange() {
  const [range, setRange] = useState<DateRange>();

  const from = range?.from?.toLocaleDateString();
  const to = range?.to?.toLocaleDateString();

  return (
    <DayPicker
      mode="range"
      selected={range}
      onSelect={setRange}
      footer={from ? `From ${from} to ${to ?? "…"}` : "Pick the first day."}
    />
  );
}
