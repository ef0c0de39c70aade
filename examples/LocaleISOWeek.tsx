import { DayPicker } from "react-day-picker";

export default function LocaleISOWeek() {
  return (
    <DayPicker
      ISOWeek
      showWeekNumber
      defaultMonth={new Date(2027, 0)} // January 2027
    />
  );
}
