import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function V8FooterLiveRegion() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      footer={
        <p aria-live="polite">
          {selected
            ? `Selected: ${selected.toDateString()}`
            : "No day selected."}
        </p>
      }
    />
  );
}
