import { DayPicker, useInput } from "react-day-picker";

export default function V8UseInput() {
  const { inputProps, dayPickerProps, reset } = useInput({
    format: "PP",
    required: true,
  });

  return (
    <div>
      <label>
        Check-in date <input {...inputProps} />
      </label>{" "}
      <button type="button" onClick={reset}>
        Reset
      </button>
      <DayPicker {...dayPickerProps} />
    </div>
  );
}
