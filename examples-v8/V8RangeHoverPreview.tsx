import { useState } from "react";
import { addDays } from "date-fns";
import { DayPicker, type DateRange } from "react-day-picker";

export default function V8RangeHoverPreview() {
  const [range, setRange] = useState<DateRange | undefined>();
  const [hovered, setHovered] = useState<Date>();

  // While only the start is picked, preview the days up to the pointer.
  const preview =
    range?.from && !range.to && hovered && hovered > range.from
      ? [{ after: range.from, before: addDays(hovered, 1) }]
      : [];

  return (
    <DayPicker
      mode="range"
      selected={range}
      onSelect={setRange}
      onDayMouseEnter={(day) => setHovered(day)}
      onDayMouseLeave={() => setHovered(undefined)}
      modifiers={{ preview }}
      modifiersStyles={{
        preview: { color: "#1e1b4b", backgroundColor: "#e0e7ff" },
      }}
    />
  );
}
