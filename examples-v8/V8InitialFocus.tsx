import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function V8InitialFocus() {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Date>();

  return (
    <div>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? "Hide the calendar" : "Show the calendar"}
      </button>
      {open && (
        <DayPicker
          mode="single"
          initialFocus
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </div>
  );
}
