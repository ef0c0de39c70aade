import { format } from "date-fns";
import {
  DayPicker,
  useDayPicker,
  useNavigation,
  type CaptionProps,
} from "react-day-picker";

const FIRST_YEAR = 2000;
const LAST_YEAR = 2030;
const YEARS = Array.from(
  { length: LAST_YEAR - FIRST_YEAR + 1 },
  (_, i) => FIRST_YEAR + i,
);
const MONTHS = Array.from({ length: 12 }, (_, i) => i);

function SelectsCaption({ id, displayMonth }: CaptionProps) {
  const { goToMonth } = useNavigation();
  const { classNames } = useDayPicker();
  const year = displayMonth.getFullYear();
  const month = displayMonth.getMonth();

  return (
    <div style={{ display: "flex", gap: 8, justifyContent: "center" }}>
      {/* The grid is labelled by this id: keep the month's name in it. */}
      <span id={id} className={classNames.vhidden}>
        {format(displayMonth, "MMMM yyyy")}
      </span>
      <label>
        Month{" "}
        <select
          value={month}
          onChange={(e) => goToMonth(new Date(year, Number(e.target.value)))}
        >
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {format(new Date(year, m), "MMMM")}
            </option>
          ))}
        </select>
      </label>
      <label>
        Year{" "}
        <select
          value={year}
          onChange={(e) => goToMonth(new Date(Number(e.target.value), month))}
        >
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export default function V8CaptionSelects() {
  return (
    <DayPicker
      fromYear={FIRST_YEAR}
      toYear={LAST_YEAR}
      components={{ Caption: SelectsCaption }}
    />
  );
}
