import { DayPicker } from "react-day-picker";

export default function LocaleFirstWeekContainsDate() {
  return (
    <DayPicker
      showWeekNumber
      firstWeekContainsDate={4}
      defaultMonth={new Date(2027, 0)} // January 2027
    />
  );
}
