import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";
import { endOfWeek, startOfWeek } from "date-fns";

function weekOf(date: Date): DateRange {
  return { from: startOfWeek(date), to: endOfWeek(date) };
}

export default function SelectWholeWeek() {
  const [week, setWeek] = useState<DateRange>();
  const [hoveredWeek, setHoveredWeek] = useState<DateRange>();

  return (
    <DayPicker
      showOutsideDays
      modifiers={{ selected: week, hoveredWeek }}
      modifiersStyles={{
        hoveredWeek: { outline: "1px dashed currentColor" },
      }}
      onDayClick={(date, modifiers) => {
        // Clicking a day of the selected week clears the selection.
        setWeek(modifiers.selected ? undefined : weekOf(date));
      }}
      onDayMouseEnter={(date) => setHoveredWeek(weekOf(date))}
      onDayMouseLeave={() => setHoveredWeek(undefined)}
      footer={
        week?.from && week.to
          ? `Week from ${week.from.toDateString()} to ${week.to.toDateString()}.`
          : "Click a day to select its week."
      }
    />
  );
}
