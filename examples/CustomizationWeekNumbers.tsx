import { DayPicker } from "react-day-picker";

export default function CustomizationWeekNumbers() {
  return <DayPicker showWeekNumber />;
}
