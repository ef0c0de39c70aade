import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

type FormValues = { appointment: Date | undefined };

const defaultValues: FormValues = { appointment: new Date(2025, 5, 12) };

export default function FormHookFormDefaultDate() {
  const { control, handleSubmit, reset } = useForm<FormValues>({
    defaultValues,
  });
  // Start on the default date's month, and return to it on reset.
  const [month, setMonth] = useState(defaultValues.appointment!);
  const [submitted, setSubmitted] = useState("");

  const onSubmit = (values: FormValues) => {
    const day = values.appointment;
    setSubmitted(day ? format(day, "yyyy-MM-dd") : "no date");
  };

  const handleReset = () => {
    reset(); // Back to defaultValues.
    setMonth(defaultValues.appointment!);
    setSubmitted("");
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="appointment"
        render={({ field }) => (
          <fieldset onBlur={field.onBlur}>
            <legend>Appointment</legend>
            <DayPicker
              mode="single"
              selected={field.value}
              onSelect={field.onChange}
              month={month}
              onMonthChange={setMonth}
            />
          </fieldset>
        )}
      />
      <button type="submit">Book</button>{" "}
      <button type="button" onClick={handleReset}>
        Reset
      </button>
      <p role="status">{submitted && `Submitted: ${submitted}`}</p>
    </form>
  );
}
