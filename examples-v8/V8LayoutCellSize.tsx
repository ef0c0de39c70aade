import { useId, useState, type CSSProperties } from "react";
import { DayPicker } from "react-day-picker";

const sizes = [32, 40, 56];

export default function V8LayoutCellSize() {
  const selectId = useId();
  const [size, setSize] = useState(32);

  // One variable sizes the day cells, the day buttons and the nav buttons.
  // TypeScript's CSSProperties does not list custom properties: cast it.
  const style = { "--rdp-cell-size": `${size}px` } as CSSProperties;

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
      <DayPicker mode="single" defaultMonth={new Date(2025, 5)} style={style} />
    </div>
  );
}
