import { DayPicker } from "react-day-picker/buddhist";

export default function CalendarBuddhist() {
  return <DayPicker mode="single" />;
}
