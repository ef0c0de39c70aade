import { DayPicker } from "react-day-picker";

export default function V8ISOWeekNumbers() {
  // Weeks start on Monday and are numbered as in ISO 8601.
  return <DayPicker ISOWeek showWeekNumber />;
}
