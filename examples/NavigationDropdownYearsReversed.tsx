import { DayPicker } from "react-day-picker";

export default function NavigationDropdownYearsReversed() {
  const thisYear = new Date().getFullYear();

  return (
    <DayPicker
      captionLayout="dropdown-years"
      reverseYears
      startMonth={new Date(thisYear - 80, 0)}
      endMonth={new Date(thisYear, 11)}
    />
  );
}
