import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function V8SingleRequired() {
  const [selected, setSelected] = useState<Date>(new Date());

  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={(day) => day && setSelected(day)}
      footer={<p>Delivery on {selected.toLocaleDateString()}.</p>}
    />
  );
}
