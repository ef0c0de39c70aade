import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function CustomizationAutoFocus() {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Date>();

  return (
    <div>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? "Close the calendar" : "Choose a date"}
      </button>
      {open && (
        <DayPicker
          mode="single"
          autoFocus
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </div>
  );
}
