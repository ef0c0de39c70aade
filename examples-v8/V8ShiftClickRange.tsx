import {
  createContext,
  useContext,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from "react";
import { isBefore } from "date-fns";
import {
  Button,
  DayPicker,
  useDayRender,
  type DateRange,
  type DayProps,
} from "react-day-picker";

/** What a click on a day does, given to the days by the calendar below. */
const DayClick = createContext<(day: Date, shiftKey: boolean) => void>(
  () => {},
);

function ShiftClickDay({ date, displayMonth }: DayProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const day = useDayRender(
    date,
    displayMonth,
    buttonRef as RefObject<HTMLButtonElement>,
  );
  const onDayClick = useContext(DayClick);

  if (day.isHidden) return <div role="gridcell" />;
  if (!day.isButton) return <div {...day.divProps} />;
  return (
    <Button
      {...day.buttonProps}
      ref={buttonRef}
      name="day"
      // Replaces DayPicker's own click handler: range mode's rules don't run.
      onClick={(e: MouseEvent) => onDayClick(date, e.shiftKey)}
    />
  );
}

export default function V8ShiftClickRange() {
  const [anchor, setAnchor] = useState<Date>();
  const [range, setRange] = useState<DateRange | undefined>();

  // A click selects the day alone and makes it the anchor. Shift+click
  // selects the days from the anchor to the clicked day.
  const handleDayClick = (day: Date, shiftKey: boolean) => {
    if (!shiftKey || !anchor) {
      setAnchor(day);
      setRange({ from: day, to: day });
    } else if (isBefore(day, anchor)) {
      setRange({ from: day, to: anchor });
    } else {
      setRange({ from: anchor, to: day });
    }
  };

  return (
    <DayClick.Provider value={handleDayClick}>
      <DayPicker
        mode="range"
        selected={range}
        components={{ Day: ShiftClickDay }}
        footer={<p>Click a day, then Shift+click another one.</p>}
      />
    </DayClick.Provider>
  );
}
