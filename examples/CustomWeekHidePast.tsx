import { useState } from "react";
import { DayPicker, Week, type WeekProps } from "react-day-picker";

/** Midnight today, in the reader's time zone. */
function startOfToday() {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The built-in week row, left out when every day of the week is over. */
function CurrentAndFutureWeek(props: WeekProps) {
  const today = startOfToday();
  const isPast = props.week.days.every((day) => day.date < today);
  // The Week type asks for an element: an empty fragment renders no row.
  if (isPast) return <></>;
  return <Week {...props} />;
}

export default function CustomWeekHidePast() {
  const [selected, setSelected] = useState<Date>();
  const today = startOfToday();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      startMonth={today}
      disabled={{ before: today }}
      components={{ Week: CurrentAndFutureWeek }}
    />
  );
}
