import { DayPicker } from "react-day-picker";

export default function V8CaptionDropdownButtons() {
  return (
    <DayPicker captionLayout="dropdown-buttons" fromYear={2015} toYear={2035} />
  );
}
