import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

export default function AnatomyDayStates() {
  const today = new Date();
  const year = today.getFullYear();
  const month = today.getMonth();

  // A range in the middle of the current month, so that the start, middle
  // and end states are visible. Days 3 and 4 are disabled.
  const [range, setRange] = useState<DateRange | undefined>({
    from: new Date(year, month, 10),
    to: new Date(year, month, 14),
  });

  return (
    <DayPicker
      mode="range"
      selected={range}
      onSelect={setRange}
      disabled={[new Date(year, month, 3), new Date(year, month, 4)]}
      showOutsideDays
    />
  );
}
