import { useId, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";

export default function AutoFocusToggleCalendar() {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Date>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const close = () => {
    setOpen(false);
    // Give the focus back to the control that opened the calendar.
    toggleRef.current?.focus();
  };

  return (
    <div>
      <p id={headingId}>Delivery date</p>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {selected ? selected.toDateString() : "Choose a delivery date"}
      </button>
      {open && (
        // Escape, pressed anywhere in the calendar, closes it.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          onKeyDown={(e) => {
            if (e.key === "Escape") close();
          }}
        >
          <DayPicker
            role="dialog"
            aria-labelledby={headingId}
            autoFocus
            mode="single"
            selected={selected}
            onSelect={(date) => {
              setSelected(date);
              close();
            }}
          />
        </div>
      )}
    </div>
  );
}
