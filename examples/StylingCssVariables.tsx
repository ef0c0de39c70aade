import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";

// TypeScript's CSSProperties does not list custom properties: cast the object.
const calendarStyle = {
  "--rdp-accent-color": "darkgreen",
  "--rdp-accent-background-color": "honeydew",
  "--rdp-day-height": "36px",
  "--rdp-day-width": "36px",
  "--rdp-day_button-height": "34px",
  "--rdp-day_button-width": "34px",
  "--rdp-day_button-border-radius": "6px",
} as CSSProperties;

export default function StylingCssVariables() {
  return <DayPicker mode="range" style={calendarStyle} />;
}
