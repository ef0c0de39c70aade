import { useState, type ChangeEvent } from "react";
import { format, setHours, setMinutes } from "date-fns";
import { DayPicker } from "react-day-picker";

/** `day` at the time written in `time` ("HH:mm", as a time input gives it). */
function atTime(day: Date, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  return setMinutes(setHours(day, hours), minutes);
}

export default function V8TimeInput() {
  const [time, setTime] = useState("12:00");
  const [selected, setSelected] = useState<Date>();

  // A new day keeps the time already chosen.
  const handleSelect = (day: Date | undefined) => {
    setSelected(day && time ? atTime(day, time) : day);
  };

  // A complete time applies to the selected day (an incomplete one is "").
  const handleTimeChange = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setTime(value);
    if (selected && value) setSelected(atTime(selected, value));
  };

  return (
    <div
      style={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start" }}
    >
      <DayPicker
        mode="single"
        selected={selected}
        onSelect={handleSelect}
        footer={
          <p aria-live="polite">
            {selected
              ? `Appointment: ${format(selected, "PPPp")}`
              : "Pick a day and a time."}
          </p>
        }
      />
      <label style={{ margin: "1em" }}>
        Time <input type="time" value={time} onChange={handleTimeChange} />
      </label>
    </div>
  );
}
