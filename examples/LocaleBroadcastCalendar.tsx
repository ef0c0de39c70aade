import { DayPicker } from "react-day-picker";

export default function LocaleBroadcastCalendar() {
  return <DayPicker broadcastCalendar showWeekNumber />;
}
