import { useState } from "react";
import { format, isValid, parseISO } from "date-fns";
import { DayPicker } from "react-day-picker";

// A day as your form saved it, read back from a server or from storage.
const saved = "2025-07-04";

/** The saved day at midnight in the reader's time zone, if it is valid. */
function readDay(value: string): Date | undefined {
  const day = parseISO(value);
  return isValid(day) ? day : undefined;
}

export default function V8FormReadSavedDay() {
  const [selected, setSelected] = useState(() => readDay(saved));

  return (
    <>
      <DayPicker
        mode="single"
        selected={selected}
        onSelect={setSelected}
        defaultMonth={selected}
      />
      <p>parseISO: {selected ? format(selected, "EEEE, MMMM d") : "no day"}</p>
      {/* Midnight UTC: in time zones west of UTC, that is still July 3. */}
      <p>new Date: {format(new Date(saved), "EEEE, MMMM d")}</p>
    </>
  );
}
