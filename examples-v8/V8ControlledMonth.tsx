import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function V8ControlledMonth() {
  const [month, setMonth] = useState<Date>(new Date());

  return (
    <div>
      <DayPicker month={month} onMonthChange={setMonth} />
      <button type="button" onClick={() => setMonth(new Date())}>
        Back to this month
      </button>
    </div>
  );
}
