import { useState } from "react";
import { DayPicker, type Labels } from "react-day-picker";
import { es } from "react-day-picker/locale";

const spanishLabels: Partial<Labels> = {
  labelNav: () => "Navegación del calendario",
  labelPrevious: () => "Ir al mes anterior",
  labelNext: () => "Ir al mes siguiente",
  labelDayButton: (date, modifiers, _options, dateLib) => {
    // Format the date with the Spanish locale, e.g. "martes, 10 de marzo de 2026".
    let label = dateLib ? dateLib.format(date, "PPPP") : date.toDateString();
    if (modifiers.today) label = `Hoy, ${label}`;
    if (modifiers.selected) label = `${label}, seleccionado`;
    return label;
  },
  labelWeekNumber: (weekNumber) => `Semana ${weekNumber}`,
  labelWeekNumberHeader: () => "Número de semana",
};

export default function TranslationSpanishLabels() {
  const [selected, setSelected] = useState<Date>();

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={setSelected}
      locale={es}
      labels={spanishLabels}
      showWeekNumber
    />
  );
}
