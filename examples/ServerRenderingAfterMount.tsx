import { useState, useSyncExternalStore } from "react";
import { DayPicker } from "react-day-picker";

// There is nothing to subscribe to: the answer changes once, after hydration.
function subscribe() {
  return () => {};
}

/** `false` on the server and while hydrating, `true` in every later render. */
function useIsClient() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export default function ServerRenderingAfterMount() {
  const isClient = useIsClient();
  const [selected, setSelected] = useState<Date>();

  return (
    // A little more than the height of the calendar with six weeks and its
    // footer, reserved so nothing below moves when it replaces the placeholder.
    <div style={{ minHeight: 380 }}>
      {isClient ? (
        <DayPicker
          mode="single"
          fixedWeeks
          selected={selected}
          onSelect={setSelected}
          footer={
            selected ? `You picked ${selected.toDateString()}.` : "Pick a day."
          }
        />
      ) : (
        <p>Loading the calendar…</p>
      )}
    </div>
  );
}
