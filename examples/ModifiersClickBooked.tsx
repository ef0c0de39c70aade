import { useState } from "react";
import { DayPicker } from "react-day-picker";

const thisMonth = new Date();
const year = thisMonth.getFullYear();
const month = thisMonth.getMonth();

const booked = [
  new Date(year, month, 8),
  new Date(year, month, 9),
  { from: new Date(year, month, 17), to: new Date(year, month, 20) },
];

export default function ModifiersClickBooked() {
  const [message, setMessage] = useState("Click a day to check it.");

  return (
    <DayPicker
      modifiers={{ booked }}
      modifiersStyles={{
        booked: { color: "#b42318", backgroundColor: "#fef3f2" },
      }}
      onDayClick={(date, modifiers) => {
        setMessage(
          modifiers.booked
            ? `${date.toDateString()} is already booked.`
            : `${date.toDateString()} is free.`,
        );
      }}
      footer={message}
    />
  );
}
