import { DayPicker } from "react-day-picker";

export default function V8CaptionDropdown() {
  return <DayPicker captionLayout="dropdown" fromYear={2015} toYear={2035} />;
}
