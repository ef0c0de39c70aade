import { DayPicker } from "react-day-picker";

export default function StylingInlineStyles() {
  return (
    <DayPicker
      showOutsideDays
      styles={{
        month_caption: { justifyContent: "center" },
        // The stylesheet fades the weekdays: the inline opacity wins over it.
        weekday: {
          color: "white",
          backgroundColor: "teal",
          opacity: 1,
          textTransform: "uppercase",
        },
        day: { fontVariantNumeric: "tabular-nums" },
      }}
    />
  );
}
