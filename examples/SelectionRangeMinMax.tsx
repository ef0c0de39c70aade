import { useState } from "react";
import { DayPicker, type DateRange } from "react-day-picker";
import { differenceInCalendarDays } from "date-fns";

export default function SelectionRangeMinMax() {
  const [stay, setStay] = useState<DateRange>();

  const nights =
    stay?.from && stay.to ? differenceInCalendarDays(stay.to, stay.from) : 0;

  return (
    <DayPicker
      mode="range"
      min={3}
      max={7}
      selected={stay}
      onSelect={setStay}
      footer={
        nights > 0
          ? `${nights} nights selected.`
          : "Choose a stay of 3 to 7 nights."
      }
    />
  );
}
