import { arSA } from "date-fns/locale";
import { DayPicker } from "react-day-picker";

export default function V8RightToLeft() {
  return <DayPicker locale={arSA} dir="rtl" lang="ar" />;
}
