import { useState, type CSSProperties } from "react";
import { DayPicker } from "react-day-picker";

// The stylesheet reads these variables from the `.rdp` root element.
const theme = {
  "--rdp-cell-size": "34px",
  "--rdp-accent-color": "#0f766e",
  "--rdp-background-color": "#ccfbf1",
} as CSSProperties;

export default function V8CssVariables() {
  const [selected, setSelected] = useState<Date>(new Date());

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={(day) => day && setSelected(day)}
      style={theme}
    />
  );
}
