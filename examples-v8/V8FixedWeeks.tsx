import { DayPicker } from "react-day-picker";

export default function V8FixedWeeks() {
  // Every month takes six rows, filled with days of the nearby months.
  return <DayPicker showOutsideDays fixedWeeks />;
}
