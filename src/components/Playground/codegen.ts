import {CALENDARS, isDefault, type Mode, type PlaygroundState} from './options';
import {
  NUMERIC_CHOICES,
  PLAIN_PROPS,
  parseMonth,
  styleVariables,
} from './dayPickerProps';

const SELECTION_TYPES: Record<Mode, string> = {
  single: 'Date',
  multiple: 'Date[]',
  range: 'DateRange',
};

const DISABLED_CODE = {
  weekends: '{ dayOfWeek: [0, 6] }',
  past: '{ before: new Date() }',
  future: '{ after: new Date() }',
} as const;

/** `import { a, b } from "path";` with the names in the order given. */
function importLine(names: readonly string[], path: string): string {
  return `import { ${names.join(', ')} } from "${path}";`;
}

/** Adds `name` to the import list of `path`, keeping each path on one line. */
function addImport(
  imports: Map<string, string[]>,
  path: string,
  name: string,
): void {
  const names = imports.get(path) ?? [];
  if (!names.includes(name)) {
    names.push(name);
  }
  imports.set(path, names);
}

/**
 * A minimal component rendering DayPicker as configured: only the props that
 * differ from the defaults, the calendar system's own import path, and a
 * `useState` for the selection when a mode is set. codegen.test.ts compiles
 * it against the installed types.
 */
export function generateCode(state: PlaygroundState): string {
  const calendar = CALENDARS[state.calendar ?? 'gregorian'];
  const imports = new Map<string, string[]>();
  const reactImports: string[] = [];
  addImport(imports, calendar.importPath, 'DayPicker');

  const props: string[] = [];
  if (state.mode) {
    props.push(
      `mode="${state.mode}"`,
      'selected={selected}',
      'onSelect={setSelected}',
    );
    reactImports.push('useState');
    if (state.mode === 'range') {
      addImport(imports, 'react-day-picker', 'type DateRange');
    }
  }

  const month = (value: string): string => {
    const [year, monthIndex] = parseMonth(value);
    if (state.timeZone) {
      addImport(imports, 'react-day-picker', 'TZDate');
      return `new TZDate(${year}, ${monthIndex}, 1, ${JSON.stringify(state.timeZone)})`;
    }
    return `new Date(${year}, ${monthIndex})`;
  };

  for (const key of PLAIN_PROPS) {
    const value = state[key];
    if (isDefault(key, value)) {
      continue;
    }
    if (value === true) {
      props.push(key);
    } else if (typeof value === 'number' || NUMERIC_CHOICES.has(key)) {
      props.push(`${key}={${Number(value)}}`);
    } else if (key === 'footer') {
      // JSX attribute strings have no escapes but decode HTML entities:
      // text that could be misread goes in as a JavaScript string literal.
      props.push(
        /^[^"&\\{}<>]*$/.test(String(value))
          ? `footer="${value}"`
          : `footer={${JSON.stringify(value)}}`,
      );
    } else {
      props.push(`${key}=${JSON.stringify(value)}`);
    }
  }
  if (state.startMonth) {
    props.push(`startMonth={${month(state.startMonth)}}`);
  }
  if (state.endMonth) {
    props.push(`endMonth={${month(state.endMonth)}}`);
  }
  if (state.disabled.length === 1) {
    props.push(`disabled={${DISABLED_CODE[state.disabled[0]]}}`);
  } else if (state.disabled.length > 1) {
    props.push(
      `disabled={[${state.disabled.map((preset) => DISABLED_CODE[preset]).join(', ')}]}`,
    );
  }
  if (state.locale) {
    const path = state.calendar
      ? calendar.importPath
      : 'react-day-picker/locale';
    addImport(imports, path, state.locale);
    props.push(`locale={${state.locale}}`);
  }
  const variables = Object.entries(styleVariables(state));
  if (variables.length > 0) {
    reactImports.push('type CSSProperties');
    const entries = variables.map(
      ([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`,
    );
    props.push(`style={{ ${entries.join(', ')} } as CSSProperties}`);
  }

  const lines: string[] = [];
  if (reactImports.length > 0) {
    lines.push(importLine(reactImports, 'react'));
  }
  for (const [path, names] of imports) {
    lines.push(importLine(names, path));
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
