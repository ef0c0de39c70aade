import { DayPicker } from "react-day-picker";

import styles from "./StylingModifiersClassNames.module.css";

export default function StylingModifiersClassNames() {
  const today = new Date();
  const booked = [
    new Date(today.getFullYear(), today.getMonth(), 8),
    new Date(today.getFullYear(), today.getMonth(), 9),
  ];

  return (
    <DayPicker
      modifiers={{ weekend: { dayOfWeek: [0, 6] }, booked }}
      modifiersClassNames={{ weekend: styles.weekend, booked: styles.booked }}
    />
  );
}
