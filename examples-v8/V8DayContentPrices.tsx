import { useState, type CSSProperties } from "react";
import { DayPicker, type DayContentProps } from "react-day-picker";

// A made-up price per night: weekends cost more.
function priceOf(date: Date) {
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  return weekend ? 120 : 90;
}

function DayWithPrice({ date }: DayContentProps) {
  return (
    <span style={{ display: "flex", flexDirection: "column", lineHeight: 1.1 }}>
      <span>{date.getDate()}</span>
      <small style={{ fontSize: 10, opacity: 0.7 }}>€{priceOf(date)}</small>
    </span>
  );
}

export default function V8DayContentPrices() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      components={{ DayContent: DayWithPrice }}
      style={{ "--rdp-cell-size": "48px" } as CSSProperties}
    />
  );
}
