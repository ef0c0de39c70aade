import { DayPicker } from "react-day-picker";

import styles from "./ModifiersBookedClassNames.module.css";

const thisMonth = new Date();
const year = thisMonth.getFullYear();
const month = thisMonth.getMonth();

const booked = [
  new Date(year, month, 8),
  new Date(year, month, 9),
  { from: new Date(year, month, 17), to: new Date(year, month, 20) },
];

export default function ModifiersBookedClassNames() {
  return (
    <DayPicker
      modifiers={{ booked }}
      modifiersClassNames={{ booked: styles.booked }}
    />
  );
}
