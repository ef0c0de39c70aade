import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function KeyboardNavigationGrid() {
  const [selected, setSelected] = useState<Date | undefined>(
    new Date(2025, 5, 11),
  );
  const [focused, setFocused] = useState<Date>();

  return (
    <div>
      <DayPicker
        mode="single"
        defaultMonth={new Date(2025, 5)}
        selected={selected}
        onSelect={setSelected}
        onDayFocus={(date) => setFocused(date)}
        onDayBlur={() => setFocused(undefined)}
        footer={
          selected ? `Selected: ${selected.toDateString()}` : "No day selected."
        }
      />
      <p>
        {focused
          ? `Focus is on ${focused.toDateString()}.`
          : "Press Tab to move the focus into the calendar."}
      </p>
    </div>
  );
}
