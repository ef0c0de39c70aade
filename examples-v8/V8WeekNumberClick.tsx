import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function V8WeekNumberClick() {
  const [days, setDays] = useState<Date[] | undefined>();

  return (
    <DayPicker
      mode="multiple"
      showWeekNumber
      onWeekNumberClick={(_weekNumber, dates) => setDays(dates)}
      selected={days}
      onSelect={setDays}
      footer={<p>Click a week number to select the whole week.</p>}
    />
  );
}
