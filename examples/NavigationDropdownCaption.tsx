import { DayPicker } from "react-day-picker";

export default function NavigationDropdownCaption() {
  const thisYear = new Date().getFullYear();

  return (
    <DayPicker
      captionLayout="dropdown"
      startMonth={new Date(2000, 0)}
      endMonth={new Date(thisYear + 5, 11)}
    />
  );
}
