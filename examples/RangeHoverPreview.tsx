import { useState } from "react";
import { addDays, isSameDay } from "date-fns";
import { DayPicker, type DateRange } from "react-day-picker";

export default function RangeHoverPreview() {
  const [range, setRange] = useState<DateRange | undefined>();
  const [hovered, setHovered] = useState<Date>();

  // The first click makes a one-day range (`from` and `to` are the same
  // day); the next click on a later day extends it, so preview up to there.
  const start =
    range?.from && range.to && isSameDay(range.from, range.to)
      ? range.from
      : undefined;
  const preview =
    start && hovered && hovered > start
      ? [{ after: start, before: addDays(hovered, 1) }]
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
