import { useState, useSyncExternalStore } from "react";
import { DayPicker, type DateRange } from "react-day-picker";

/** The screens wide enough for two months side by side. */
const WIDE_SCREEN = "(min-width: 768px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useIsWideScreen() {
  return useSyncExternalStore(
    subscribe,
    // In the browser: does the media query match now?
    () => window.matchMedia(WIDE_SCREEN).matches,
    // On the server and while hydrating: render for a phone.
    () => false,
  );
}

export default function V8LayoutResponsiveMonths() {
  const isWide = useIsWideScreen();
  const [range, setRange] = useState<DateRange>();

  return (
    <DayPicker
      mode="range"
      selected={range}
      onSelect={setRange}
      defaultMonth={new Date(2025, 5)}
      numberOfMonths={isWide ? 2 : 1}
      pagedNavigation
    />
  );
}
