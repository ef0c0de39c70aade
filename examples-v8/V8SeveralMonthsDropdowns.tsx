import {
  Caption,
  CaptionLabel,
  CaptionNavigation,
  DayPicker,
  useDayPicker,
  type CaptionProps,
} from "react-day-picker";

/** Drop-downs in the first month's caption, the month's name in the others. */
function FirstMonthDropdowns(props: CaptionProps) {
  const { classNames, styles } = useDayPicker();
  if (!props.displayIndex) return <Caption {...props} />;
  return (
    <div className={classNames.caption} style={styles.caption}>
      <CaptionLabel id={props.id} displayMonth={props.displayMonth} />
      <CaptionNavigation displayMonth={props.displayMonth} />
    </div>
  );
}

export default function V8SeveralMonthsDropdowns() {
  return (
    <DayPicker
      numberOfMonths={2}
      captionLayout="dropdown-buttons"
      defaultMonth={new Date(2026, 2)}
      fromYear={2020}
      toYear={2030}
      components={{ Caption: FirstMonthDropdowns }}
    />
  );
}
