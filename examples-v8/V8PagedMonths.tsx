import { DayPicker } from "react-day-picker";

export default function V8PagedMonths() {
  return <DayPicker numberOfMonths={2} pagedNavigation />;
}
