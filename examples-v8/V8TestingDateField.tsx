import { useState } from "react";
import { DayPicker } from "react-day-picker";

/** A calendar to pick an appointment day, and the chosen day as text. */
export default function V8TestingDateField() {
  const [selected, setSelected] = useState<Date>();

  return (
    <div>
      <p>Choose a day for your appointment.</p>
      <DayPicker
        mode="single"
        defaultMonth={new Date(2025, 10)}
        selected={selected}
        onSelect={setSelected}
      />
      <p>
        {selected
          ? `Your appointment: ${selected.toDateString()}`
          : "No date chosen yet."}
      </p>
    </div>
  );
}
