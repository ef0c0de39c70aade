import { DayPicker } from "react-day-picker";

import styles from "./StylingDarkTheme.module.css";

export default function StylingDarkTheme() {
  return <DayPicker mode="range" className={styles.dark} />;
}
