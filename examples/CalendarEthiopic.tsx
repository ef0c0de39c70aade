import { DayPicker } from "react-day-picker/ethiopic";

export default function CalendarEthiopic() {
  return <DayPicker mode="single" />;
}
