import { DayPicker } from "react-day-picker";
import { es } from "react-day-picker/locale";

export default function LocaleSpanish() {
  return <DayPicker locale={es} />;
}
