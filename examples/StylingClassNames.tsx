import { DayPicker, getDefaultClassNames } from "react-day-picker";

import styles from "./StylingClassNames.module.css";

export default function StylingClassNames() {
  const defaultClassNames = getDefaultClassNames();

  return (
    <DayPicker
      classNames={{
        // Keep the default class, so the DayPicker stylesheet still applies.
        caption_label: `${defaultClassNames.caption_label} ${styles.caption}`,
        today: `${defaultClassNames.today} ${styles.today}`,
      }}
    />
  );
}
