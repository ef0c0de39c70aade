import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { DayPicker, type DateRange } from "react-day-picker";
import { differenceInCalendarDays, format } from "date-fns";

type FormValues = { stay: DateRange | undefined };

const MIN_NIGHTS = 2;

function validateStay(stay: DateRange | undefined) {
  if (!stay?.from) return "Choose a check-in date.";
  if (!stay.to) return "Choose a check-out date.";
  const nights = differenceInCalendarDays(stay.to, stay.from);
  if (nights < MIN_NIGHTS) return `Stay at least ${MIN_NIGHTS} nights.`;
  return true;
}

export default function FormDateRangeField() {
  const errorId = useId();
  const { control, handleSubmit, reset } = useForm<FormValues>({
    defaultValues: { stay: undefined },
  });
  const [submitted, setSubmitted] = useState("");

  const onSubmit = ({ stay }: FormValues) => {
    const from = format(stay!.from!, "yyyy-MM-dd");
    const to = format(stay!.to!, "yyyy-MM-dd");
    setSubmitted(`${from} to ${to}`);
  };

  const handleClear = () => {
    reset(); // Back to defaultValues: no range.
    setSubmitted("");
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="stay"
        rules={{ validate: validateStay }}
        render={({ field, fieldState: { error } }) => (
          <fieldset
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend>Your stay</legend>
            <DayPicker
              mode="range"
              selected={field.value}
              onSelect={field.onChange}
              defaultMonth={new Date(2025, 5)}
            />
            {error && (
              <p id={errorId} role="alert">
                {error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <button type="submit">Book</button>{" "}
      <button type="button" onClick={handleClear}>
        Clear
      </button>
      <p role="status">{submitted && `Submitted: ${submitted}`}</p>
    </form>
  );
}
