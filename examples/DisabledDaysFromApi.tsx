import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";

/**
 * Stands in for your API: the booked days of a month. Even months answer
 * slowly, as a real network sometimes does, so answers can arrive out of
 * order.
 */
function fetchBookedDays(month: Date): Promise<Date[]> {
  const year = month.getFullYear();
  const index = month.getMonth();
  const days = [3, 4, 11, 18].map(
    (day) => new Date(year, index, day + (index % 3)),
  );
  const latency = index % 2 === 0 ? 1500 : 300;
  return new Promise((resolve) => setTimeout(resolve, latency, days));
}

export default function DisabledDaysFromApi() {
  const [month, setMonth] = useState(() => {
    const today = new Date();
    return new Date(today.getFullYear(), today.getMonth(), 1);
  });
  const [loaded, setLoaded] = useState<{ month: Date; days: Date[] }>();
  const [selected, setSelected] = useState<Date>();

  // Runs for the first month and after every month change.
  useEffect(() => {
    // Turned off when the month changes again, so the late answer of a
    // month the reader has left can't replace the answer of the one shown.
    let current = true;
    fetchBookedDays(month).then((days) => {
      if (current) setLoaded({ month, days });
    });
    return () => {
      current = false;
    };
  }, [month]);

  // The answer is for the month in state only if it came from its effect.
  const booked = loaded?.month === month ? loaded.days : undefined;
  const monthName = month.toLocaleDateString("en-US", { month: "long" });

  return (
    <DayPicker
      mode="single"
      month={month}
      onMonthChange={setMonth}
      selected={selected}
      onSelect={setSelected}
      // Until the month's answer arrives, no day of it can be picked.
      disabled={booked ?? true}
      footer={
        booked
          ? `${monthName}: ${booked.length} days booked.`
          : "Loading booked days…"
      }
    />
  );
}
