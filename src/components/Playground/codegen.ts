import {CALENDARS} from './choices';
import {propParts} from './dayPickerProps';
import type {Mode, PlaygroundState, PropContext} from './types';

const SELECTION_TYPES: Record<Mode, string> = {
  single: 'Date',
  multiple: 'Date[]',
  range: 'DateRange',
};

/** The code only reads each part's `code`; the values are never used. */
const CODE_CONTEXT: PropContext = {
  today: new Date(0),
  locale: undefined,
  selection: {selected: undefined, onSelect: () => undefined},
};

/** `import { a, b } from "path";` with the names in the order given. */
function importLine(names: readonly string[], path: string): string {
  return `import { ${names.join(', ')} } from "${path}";`;
}

/**
 * A minimal component rendering DayPicker as configured: only the props that
 * differ from the defaults, the calendar system's own import path, and a
 * `useState` for the selection when a mode is set. codegen.test.ts compiles
 * it against the installed types.
 */
export function generateCode(state: PlaygroundState): string {
  const parts = propParts(state, CODE_CONTEXT);
  // React first, then DayPicker's module, then what the props import.
  const imports = new Map<string, string[]>([
    ['react', []],
    [CALENDARS[state.calendar ?? 'gregorian'].importPath, ['DayPicker']],
  ]);
  for (const {path, name} of parts.flatMap((part) => part.imports ?? [])) {
    const names = imports.get(path) ?? [];
    if (!names.includes(name)) {
      names.push(name);
    }
    imports.set(path, names);
  }
  const props = parts.map(({name, code}) =>
    code === true ? name : `${name}=${code}`,
  );

  const lines: string[] = [];
  for (const [path, names] of imports) {
    if (names.length > 0) {
      lines.push(importLine(names, path));
    }
  }
  lines.push(
    'import "react-day-picker/style.css";',
    '',
    'export function MyDatePicker() {',
  );
  if (state.mode) {
    lines.push(
      `  const [selected, setSelected] = useState<${SELECTION_TYPES[state.mode]}>();`,
    );
  }
  if (props.length <= 1 && props.join('').length < 40) {
    lines.push(
      `  return <DayPicker${props.map((prop) => ` ${prop}`).join('')} />;`,
    );
  } else {
    lines.push(
      '  return (',
      '    <DayPicker',
      ...props.map((prop) => `      ${prop}`),
      '    />',
      '  );',
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}
