import { DayPicker } from "react-day-picker";

export default function LocaleWeekStartsOnMonday() {
  // 0 is Sunday, 1 is Monday, … 6 is Saturday.
  return <DayPicker weekStartsOn={1} />;
}
