import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

export default function V8MonthPickerDateOfBirth() {
  const [birthDate, setBirthDate] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      captionLayout="dropdown-buttons"
      fromYear={1925}
      toYear={2025}
      defaultMonth={new Date(2000, 0)}
      selected={birthDate}
      onSelect={setBirthDate}
      footer={
        <p>
          {birthDate
            ? `Date of birth: ${format(birthDate, "MMMM d, yyyy")}`
            : "Choose a month and a year, then a day."}
        </p>
      }
    />
  );
}
