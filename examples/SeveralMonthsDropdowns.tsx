import {
  DayPicker,
  useDayPicker,
  type MonthCaptionProps,
} from "react-day-picker";

/** Dropdowns in the first month's caption, the month's name in the others. */
function FirstMonthDropdowns(props: MonthCaptionProps) {
  // Keep calendarMonth and displayIndex out of the <div> attributes.
  const { calendarMonth, displayIndex, children, ...divProps } = props;
  const { classNames, formatters } = useDayPicker();

  return (
    <div {...divProps}>
      {displayIndex === 0 ? (
        children
      ) : (
        <span className={classNames.caption_label}>
          {formatters.formatCaption(calendarMonth.date)}
        </span>
      )}
    </div>
  );
}

export default function SeveralMonthsDropdowns() {
  return (
    <DayPicker
      numberOfMonths={2}
      captionLayout="dropdown"
      defaultMonth={new Date(2026, 2)}
      startMonth={new Date(2020, 0)}
      endMonth={new Date(2030, 11)}
      components={{ MonthCaption: FirstMonthDropdowns }}
    />
  );
}
