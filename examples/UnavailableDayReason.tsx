import { useState } from "react";
import {
  DayPicker,
  labelDayButton,
  type DayPickerProps,
} from "react-day-picker";

const booked = [
  new Date(2026, 2, 12),
  new Date(2026, 2, 13),
  { from: new Date(2026, 2, 23), to: new Date(2026, 2, 26) },
];

// Screen readers hear why a day can't be picked in the name of its button.
const labels: DayPickerProps["labels"] = {
  labelDayButton: (date, modifiers, options, dateLib) =>
    labelDayButton(date, modifiers, options, dateLib) +
    (modifiers.booked ? ", booked" : ""),
};

export default function UnavailableDayReason() {
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
      labels={labels}
      onSelect={(day, triggerDate, modifiers) => {
        if (modifiers.booked) {
          setMessage(
            `${triggerDate.toDateString()} is booked: pick another day.`,
          );
          return;
        }
        setSelected(day);
        setMessage(day ? `You picked ${day.toDateString()}.` : "Pick a day.");
      }}
      // The footer is a live region: screen readers announce the message.
      footer={message}
    />
  );
}
