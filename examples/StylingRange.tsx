import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

import styles from "./StylingRange.module.css";

export default function StylingRange() {
  const today = new Date();
  const year = today.getFullYear();
  const month = today.getMonth();
  const [range, setRange] = useState<DateRange | undefined>({
    from: new Date(year, month, 10),
    to: new Date(year, month, 14),
  });

  return (
    <DayPicker
      mode="range"
      selected={range}
      onSelect={setRange}
      classNames={{
        selected: styles.selected,
        range_start: styles.start,
        range_middle: styles.middle,
        range_end: styles.end,
      }}
    />
  );
}
