import { createContext, useContext, useState } from "react";
import { addDays, isSameDay } from "date-fns";
import {
  DayButton,
  DayPicker,
  type DateRange,
  type DayButtonProps,
} from "react-day-picker";

/** Tells the calendar which day the pointer is over, or `undefined`. */
const PointerContext = createContext<(day: Date | undefined) => void>(
  () => undefined,
);

/** The built-in day button, reporting pointer events (mouse, pen, touch). */
function PointerDayButton(props: DayButtonProps) {
  const setPointed = useContext(PointerContext);
  return (
    <DayButton
      {...props}
      onPointerEnter={() => setPointed(props.day.date)}
      onPointerLeave={() => setPointed(undefined)}
    />
  );
}

export default function RangePointerPreview() {
  const [range, setRange] = useState<DateRange | undefined>();
  const [pointed, setPointed] = useState<Date>();

  const start =
    range?.from && range.to && isSameDay(range.from, range.to)
      ? range.from
      : undefined;
  const preview =
    start && pointed && pointed > start
      ? [{ after: start, before: addDays(pointed, 1) }]
      : [];

  return (
    <PointerContext.Provider value={setPointed}>
      <DayPicker
        mode="range"
        defaultMonth={new Date(2026, 2)}
        selected={range}
        onSelect={setRange}
        components={{ DayButton: PointerDayButton }}
        modifiers={{ preview }}
        modifiersStyles={{
          preview: { color: "#1e1b4b", backgroundColor: "#e0e7ff" },
        }}
      />
    </PointerContext.Provider>
  );
}
