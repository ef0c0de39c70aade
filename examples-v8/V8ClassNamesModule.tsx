import { useState } from "react";
import { DayPicker } from "react-day-picker";

import styles from "./V8ClassNamesModule.module.css";

export default function V8ClassNamesModule() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      classNames={{
        caption_label: styles.caption_label,
        head_cell: styles.head_cell,
        day_selected: styles.day_selected,
      }}
    />
  );
}
