import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

export default function MonthPickerDateOfBirth() {
  const [birthDate, setBirthDate] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      captionLayout="dropdown"
      startMonth={new Date(1925, 0)}
      endMonth={new Date(2025, 11)}
      defaultMonth={new Date(2000, 0)}
      selected={birthDate}
      onSelect={setBirthDate}
      footer={
        birthDate
          ? `Date of birth: ${format(birthDate, "MMMM d, yyyy")}`
          : "Choose a month and a year, then a day."
      }
    />
  );
}
