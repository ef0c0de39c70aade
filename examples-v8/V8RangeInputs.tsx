import { useState, type ChangeEvent } from "react";
import { format, isAfter, isValid, parse } from "date-fns";
import { DayPicker, type DateRange } from "react-day-picker";

const FORMAT = "yyyy-MM-dd";

/** The date written in `text`, or `undefined` when it is not a valid date. */
function parseDate(text: string): Date | undefined {
  const date = parse(text, FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

export default function V8RangeInputs() {
  const [fromText, setFromText] = useState("");
  const [toText, setToText] = useState("");
  const [range, setRange] = useState<DateRange | undefined>();
  const [month, setMonth] = useState<Date>(new Date());

  // Shows the typed dates, and the month of the one just typed; an end
  // before the start is left out.
  const showTyped = (fromValue: string, toValue: string, typed: string) => {
    const from = parseDate(fromValue);
    const to = parseDate(toValue);
    setRange({ from, to: from && to && isAfter(from, to) ? undefined : to });
    const typedDate = parseDate(typed);
    if (typedDate) setMonth(typedDate);
  };

  const handleFromChange = (e: ChangeEvent<HTMLInputElement>) => {
    setFromText(e.target.value);
    showTyped(e.target.value, toText, e.target.value);
  };

  const handleToChange = (e: ChangeEvent<HTMLInputElement>) => {
    setToText(e.target.value);
    showTyped(fromText, e.target.value, e.target.value);
  };

  // Clicking days writes both ends into the fields.
  const handleSelect = (selected: DateRange | undefined) => {
    setRange(selected);
    setFromText(selected?.from ? format(selected.from, FORMAT) : "");
    setToText(selected?.to ? format(selected.to, FORMAT) : "");
  };

  return (
    <div>
      <label>
        From{" "}
        <input
          value={fromText}
          onChange={handleFromChange}
          placeholder="YYYY-MM-DD"
          size={12}
        />
      </label>{" "}
      <label>
        To{" "}
        <input
          value={toText}
          onChange={handleToChange}
          placeholder="YYYY-MM-DD"
          size={12}
        />
      </label>
      <DayPicker
        mode="range"
        month={month}
        onMonthChange={setMonth}
        selected={range}
        onSelect={handleSelect}
      />
    </div>
  );
}
