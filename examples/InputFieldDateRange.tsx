import { useId, useState, type ChangeEvent } from "react";
import { DayPicker, type DateRange } from "react-day-picker";
import { format, isAfter, isValid, parse } from "date-fns";

const DATE_FORMAT = "MM/dd/yyyy";

function parseTypedDate(text: string): Date | undefined {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return undefined;
  const date = parse(text, DATE_FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

export default function InputFieldDateRange() {
  const fromId = useId();
  const toId = useId();
  const [fromText, setFromText] = useState("");
  const [toText, setToText] = useState("");
  const [range, setRange] = useState<DateRange>();
  const [month, setMonth] = useState(new Date());

  const handleFromChange = (e: ChangeEvent<HTMLInputElement>) => {
    setFromText(e.target.value);
    const from = parseTypedDate(e.target.value);
    if (!from) {
      setRange(undefined);
      return;
    }
    // Drop an end date that the new start date comes after.
    const to = range?.to && !isAfter(from, range.to) ? range.to : undefined;
    setRange({ from, to });
    if (!to) setToText("");
    setMonth(from);
  };

  const handleToChange = (e: ChangeEvent<HTMLInputElement>) => {
    setToText(e.target.value);
    const to = parseTypedDate(e.target.value);
    if (range?.from && to && !isAfter(range.from, to)) {
      setRange({ from: range.from, to });
      setMonth(to);
    } else {
      setRange(range?.from ? { from: range.from, to: undefined } : undefined);
    }
  };

  const handleRangeSelect = (selected: DateRange | undefined) => {
    setRange(selected);
    setFromText(selected?.from ? format(selected.from, DATE_FORMAT) : "");
    setToText(selected?.to ? format(selected.to, DATE_FORMAT) : "");
  };

  return (
    <div>
      <p>
        <label htmlFor={fromId}>Check-in </label>
        <input
          id={fromId}
          value={fromText}
          onChange={handleFromChange}
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
        />
      </p>
      <p>
        <label htmlFor={toId}>Check-out </label>
        <input
          id={toId}
          value={toText}
          onChange={handleToChange}
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
        />
      </p>
      <DayPicker
        mode="range"
        month={month}
        onMonthChange={setMonth}
        selected={range}
        onSelect={handleRangeSelect}
      />
    </div>
  );
}
