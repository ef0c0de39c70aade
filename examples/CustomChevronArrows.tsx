import { DayPicker, type ChevronProps } from "react-day-picker";

const rotation = { right: 0, down: 90, left: 180, up: 270 };

function ArrowChevron({
  className,
  size = 24,
  disabled,
  orientation = "left",
}: ChevronProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{
        transform: `rotate(${rotation[orientation]}deg)`,
        opacity: disabled ? 0.4 : 1,
      }}
    >
      <path
        d="M4 12h15m-6-6 6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function CustomChevronArrows() {
  return (
    <DayPicker
      captionLayout="dropdown"
      startMonth={new Date(2020, 0)}
      endMonth={new Date(2030, 11)}
      components={{ Chevron: ArrowChevron }}
    />
  );
}
