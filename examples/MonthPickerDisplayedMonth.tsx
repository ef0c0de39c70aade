import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

export default function MonthPickerDisplayedMonth() {
  const [month, setMonth] = useState(new Date(2025, 5));

  return (
    <DayPicker
      captionLayout="dropdown"
      startMonth={new Date(2020, 0)}
      endMonth={new Date(2030, 11)}
      month={month}
      onMonthChange={setMonth}
      footer={`Report period: ${format(month, "LLLL yyyy")}`}
    />
  );
}
