import { useRef, useState, type PointerEvent } from "react";
import { DayPicker } from "react-day-picker";

/** How far, in pixels, a swipe must travel sideways to change the month. */
const SWIPE_DISTANCE = 50;

export default function V8NavigationSwipe() {
  const [month, setMonth] = useState(() => new Date());
  const startX = useRef<number | undefined>(undefined);

  const move = (months: number) =>
    setMonth(new Date(month.getFullYear(), month.getMonth() + months, 1));

  const handlePointerUp = (e: PointerEvent) => {
    if (startX.current === undefined) return;
    const distance = e.clientX - startX.current;
    startX.current = undefined;
    // Swiping to the left shows the next month, as when turning a page.
    if (distance <= -SWIPE_DISTANCE) move(1);
    if (distance >= SWIPE_DISTANCE) move(-1);
  };

  return (
    <div
      // Leaves vertical scrolling to the browser and sideways moves to us;
      // without selected text, a drag can't turn into dragging that text.
      style={{ touchAction: "pan-y", userSelect: "none" }}
      onPointerDown={(e) => (startX.current = e.clientX)}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => (startX.current = undefined)}
    >
      <DayPicker month={month} onMonthChange={setMonth} />
    </div>
  );
}
