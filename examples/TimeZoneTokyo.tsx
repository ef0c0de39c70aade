import { useState } from "react";
import { DayPicker, TZDate } from "react-day-picker";

const timeZone = "Asia/Tokyo";

export default function TimeZoneTokyo() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      timeZone={timeZone}
      defaultMonth={new TZDate(2025, 5, 1, timeZone)} // June 2025 in Tokyo
      selected={selected}
      onSelect={setSelected}
      footer={
        selected
          ? `Selected in Tokyo: ${selected.toLocaleString("en-US", {
              timeZone,
              dateStyle: "full",
              timeStyle: "short",
            })}`
          : "Pick a day."
      }
    />
  );
}
