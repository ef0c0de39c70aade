import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function V8ControlledSelection() {
  const [selected, setSelected] = useState<Date>();

  return (
    <div>
      <DayPicker mode="single" selected={selected} onSelect={setSelected} />
      <button type="button" onClick={() => setSelected(new Date())}>
        Select today
      </button>{" "}
      <button type="button" onClick={() => setSelected(undefined)}>
        Clear
      </button>
    </div>
  );
}
