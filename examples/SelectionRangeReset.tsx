import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

export default function SelectionRangeReset() {
  const [range, setRange] = useState<DateRange>();

  return (
    <div>
      <DayPicker mode="range" selected={range} onSelect={setRange} />
      <button
        type="button"
        disabled={!range}
        onClick={() => setRange(undefined)}
      >
        Clear the dates
      </button>
    </div>
  );
}
