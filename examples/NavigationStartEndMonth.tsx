import { DayPicker } from "react-day-picker";

export default function NavigationStartEndMonth() {
  const today = new Date();
  // Navigation stays between this month and five months later.
  const startMonth = new Date(today.getFullYear(), today.getMonth());
  const endMonth = new Date(today.getFullYear(), today.getMonth() + 5);

  return <DayPicker startMonth={startMonth} endMonth={endMonth} />;
}
