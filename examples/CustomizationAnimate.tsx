import { DayPicker } from "react-day-picker";

export default function CustomizationAnimate() {
  return <DayPicker animate />;
}
