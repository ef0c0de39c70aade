import { useId, useState } from "react";
import { format, isSameMonth } from "date-fns";

/** A month field: 12 buttons for the months of the year shown. */
export default function MonthPickerGrid() {
  const headingId = useId();
  const [year, setYear] = useState(2025);
  // The first day of the chosen month, or undefined.
  const [selected, setSelected] = useState<Date>();

  const months = Array.from({ length: 12 }, (_, i) => new Date(year, i, 1));

  return (
    <section aria-labelledby={headingId} style={{ maxWidth: 320 }}>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
        }}
      >
        <button
          type="button"
          aria-label="Previous year"
          onClick={() => setYear(year - 1)}
        >
          ‹
        </button>
        <h3 id={headingId} aria-live="polite" style={{ margin: 0 }}>
          {year}
        </h3>
        <button
          type="button"
          aria-label="Next year"
          onClick={() => setYear(year + 1)}
        >
          ›
        </button>
      </div>
      <div
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(3, 1fr)",
          gap: 8,
          margin: "12px 0",
        }}
      >
        {months.map((month) => {
          const pressed = selected ? isSameMonth(month, selected) : false;
          return (
            <button
              key={month.getMonth()}
              type="button"
              aria-pressed={pressed}
              onClick={() => setSelected(month)}
              style={{
                padding: "8px 4px",
                borderRadius: 6,
                border: "1px solid currentColor",
                background: pressed ? "seagreen" : "transparent",
                color: pressed ? "white" : "inherit",
                fontWeight: pressed ? "bold" : "normal",
              }}
            >
              {format(month, "LLLL")}
            </button>
          );
        })}
      </div>
      <p>
        {selected
          ? `Selected: ${format(selected, "LLLL yyyy")}`
          : "No month selected."}
      </p>
    </section>
  );
}
