import { useId, useState, type ChangeEvent } from "react";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

function withTime(date: Date, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const result = new Date(date);
  result.setHours(hours, minutes, 0, 0);
  return result;
}

export default function TimePickerBusinessHours() {
  const timeId = useId();
  const hintId = useId();
  const [day, setDay] = useState<Date>();
  const [time, setTime] = useState("10:00");
  const [timeIsValid, setTimeIsValid] = useState(true);

  const handleTimeChange = (e: ChangeEvent<HTMLInputElement>) => {
    setTime(e.target.value);
    // validity reflects the min, max and step attributes.
    setTimeIsValid(e.target.value !== "" && e.target.validity.valid);
  };

  let status = "Pick a weekday.";
  if (day && !timeIsValid) {
    status = "Choose a time between 09:00 and 17:00, in steps of 15 minutes.";
  } else if (day) {
    status = `Call booked for ${format(withTime(day, time), "PPp")}.`;
  }

  return (
    <div>
      <label htmlFor={timeId}>Call time </label>
      <input
        id={timeId}
        type="time"
        min="09:00"
        max="17:00"
        step={15 * 60}
        value={time}
        onChange={handleTimeChange}
        aria-describedby={hintId}
        aria-invalid={!timeIsValid}
      />
      <small id={hintId}> Office hours: 09:00 to 17:00.</small>
      <DayPicker
        mode="single"
        selected={day}
        onSelect={setDay}
        disabled={[{ before: new Date() }, { dayOfWeek: [0, 6] }]}
        footer={status}
      />
    </div>
  );
}
