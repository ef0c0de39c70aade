import { DayPicker } from "react-day-picker";

// For example, the current date according to your server.
const serverToday = new Date(2025, 2, 14);

export default function ModifiersCustomToday() {
  return (
    <DayPicker
      today={serverToday}
      modifiersStyles={{ today: { textDecoration: "underline" } }}
    />
  );
}
