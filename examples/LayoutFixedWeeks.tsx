import { useId, useState } from "react";
import { DayPicker } from "react-day-picker";

export default function LayoutFixedWeeks() {
  const checkboxId = useId();
  const [fixedWeeks, setFixedWeeks] = useState(true);

  return (
    <div>
      <input
        id={checkboxId}
        type="checkbox"
        checked={fixedWeeks}
        onChange={(e) => setFixedWeeks(e.target.checked)}
      />
      <label htmlFor={checkboxId}> Always show six weeks</label>
      <DayPicker
        // February 2026 fits in four weeks, March in five, May in six.
        defaultMonth={new Date(2026, 1)}
        fixedWeeks={fixedWeeks}
        showOutsideDays
      />
    </div>
  );
}
