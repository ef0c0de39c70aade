import { DayPicker, type Formatters } from "react-day-picker";

const formatters: Partial<Formatters> = {
  // Pad single-digit days with a zero: "01", "02", … "31".
  formatDay: (date, _options, dateLib) =>
    dateLib
      ? dateLib.format(date, "dd")
      : String(date.getDate()).padStart(2, "0"),
  // Label the week number column, which is empty by default.
  formatWeekNumberHeader: () => "Wk",
  // Show "W5" instead of "05".
  formatWeekNumber: (weekNumber) => `W${weekNumber}`,
};

export default function TranslationDayFormatter() {
  return <DayPicker formatters={formatters} showWeekNumber />;
}
