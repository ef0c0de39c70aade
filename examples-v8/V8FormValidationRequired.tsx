import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { DayPicker } from "react-day-picker";
import { format } from "date-fns";

type FormValues = { appointment: Date | undefined };

export default function V8FormValidationRequired() {
  const errorId = useId();
  const { control, handleSubmit } = useForm<FormValues>({
    defaultValues: { appointment: undefined },
  });
  const [submitted, setSubmitted] = useState("");

  const onSubmit = ({ appointment }: FormValues) => {
    setSubmitted(format(appointment!, "yyyy-MM-dd"));
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="appointment"
        rules={{ required: "Choose a day for your appointment." }}
        render={({ field, fieldState: { error } }) => (
          <fieldset
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onBlur={field.onBlur}
            // On a failed submit, react-hook-form focuses the day in the tab order.
            ref={(el) =>
              field.ref({
                focus: () =>
                  el?.querySelector<HTMLElement>("[tabindex='0']")?.focus(),
              })
            }
          >
            <legend>Appointment</legend>
            <DayPicker
              mode="single"
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
      <button type="submit">Book</button>
      <p role="status">{submitted && `Submitted: ${submitted}`}</p>
    </form>
  );
}
