import { useId, useState, type ChangeEvent } from "react";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

/** Returns a copy of `date` set to the "HH:mm" time of a time input. */
function withTime(date: Date, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const result = new Date(date);
  result.setHours(hours, minutes, 0, 0);
  return result;
}

export default function TimePickerDateTime() {
  const timeId = useId();
  const [time, setTime] = useState("09:00");
  const [selected, setSelected] = useState<Date>();

  const handleDaySelect = (date: Date | undefined) => {
    // DayPicker gives the day at midnight: add the chosen time to it.
    setSelected(date && time ? withTime(date, time) : date);
  };

  const handleTimeChange = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setTime(value);
    // An empty value means the time input is incomplete.
    if (selected && value) setSelected(withTime(selected, value));
  };

  return (
    <div>
      <label htmlFor={timeId}>Time </label>
      <input id={timeId} type="time" value={time} onChange={handleTimeChange} />
      <DayPicker
        mode="single"
        selected={selected}
        onSelect={handleDaySelect}
        footer={
          selected
            ? `Appointment: ${format(selected, "EEEE, MMMM d, yyyy 'at' HH:mm")}`
            : "Pick a day for your appointment."
        }
      />
    </div>
  );
}
