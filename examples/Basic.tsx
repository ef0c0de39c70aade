import { DayPicker } from "react-day-picker";

export default function Basic() {
  return <DayPicker />;
}
