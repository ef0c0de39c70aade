import { arSA } from "date-fns/locale";
import { DayPicker, type DateFormatter } from "react-day-picker";

// "-u-nu-arab" asks Intl for Arabic-Indic digits: ١، ٢، ٣…
const digits = new Intl.NumberFormat("ar-u-nu-arab");
const monthAndYear = new Intl.DateTimeFormat("ar-u-nu-arab", {
  month: "long",
  year: "numeric",
});

const formatDay: DateFormatter = (day) => digits.format(day.getDate());
const formatCaption: DateFormatter = (month) => monthAndYear.format(month);

export default function V8ArabicIndicDigits() {
  return (
    <DayPicker
      mode="single"
      locale={arSA}
      dir="rtl"
      lang="ar"
      formatters={{ formatDay, formatCaption }}
    />
  );
}
