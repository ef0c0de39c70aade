import { DayPicker } from "react-day-picker";

export default function SelectionUncontrolled() {
  // No onSelect: DayPicker keeps the selection in its own state and uses
  // `selected` only as the starting value.
  return <DayPicker mode="multiple" selected={[new Date()]} />;
}
