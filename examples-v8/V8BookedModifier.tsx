import { useState } from "react";
import { addDays } from "date-fns";
import { DayPicker, type DayClickEventHandler } from "react-day-picker";

const today = new Date();
const bookedDays = [addDays(today, 2), addDays(today, 3), addDays(today, 8)];

export default function V8BookedModifier() {
  const [message, setMessage] = useState("Click a day.");

  const handleDayClick: DayClickEventHandler = (day, modifiers) => {
    setMessage(
      modifiers.booked
        ? `${day.toLocaleDateString()} is already booked.`
        : `${day.toLocaleDateString()} is free.`,
    );
  };

  return (
    <DayPicker
      modifiers={{ booked: bookedDays }}
      modifiersStyles={{ booked: { textDecoration: "line-through" } }}
      onDayClick={handleDayClick}
      footer={<p aria-live="polite">{message}</p>}
    />
  );
}
