import { DayPicker, getDefaultClassNames } from "react-day-picker";

import styles from "./StylingDropdowns.module.css";

export default function StylingDropdowns() {
  const defaultClassNames = getDefaultClassNames();

  return (
    <DayPicker
      captionLayout="dropdown"
      defaultMonth={new Date(2026, 2)}
      startMonth={new Date(2020, 0)}
      endMonth={new Date(2030, 11)}
      classNames={{
        // Replaces rdp-dropdown, the class that hides the select.
        dropdown: styles.select,
        dropdown_root: `${defaultClassNames.dropdown_root} ${styles.dropdownRoot}`,
      }}
    />
  );
}
