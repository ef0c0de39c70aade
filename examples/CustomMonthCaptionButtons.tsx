import {
  DayPicker,
  useDayPicker,
  type MonthCaptionProps,
} from "react-day-picker";

function CaptionWithButtons(props: MonthCaptionProps) {
  // Keep calendarMonth and displayIndex out of the <div> attributes.
  const { calendarMonth, displayIndex, children, ...divProps } = props;
  const { previousMonth, nextMonth, goToMonth } = useDayPicker();

  return (
    <div {...divProps} style={{ ...divProps.style, gap: "0.5rem" }}>
      <button
        type="button"
        disabled={!previousMonth}
        onClick={() => previousMonth && goToMonth(previousMonth)}
      >
        Previous
      </button>
      {/* children is the month name, announced when it changes. */}
      {children}
      <button
        type="button"
        disabled={!nextMonth}
        onClick={() => nextMonth && goToMonth(nextMonth)}
      >
        Next
      </button>
      <button type="button" onClick={() => goToMonth(new Date())}>
        Today
      </button>
    </div>
  );
}

export default function CustomMonthCaptionButtons() {
  return (
    <DayPicker
      mode="single"
      hideNavigation
      components={{ MonthCaption: CaptionWithButtons }}
    />
  );
}
