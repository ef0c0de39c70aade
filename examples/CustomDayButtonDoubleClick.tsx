import { useState } from "react";
import { DayButton, DayPicker, type DayButtonProps } from "react-day-picker";

/** Selects the day on a double click; a single click only moves the focus. */
function DoubleClickDayButton(props: DayButtonProps) {
  const { onClick, ...buttonProps } = props;
  return (
    <DayButton
      {...buttonProps}
      onClick={(e) => {
        // Enter and Space fire a click with `detail` 0: keep them selecting.
        if (e.detail === 0) onClick?.(e);
      }}
      onDoubleClick={onClick}
    />
  );
}

export default function CustomDayButtonDoubleClick() {
  const [selected, setSelected] = useState<Date>();
  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      components={{ DayButton: DoubleClickDayButton }}
      footer={
        selected
          ? `You picked ${selected.toDateString()}.`
          : "Double-click a day to pick it."
      }
    />
  );
}
