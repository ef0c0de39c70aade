import { useId, useState, type FormEvent } from "react";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

export default function FormPlainHiddenInput() {
  const errorId = useId();
  const [selected, setSelected] = useState<Date>();
  const [error, setError] = useState("");
  const [submitted, setSubmitted] = useState("");

  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The browser doesn't check hidden inputs: check the date yourself.
    if (!selected) {
      setError("Choose a delivery date.");
      return;
    }
    setError("");
    const data = new FormData(e.currentTarget);
    setSubmitted(`name=${data.get("name")}, delivery=${data.get("delivery")}`);
  };

  return (
    <form onSubmit={handleSubmit}>
      <p>
        <label>
          Name <input name="name" required />
        </label>
      </p>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>Delivery date</legend>
        <DayPicker
          mode="single"
          selected={selected}
          onSelect={setSelected}
          defaultMonth={new Date(2025, 5)}
        />
        {/* Sent as "2025-06-12": a calendar day, with no time zone. */}
        <input
          type="hidden"
          name="delivery"
          value={selected ? format(selected, "yyyy-MM-dd") : ""}
        />
        {error && (
          <p id={errorId} role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <button type="submit">Order</button>
      <p role="status">{submitted && `Submitted: ${submitted}`}</p>
    </form>
  );
}
