import { it } from "date-fns/locale";
import { DayPicker, type Labels } from "react-day-picker";

// ARIA labels read by screen readers, translated into Italian.
const labels: Partial<Labels> = {
  labelNext: () => "Vai al mese successivo",
  labelPrevious: () => "Vai al mese precedente",
};

export default function V8TranslatedLabels() {
  return <DayPicker locale={it} lang="it" labels={labels} />;
}
