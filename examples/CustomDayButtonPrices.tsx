import { DayButton, DayPicker, type DayButtonProps } from "react-day-picker";

/** A made-up nightly rate, so the example has something to show. */
function nightlyRate(date: Date) {
  return 90 + (date.getDate() % 4) * 15;
}

function PriceDayButton(props: DayButtonProps) {
  const { day, modifiers, children, ...buttonProps } = props;
  if (modifiers.disabled) {
    return (
      <DayButton day={day} modifiers={modifiers} {...buttonProps}>
        {children}
      </DayButton>
    );
  }
  const rate = nightlyRate(day.date);
  return (
    <DayButton
      day={day}
      modifiers={modifiers}
      {...buttonProps}
      // Screen readers read the label, not the content: add the rate to it.
      aria-label={`${buttonProps["aria-label"]}, $${rate} per night`}
      style={{ ...buttonProps.style, flexDirection: "column", lineHeight: 1.1 }}
    >
      {children}
      <small style={{ fontSize: "0.65em" }}>${rate}</small>
    </DayButton>
  );
}

export default function CustomDayButtonPrices() {
  return (
    <DayPicker
      mode="single"
      disabled={{ before: new Date() }}
      components={{ DayButton: PriceDayButton }}
    />
  );
}
