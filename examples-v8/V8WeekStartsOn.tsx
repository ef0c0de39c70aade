import { DayPicker } from "react-day-picker";

export default function V8WeekStartsOn() {
  // English names, but weeks start on Saturday.
  return <DayPicker weekStartsOn={6} />;
}
