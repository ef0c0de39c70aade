import { useId, useState, type ChangeEvent } from "react";
import { DayPicker } from "react-day-picker";
import { format, isValid, parse } from "date-fns";

const DATE_FORMAT = "MM/dd/yyyy";

/** Returns a date only when the whole text matches the format. */
function parseTypedDate(text: string): Date | undefined {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return undefined;
  const date = parse(text, DATE_FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

export default function InputFieldTypedDate() {
  const inputId = useId();
  const [text, setText] = useState("");
  const [selected, setSelected] = useState<Date>();
  const [month, setMonth] = useState(new Date());

  const handleInputChange = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    const date = parseTypedDate(e.target.value);
    setSelected(date);
    if (date) setMonth(date); // Show the month of the typed date.
  };

  const handleDaySelect = (date: Date | undefined) => {
    setSelected(date);
    setText(date ? format(date, DATE_FORMAT) : "");
  };

  return (
    <div>
      <label htmlFor={inputId}>Date of birth </label>
      <input
        id={inputId}
        value={text}
        onChange={handleInputChange}
        placeholder="MM/DD/YYYY"
        inputMode="numeric"
      />
      <DayPicker
        mode="single"
        month={month}
        onMonthChange={setMonth}
        selected={selected}
        onSelect={handleDaySelect}
      />
    </div>
  );
}
