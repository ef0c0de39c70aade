import { useState } from "react";
import { eachDayOfInterval } from "date-fns";
import {
  DayPicker,
  isMatch,
  type DateRange,
  type Matcher,
  type SelectRangeEventHandler,
} from "react-day-picker";

const disabled: Matcher[] = [{ dayOfWeek: [0, 6] }];

export default function V8RangeExcludeDisabled() {
  const [range, setRange] = useState<DateRange>();

  const handleSelect: SelectRangeEventHandler = (next, clickedDay) => {
    const spansDisabled =
      next?.from &&
      next.to &&
      eachDayOfInterval({ start: next.from, end: next.to }).some((day) =>
        isMatch(day, disabled),
      );
    // DayPicker 8 lets a range run over disabled days: start a new range
    // on the clicked day instead.
    setRange(spansDisabled ? { from: clickedDay, to: undefined } : next);
  };

  return (
    <DayPicker
      mode="range"
      disabled={disabled}
      selected={range}
      onSelect={handleSelect}
      footer="Ranges can't include a weekend."
    />
  );
}
