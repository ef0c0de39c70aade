import { DayPicker } from "react-day-picker";

export default function CustomizationFixedWeeks() {
  return <DayPicker showOutsideDays fixedWeeks />;
}
