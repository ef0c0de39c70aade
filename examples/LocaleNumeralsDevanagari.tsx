import { DayPicker } from "react-day-picker";
import { hi } from "react-day-picker/locale";

export default function LocaleNumeralsDevanagari() {
  return <DayPicker locale={hi} numerals="deva" />;
}
