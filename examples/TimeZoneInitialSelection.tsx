import { useState } from "react";
import { DayPicker, TZDate } from "react-day-picker";

const timeZone = "America/New_York";
// Midnight of July 4, 2025 in New York, whatever the reader's time zone is.
const independenceDay = new TZDate(2025, 6, 4, timeZone);

export default function TimeZoneInitialSelection() {
  const [selected, setSelected] = useState<Date | undefined>(independenceDay);

  return (
    <DayPicker
      mode="single"
      timeZone={timeZone}
      selected={selected}
      onSelect={setSelected}
      defaultMonth={independenceDay}
      footer={
        selected
          ? `New York: ${selected.toLocaleDateString("en-US", { timeZone, dateStyle: "long" })}`
          : "Pick a day."
      }
    />
  );
}
