import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function SelectionMultipleMax() {
  const [days, setDays] = useState<Date[]>([]);

  return (
    <DayPicker
      mode="multiple"
      max={3}
      selected={days}
      onSelect={(next) => setDays(next ?? [])}
      footer={`${days.length} of 3 days selected.`}
    />
  );
}
