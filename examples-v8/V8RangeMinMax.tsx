import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

export default function V8RangeMinMax() {
  const [range, setRange] = useState<DateRange | undefined>();

  return (
    <DayPicker
      mode="range"
      min={3}
      max={7}
      selected={range}
      onSelect={setRange}
      footer={<p>Pick a range of 3 to 7 days.</p>}
    />
  );
}
