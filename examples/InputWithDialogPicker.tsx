import { useId, useRef, useState, type ChangeEvent } from "react";
import { DayPicker } from "react-day-picker";
import { format, isValid, parse } from "date-fns";

const DATE_FORMAT = "MM/dd/yyyy";

function parseTypedDate(text: string): Date | undefined {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return undefined;
  const date = parse(text, DATE_FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

export default function InputWithDialogPicker() {
  const inputId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const [selected, setSelected] = useState<Date>();
  const [month, setMonth] = useState(new Date());

  const openDialog = () => {
    setIsOpen(true);
    dialogRef.current?.showModal();
  };

  // Runs for every way of closing: Escape, a picked day, the Close button.
  const handleDialogClose = () => {
    setIsOpen(false);
    openButtonRef.current?.focus();
  };

  const handleInputChange = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    const date = parseTypedDate(e.target.value);
    setSelected(date);
    if (date) setMonth(date);
  };

  const handleDaySelect = (date: Date | undefined) => {
    setSelected(date);
    setText(date ? format(date, DATE_FORMAT) : "");
    dialogRef.current?.close();
  };

  return (
    <div>
      <label htmlFor={inputId}>Departure </label>
      <input
        id={inputId}
        value={text}
        onChange={handleInputChange}
        placeholder="MM/DD/YYYY"
        inputMode="numeric"
      />
      <button
        ref={openButtonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        Open calendar
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Choose the departure date"
        onClose={handleDialogClose}
      >
        {/* Mounted while open, so autoFocus moves the focus into the grid. */}
        {isOpen && (
          <DayPicker
            autoFocus
            mode="single"
            month={month}
            onMonthChange={setMonth}
            selected={selected}
            onSelect={handleDaySelect}
          />
        )}
        <button type="button" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </dialog>
    </div>
  );
}
