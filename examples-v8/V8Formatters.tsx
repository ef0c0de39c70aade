import { format } from "date-fns";
import { DayPicker, type DateFormatter } from "react-day-picker";

// Shows "Mar 2025" instead of "March 2025".
const formatCaption: DateFormatter = (month, options) =>
  format(month, "LLL y", { locale: options?.locale });

// Shows one letter per weekday: "S", "M", "T"…
const formatWeekdayName: DateFormatter = (day, options) =>
  format(day, "ccccc", { locale: options?.locale });

export default function V8Formatters() {
  return <DayPicker formatters={{ formatCaption, formatWeekdayName }} />;
}
