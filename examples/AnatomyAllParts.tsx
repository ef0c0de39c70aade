import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function AnatomyAllParts() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      captionLayout="dropdown"
      showWeekNumber
      showOutsideDays
      footer={
        selected
          ? `Selected: ${selected.toDateString()}`
          : "The footer sits below the months."
      }
    />
  );
}
