import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function KeyboardDeleteClears() {
  const [selected, setSelected] = useState<Date[]>([]);

  return (
    <DayPicker
      mode="multiple"
      selected={selected}
      onSelect={(days) => setSelected(days ?? [])}
      onDayKeyDown={(_date, _modifiers, e) => {
        // DayPicker already handles arrows, Page Up/Down, Home and End.
        if (e.key === "Delete" || e.key === "Backspace") {
          setSelected([]);
        }
      }}
      footer={`${selected.length} day(s) selected. Press Delete to clear them.`}
    />
  );
}
