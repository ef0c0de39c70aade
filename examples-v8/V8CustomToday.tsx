import { DayPicker } from "react-day-picker";

export default function V8CustomToday() {
  // The calendar opens on this date's month and marks it as today.
  return <DayPicker today={new Date(2025, 8, 15)} />;
}
