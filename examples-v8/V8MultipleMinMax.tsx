import { useState } from "react";
import { DayPicker } from "react-day-picker";

export default function V8MultipleMinMax() {
  const [days, setDays] = useState<Date[] | undefined>([]);
  const count = days?.length ?? 0;

  return (
    <DayPicker
      mode="multiple"
      min={1}
      max={3}
      selected={days}
      onSelect={setDays}
      footer={<p>{count} of 3 days picked.</p>}
    />
  );
}
