import { useState } from "react";
import { isBefore, startOfToday } from "date-fns";
import { DayPicker, Row, type RowProps } from "react-day-picker";

const today = startOfToday();

/** The built-in row, left out when its whole week is over. */
function CurrentAndFutureRow(props: RowProps) {
  const isPast = props.dates.every((date) => isBefore(date, today));
  if (isPast) return null;
  return <Row {...props} />;
}

export default function V8HidePastWeeks() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      fromMonth={today}
      disabled={{ before: today }}
      components={{ Row: CurrentAndFutureRow }}
    />
  );
}
