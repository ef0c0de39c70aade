import { DayPicker } from "react-day-picker";

export default function LocaleBroadcastCalendar() {
  return <DayPicker mode="single" broadcastCalendar showWeekNumber />;
}
