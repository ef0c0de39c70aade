import { es } from "date-fns/locale";
import { DayPicker } from "react-day-picker";

export default function V8LocaleSpanish() {
  // Month and weekday names in Spanish; weeks start on Monday, as in `es`.
  return <DayPicker locale={es} />;
}
