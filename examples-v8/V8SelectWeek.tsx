import { useState } from "react";
import { endOfWeek, startOfWeek } from "date-fns";
import { DayPicker, type DateRange } from "react-day-picker";

export default function V8SelectWeek() {
  const [week, setWeek] = useState<DateRange>();

  return (
    <DayPicker
      showOutsideDays
      selected={week}
      onDayClick={(day) =>
        setWeek({ from: startOfWeek(day), to: endOfWeek(day) })
      }
      modifiers={{
        range_start: week?.from ? [week.from] : [],
        range_end: week?.to ? [week.to] : [],
        range_middle:
          week?.from && week.to ? [{ after: week.from, before: week.to }] : [],
      }}
      footer={
        <p>
          {week?.from && week.to
            ? `Week of ${week.from.toLocaleDateString()}`
            : "Click a day to select its week."}
        </p>
      }
    />
  );
}
