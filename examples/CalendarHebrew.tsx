import { DayPicker } from "react-day-picker/hebrew";

export default function CalendarHebrew() {
  return <DayPicker mode="single" />;
}
