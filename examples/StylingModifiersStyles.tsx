import { DayPicker } from "react-day-picker";

export default function StylingModifiersStyles() {
  return (
    <DayPicker
      modifiers={{ payday: { dayOfWeek: [5] } }}
      modifiersStyles={{
        payday: { fontWeight: "bold", textDecoration: "underline" },
        today: {
          color: "black",
          backgroundColor: "gold",
          borderRadius: "50%",
        },
      }}
    />
  );
}
