import { DayPicker } from "react-day-picker";
import { es } from "react-day-picker/locale";

export default function LocaleDropdownMonthNames() {
  return (
    <DayPicker
      locale={es}
      captionLayout="dropdown"
      defaultMonth={new Date(2026, 2)}
      startMonth={new Date(2020, 0)}
      endMonth={new Date(2030, 11)}
      formatters={{
        // Short names in the locale of the calendar, with a capital letter.
        formatMonthDropdown: (month, dateLib) => {
          const name = dateLib ? dateLib.format(month, "LLL") : "";
          return name.charAt(0).toUpperCase() + name.slice(1);
        },
      }}
    />
  );
}
