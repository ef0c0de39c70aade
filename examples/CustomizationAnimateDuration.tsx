import { DayPicker } from "react-day-picker";

import styles from "./CustomizationAnimateDuration.module.css";

const prefersReducedMotion =
  typeof window !== "undefined" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export default function CustomizationAnimateDuration() {
  return (
    <DayPicker animate={!prefersReducedMotion} className={styles.calendar} />
  );
}
