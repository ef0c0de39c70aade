import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function V8InlineStyles() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      styles={{
        caption_label: {
          color: "#7c3aed",
          backgroundColor: "#f5f3ff",
          borderRadius: 4,
        },
        head_cell: { fontStyle: "italic" },
      }}
      modifiersStyles={{
        selected: { backgroundColor: "#7c3aed", borderRadius: 4 },
        today: { textDecoration: "underline" },
      }}
    />
  );
}
