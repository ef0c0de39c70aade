import { DayPicker } from "react-day-picker";

export default function StylingInlineStyles() {
  return (
    <DayPicker
      showOutsideDays
      styles={{
        month_caption: { justifyContent: "center" },
        weekday: { color: "teal", textTransform: "uppercase" },
        day: { fontVariantNumeric: "tabular-nums" },
      }}
    />
  );
}
