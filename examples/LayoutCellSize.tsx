import { useId, useState, type CSSProperties } from "react";
import { DayPicker } from "react-day-picker";

const sizes = [32, 44, 56];

/** The CSS variables that size the day cells and the buttons inside them. */
function cellSizeStyle(size: number) {
  // TypeScript's CSSProperties does not list custom properties: cast the object.
  return {
    "--rdp-day-width": `${size}px`,
    "--rdp-day-height": `${size}px`,
    // The button is 2px smaller than its cell, as in the default stylesheet.
    "--rdp-day_button-width": `${size - 2}px`,
    "--rdp-day_button-height": `${size - 2}px`,
  } as CSSProperties;
}

export default function LayoutCellSize() {
  const selectId = useId();
  const [size, setSize] = useState(32);

  return (
    <div>
      <label htmlFor={selectId}>Cell size </label>
      <select
        id={selectId}
        value={size}
        onChange={(e) => setSize(Number(e.target.value))}
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s} px
          </option>
        ))}
      </select>
      <DayPicker
        mode="single"
        defaultMonth={new Date(2025, 5)}
        style={cellSizeStyle(size)}
      />
    </div>
  );
}
