import { DayPicker } from "react-day-picker";
import { arSA } from "react-day-picker/locale";

export default function LocaleRightToLeft() {
  return (
    <DayPicker
      mode="single"
      locale={arSA}
      dir="rtl"
      lang="ar"
      numerals="arab"
    />
  );
}
