import { useState, type ChangeEvent } from "react";
import { format, isValid, parse } from "date-fns";
import { DayPicker } from "react-day-picker";

const FORMAT = "yyyy-MM-dd";

export default function V8InputPopover() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [selected, setSelected] = useState<Date>();
  const [month, setMonth] = useState<Date>(new Date());

  // Typing a complete, valid date selects it and shows its month.
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    const date = parse(e.target.value, FORMAT, new Date());
    if (isValid(date)) {
      setSelected(date);
      setMonth(date);
    } else {
      setSelected(undefined);
    }
  };

  // Picking a day writes it into the field and closes the popover.
  const handleSelect = (date: Date | undefined) => {
    setSelected(date);
    setText(date ? format(date, FORMAT) : "");
    setOpen(false);
  };

  return (
    <div>
      <label>
        Due date{" "}
        <input
          value={text}
          onChange={handleChange}
          placeholder="YYYY-MM-DD"
          size={12}
        />
      </label>{" "}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="due-date-calendar"
        onClick={() => setOpen(!open)}
      >
        {open ? "Close calendar" : "Open calendar"}
      </button>
      {open && (
        // Escape, pressed anywhere in the dialog, closes it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          id="due-date-calendar"
          role="dialog"
          aria-label="Choose a due date"
          onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
          style={{
            width: "fit-content",
            border: "1px solid #ccc",
            borderRadius: 8,
          }}
        >
          <DayPicker
            mode="single"
            initialFocus
            month={month}
            onMonthChange={setMonth}
            selected={selected}
            onSelect={handleSelect}
          />
        </div>
      )}
    </div>
  );
}
