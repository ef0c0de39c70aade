import { DayPicker } from "react-day-picker";

export default function ModifiersHiddenWeekends() {
  return <DayPicker mode="single" hidden={{ dayOfWeek: [0, 6] }} />;
}
