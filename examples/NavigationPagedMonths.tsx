import { DayPicker } from "react-day-picker";

export default function NavigationPagedMonths() {
  return <DayPicker numberOfMonths={2} pagedNavigation />;
}
