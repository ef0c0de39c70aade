import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

export default function V8MonthPickerDisplayedMonth() {
  const [month, setMonth] = useState(new Date(2025, 5));

  return (
    <DayPicker
      captionLayout="dropdown-buttons"
      fromYear={2020}
      toYear={2030}
      month={month}
      onMonthChange={setMonth}
      footer={<p>Report period: {format(month, "LLLL yyyy")}</p>}
    />
  );
}
