import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function SingleWithFooter() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      footer={
        selected
          ? `You picked ${selected.toLocaleDateString()}.`
          : "Pick a day."
      }
    />
  );
}
