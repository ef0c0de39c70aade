import { useId, useState, type ChangeEvent } from "react";
import {
  DayPicker,
  type DateRange,
  type Mode,
  type PropsMulti,
  type PropsRange,
  type PropsSingle,
} from "react-day-picker";
import { format } from "date-fns";

/** The selection and the mode it belongs to, in one state. */
type Selection =
  | { mode: "single"; selected: Date | undefined }
  | { mode: "multiple"; selected: Date[] | undefined }
  | { mode: "range"; selected: DateRange | undefined };

const MODES: Mode[] = ["single", "multiple", "range"];

/** The selection props for DayPicker: checking `mode` narrows the rest. */
function selectionProps(
  selection: Selection,
  onChange: (next: Selection) => void,
): PropsSingle | PropsMulti | PropsRange {
  switch (selection.mode) {
    case "single":
      return {
        mode: "single",
        selected: selection.selected,
        onSelect: (selected) => onChange({ mode: "single", selected }),
      };
    case "multiple":
      return {
        mode: "multiple",
        selected: selection.selected,
        onSelect: (selected) => onChange({ mode: "multiple", selected }),
      };
    case "range":
      return {
        mode: "range",
        selected: selection.selected,
        onSelect: (selected) => onChange({ mode: "range", selected }),
      };
  }
}

/** A sentence about the selection, written for each mode. */
function describeSelection(selection: Selection): string {
  const day = (date: Date) => format(date, "MMMM d");
  switch (selection.mode) {
    case "single":
      return selection.selected ? day(selection.selected) : "none";
    case "multiple":
      return selection.selected?.length
        ? selection.selected.map(day).join(", ")
        : "none";
    case "range": {
      const { from, to } = selection.selected ?? {};
      return from ? `${day(from)} – ${day(to ?? from)}` : "none";
    }
  }
}

export default function TypeScriptModeAtRunTime() {
  const selectId = useId();
  const [selection, setSelection] = useState<Selection>({
    mode: "single",
    selected: undefined,
  });

  const handleModeChange = (e: ChangeEvent<HTMLSelectElement>) => {
    const mode = MODES.find((m) => m === e.target.value);
    // A new mode starts with an empty selection of its own type.
    if (mode) setSelection({ mode, selected: undefined });
  };

  return (
    <div>
      <label htmlFor={selectId}>Selection mode </label>
      <select id={selectId} value={selection.mode} onChange={handleModeChange}>
        <option value="single">Single day</option>
        <option value="multiple">Multiple days</option>
        <option value="range">Range</option>
      </select>
      <DayPicker
        {...selectionProps(selection, setSelection)}
        defaultMonth={new Date(2025, 5)}
        footer={`Selected: ${describeSelection(selection)}`}
      />
    </div>
  );
}
