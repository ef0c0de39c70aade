import { DayPicker } from "react-day-picker";

export default function V8CustomIcons() {
  return (
    <DayPicker
      components={{
        IconLeft: () => <span aria-hidden="true">←</span>,
        IconRight: () => <span aria-hidden="true">→</span>,
      }}
    />
  );
}
