import { DayPicker } from "react-day-picker";

export default function V8HiddenDays() {
  // Weekends are not rendered: their cells stay empty.
  return <DayPicker mode="single" hidden={{ dayOfWeek: [0, 6] }} />;
}
