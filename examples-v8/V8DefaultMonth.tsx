import { DayPicker } from "react-day-picker";

export default function V8DefaultMonth() {
  // Opens on February 2025; the user can still navigate away.
  return <DayPicker defaultMonth={new Date(2025, 1)} />;
}
