import { DayPicker, enUS } from "react-day-picker/persian";

export default function CalendarPersianEnglish() {
  return <DayPicker locale={enUS} dir="ltr" numerals="latn" />;
}
