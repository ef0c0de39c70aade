import { DayPicker } from "react-day-picker";

export default function ModifiersWeekendStyles() {
  return (
    <DayPicker
      modifiers={{ weekend: { dayOfWeek: [0, 6] } }}
      modifiersStyles={{
        weekend: {
          color: "#6941c6",
          backgroundColor: "#f4f3ff",
          fontWeight: 700,
        },
      }}
    />
  );
}
