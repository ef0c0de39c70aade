import { addMonths } from "date-fns";
import { DayPicker } from "react-day-picker";

const thisMonth = new Date();

export default function V8FromToMonth() {
  // Navigation stops at this month and two months later.
  return <DayPicker fromMonth={thisMonth} toMonth={addMonths(thisMonth, 2)} />;
}
