import { createContext, useContext, useState } from "react";
import {
  DayPicker,
  type CalendarWeek,
  type WeekNumberProps,
  useDayPicker,
} from "react-day-picker";

// Passes the click handler down to the custom week number cells.
const WeekClickContext = createContext<(week: CalendarWeek) => void>(() => {});

// Keeps the cell DayPicker renders (a `th`) and puts a button inside it,
// with the class of the day buttons so it takes the calendar's styles.
function ClickableWeekNumber({
  week,
  children,
  ...cellProps
}: WeekNumberProps) {
  const onWeekClick = useContext(WeekClickContext);
  const { classNames } = useDayPicker();
  return (
    <th {...cellProps}>
      <button
        type="button"
        className={classNames.day_button}
        onClick={() => onWeekClick(week)}
      >
        {children}
      </button>
    </th>
  );
}

export default function CustomizationWeekNumberClick() {
  const [message, setMessage] = useState("Click a week number.");

  function handleWeekClick(week: CalendarWeek) {
    const first = week.days[0].date.toLocaleDateString();
    const last = week.days[week.days.length - 1].date.toLocaleDateString();
    setMessage(`Week ${week.weekNumber}: ${first} to ${last}.`);
  }

  return (
    <WeekClickContext.Provider value={handleWeekClick}>
      <DayPicker
        showWeekNumber
        components={{ WeekNumber: ClickableWeekNumber }}
        footer={message}
      />
    </WeekClickContext.Provider>
  );
}
