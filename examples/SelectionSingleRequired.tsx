import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function SelectionSingleRequired() {
  // Start with today selected: with `required`, `selected` is always a Date
  // after the first pick, and clicking it again keeps it selected.
  const [selected, setSelected] = useState<Date>(new Date());

  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={setSelected}
      footer={`Appointment on ${selected.toLocaleDateString()}.`}
    />
  );
}
