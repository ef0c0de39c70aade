import { DayPicker } from "react-day-picker";

import styles from "./V8ModifiersClassNames.module.css";

const today = new Date();
// The first day of the current month, as a sample holiday.
const holiday = new Date(today.getFullYear(), today.getMonth(), 1);

export default function V8ModifiersClassNames() {
  return (
    <DayPicker
      modifiers={{ weekend: { dayOfWeek: [0, 6] }, holiday }}
      modifiersClassNames={{
        weekend: styles.weekend,
        holiday: styles.holiday,
      }}
    />
  );
}
