import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function SelectionOnSelectArguments() {
  const [selected, setSelected] = useState<Date>();
  const [message, setMessage] = useState("Click a day, then click it again.");

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={(newSelected, triggerDate, modifiers, event) => {
        setSelected(newSelected);
        const day = triggerDate.toLocaleDateString();
        const today = modifiers.today ? " (today)" : "";
        setMessage(
          newSelected
            ? `A ${event.type} event selected ${day}${today}.`
            : `A ${event.type} event on ${day}${today} cleared the selection.`,
        );
      }}
      footer={message}
    />
  );
}
