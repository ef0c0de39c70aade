import { DayPicker, getDefaultClassNames } from "react-day-picker";

import styles from "./StylingFocusRing.module.css";

export default function StylingFocusRing() {
  const defaultClassNames = getDefaultClassNames();

  return (
    <DayPicker
      mode="single"
      defaultMonth={new Date(2026, 2)}
      classNames={{
        day_button: `${defaultClassNames.day_button} ${styles.focusable}`,
        button_previous: `${defaultClassNames.button_previous} ${styles.focusable}`,
        button_next: `${defaultClassNames.button_next} ${styles.focusable}`,
      }}
    />
  );
}
