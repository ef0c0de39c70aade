import { DayPicker } from "react-day-picker";

import styles from "./CustomizationAnimateDuration.module.css";

export default function CustomizationAnimateDuration() {
  return <DayPicker animate className={styles.calendar} />;
}
