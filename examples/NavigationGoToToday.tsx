import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function NavigationGoToToday() {
  const today = new Date();
  const [month, setMonth] = useState(today);

  const showsCurrentMonth =
    month.getFullYear() === today.getFullYear() &&
    month.getMonth() === today.getMonth();

  return (
    <div>
      <DayPicker month={month} onMonthChange={setMonth} />
      <button
        type="button"
        disabled={showsCurrentMonth}
        onClick={() => setMonth(today)}
      >
        Go to today
      </button>
    </div>
  );
}
