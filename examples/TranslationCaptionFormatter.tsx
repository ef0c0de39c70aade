import { DayPicker, type Formatters } from "react-day-picker";

const formatters: Partial<Formatters> = {
  // "2026 · 03 · March" instead of "March 2026".
  formatCaption: (month, _options, dateLib) => {
    if (!dateLib) return month.toDateString();
    return dateLib.format(month, "yyyy · MM · LLLL");
  },
  // One-letter weekday names: "S", "M", "T", …
  formatWeekdayName: (weekday, _options, dateLib) =>
    dateLib ? dateLib.format(weekday, "EEEEE") : "",
};

export default function TranslationCaptionFormatter() {
  return <DayPicker formatters={formatters} />;
}
