import { useId, useState } from "react";
import { DayPicker } from "react-day-picker";

import styles from "./LayoutFillContainer.module.css";

const widths = [280, 360, 480];

export default function LayoutFillContainer() {
  const selectId = useId();
  const [width, setWidth] = useState(360);
  const [selected, setSelected] = useState<Date>();

  return (
    <div>
      <label className={styles.control} htmlFor={selectId}>
        Card width{" "}
        <select
          id={selectId}
          value={width}
          onChange={(e) => setWidth(Number(e.target.value))}
        >
          {widths.map((w) => (
            <option key={w} value={w}>
              {w} px
            </option>
          ))}
        </select>
      </label>
      <div className={styles.card} style={{ width }}>
        <DayPicker
          mode="single"
          selected={selected}
          onSelect={setSelected}
          className={styles.fill}
        />
      </div>
    </div>
  );
}
