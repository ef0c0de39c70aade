import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

export default function SelectionRangeExcludeDisabled() {
  const [range, setRange] = useState<DateRange>();

  return (
    <DayPicker
      mode="range"
      disabled={{ dayOfWeek: [0, 6] }}
      excludeDisabled
      selected={range}
      onSelect={setRange}
      footer="Ranges can't include a weekend."
    />
  );
}
