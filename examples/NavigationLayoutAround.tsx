import { DayPicker } from "react-day-picker";

export default function NavigationLayoutAround() {
  return <DayPicker navLayout="around" />;
}
