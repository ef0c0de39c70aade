import { useState } from "react";
import { DayPicker } from "react-day-picker";

const booked = [
  new Date(2026, 2, 12),
  new Date(2026, 2, 13),
  { from: new Date(2026, 2, 23), to: new Date(2026, 2, 26) },
];

export default function V8UnavailableDayReason() {
  const [selected, setSelected] = useState<Date>();
  const [message, setMessage] = useState("Pick a day for your visit.");

  return (
    <DayPicker
      mode="single"
      defaultMonth={new Date(2026, 2)}
      selected={selected}
      // A modifier, not `disabled`: the booked days stay buttons that can
      // be clicked, so the calendar can say why they can't be picked.
      modifiers={{ booked }}
      modifiersStyles={{
        booked: {
          textDecoration: "line-through",
          color: "#b42318",
          // A light background keeps the red readable in dark mode too.
          backgroundColor: "#fef3f2",
        },
      }}
      onSelect={(day, clickedDay, modifiers) => {
        if (modifiers.booked) {
          setMessage(
            `${clickedDay.toDateString()} is booked: pick another day.`,
          );
          return;
        }
        setSelected(day);
        setMessage(day ? `You picked ${day.toDateString()}.` : "Pick a day.");
      }}
      footer={<p role="status">{message}</p>}
    />
  );
}
