import { useState, type CSSProperties } from "react";
import {
  DayPicker,
  type DateRange,
  type DayPickerProps,
} from "react-day-picker";
import { format } from "date-fns";

/** Every DayPicker prop, plus one of the app's own. */
type CalendarProps = DayPickerProps & {
  /** The background of the selected days. */
  accentColor?: string;
};

/** DayPicker with the app's defaults: each one can still be overridden. */
function Calendar({
  accentColor = "seagreen",
  showOutsideDays = true,
  weekStartsOn = 1,
  style,
  ...props
}: CalendarProps) {
  // TypeScript's CSSProperties does not list custom properties: cast the object.
  const accent = { "--rdp-accent-color": accentColor } as CSSProperties;
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      weekStartsOn={weekStartsOn}
      style={{ ...accent, ...style }}
      {...props}
    />
  );
}

export default function TypeScriptCalendarWrapper() {
  const [range, setRange] = useState<DateRange | undefined>();

  const footer =
    range?.from && range.to
      ? `${format(range.from, "MMMM d")} – ${format(range.to, "MMMM d")}`
      : "Pick the first day.";

  // mode="range" narrows `selected` and `onSelect` to DateRange.
  return (
    <Calendar
      mode="range"
      selected={range}
      onSelect={setRange}
      defaultMonth={new Date(2025, 5)}
      footer={footer}
    />
  );
}
