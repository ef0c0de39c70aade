import { DayPicker, type ChevronProps } from "react-day-picker";

/** One path per direction: the v8 IconLeft and IconRight, merged. */
const paths = {
  left: "M15 6l-6 6 6 6",
  right: "M9 6l6 6-6 6",
  up: "M6 15l6-6 6 6",
  down: "M6 9l6 6 6-6",
};

function Chevron({ orientation = "left", className, size = 16 }: ChevronProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {/* fill="none" on the path: the stylesheet fills .rdp-chevron. */}
      <path d={paths[orientation]} fill="none" />
    </svg>
  );
}

export default function ShadcnCalendarChevron() {
  return (
    <DayPicker
      mode="single"
      defaultMonth={new Date(2025, 5)}
      captionLayout="dropdown"
      startMonth={new Date(2024, 0)}
      endMonth={new Date(2026, 11)}
      showOutsideDays
      components={{ Chevron }}
    />
  );
}
