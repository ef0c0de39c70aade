import { DayPicker } from "react-day-picker";

// Animate only for users who haven't asked their system for less motion.
const prefersReducedMotion =
  typeof window !== "undefined" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export default function CustomizationAnimate() {
  return <DayPicker animate={!prefersReducedMotion} />;
}
