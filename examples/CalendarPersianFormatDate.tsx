import { useState } from "react";
import { DayPicker, enUS, faIR, getDateLib } from "react-day-picker/persian";

// The date functions of the Persian calendar, to use outside of it.
const persianDates = getDateLib({ locale: faIR, numerals: "arabext" });
const englishDates = getDateLib({ locale: enUS });

export default function CalendarPersianFormatDate() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      defaultMonth={new Date(2026, 2, 21)}
      footer={
        selected ? (
          <>
            <span lang="fa">
              {persianDates.format(selected, "EEEE d MMMM y")}
            </span>
            <br />
            <span lang="en" dir="ltr">
              {englishDates.format(selected, "EEEE, d MMMM y")}
            </span>
          </>
        ) : (
          <span lang="en">Pick a day.</span>
        )
      }
    />
  );
}
