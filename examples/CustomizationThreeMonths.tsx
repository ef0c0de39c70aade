import { DayPicker } from "react-day-picker";

export default function CustomizationThreeMonths() {
  return <DayPicker mode="range" numberOfMonths={3} />;
}
