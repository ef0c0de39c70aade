import { format } from "date-fns";
import { DayPicker, useNavigation, type CaptionProps } from "react-day-picker";

function TodayCaption({ id, displayMonth }: CaptionProps) {
  const { goToMonth, nextMonth, previousMonth } = useNavigation();

  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
      <button
        type="button"
        disabled={!previousMonth}
        onClick={() => previousMonth && goToMonth(previousMonth)}
      >
        Previous
      </button>
      <strong
        id={id}
        style={{ flex: 1, textAlign: "center", whiteSpace: "nowrap" }}
      >
        {format(displayMonth, "MMMM yyyy")}
      </strong>
      <button type="button" onClick={() => goToMonth(new Date())}>
        Today
      </button>
      <button
        type="button"
        disabled={!nextMonth}
        onClick={() => nextMonth && goToMonth(nextMonth)}
      >
        Next
      </button>
    </div>
  );
}

export default function V8CustomCaption() {
  return <DayPicker components={{ Caption: TodayCaption }} />;
}
