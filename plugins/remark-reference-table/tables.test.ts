/**
 * The tables' facts, read from the installed packages: these assertions
 * fail when the readers stop finding what the packages declare.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {after, describe, it} from 'node:test';

import {docVersion} from '../../src/data/docVersions';
import {componentDefaults, entryPoints} from './entryPoints';
import {cssVariables} from './stylesheet';
import {PackageFacts, propDefault, referenceTable, type Table} from './tables';

const siteDir = join(__dirname, '..', '..');
const v9 = new PackageFacts(siteDir, docVersion('v9'));
const v8 = new PackageFacts(siteDir, docVersion('v8'));

/** A table's rows as plain strings, one per cell. */
function cells(table: Table): string[][] {
  return table.rows.map((row) =>
    row.map((cell) => cell.map((inline) => inline.value).join('')),
  );
}

function row(table: Table, first: string): string[] | undefined {
  return cells(table).find((cellsOfRow) => cellsOfRow[0] === first);
}

describe('CSS variables', () => {
  it('v9: --rdp-accent-color and the others of .rdp-root, with defaults and comments', () => {
    const variables = cssVariables(v9.stylesheet());
    const accent = variables.find((v) => v.name === '--rdp-accent-color');
    assert.deepEqual(accent, {
      name: '--rdp-accent-color',
      value: 'blue',
      description: 'The accent color used for selected days and UI elements.',
    });
    assert.equal(
      variables.find((v) => v.name === '--rdp-day_button-width')?.value,
      '42px',
    );
    // The rtl rule only changes a value: it adds no variable, nor a second entry.
    assert.equal(
      variables.filter((v) => v.name === '--rdp-gradient-direction').length,
      1,
    );
    assert.equal(
      variables.find((v) => v.name === '--rdp-gradient-direction')?.value,
      '90deg',
    );
  });

  it('v8: the variables of .rdp', () => {
    const names = cssVariables(v8.stylesheet()).map((v) => v.name);
    assert.ok(names.includes('--rdp-cell-size'));
    assert.equal(
      cssVariables(v8.stylesheet()).find((v) => v.name === '--rdp-accent-color')
        ?.value,
      '#0000ff',
    );
  });

  it('reads a multi-line value on one line and skips comments of other lines', () => {
    assert.deepEqual(
      cssVariables(
        '.a {\n  /* head */\n  --x: f(\n    1,\n    2\n  ); /* The x. */\n  --y: 0;\n}\n.b { --z: 1; }',
      ),
      [
        {name: '--x', value: 'f(1, 2)', description: 'The x.'},
        {name: '--y', value: '0', description: ''},
      ],
    );
  });
});

describe('enums and class names', () => {
  it('v9: UI members with their default class names', () => {
    const table = referenceTable('uiElements', v9);
    assert.deepEqual(row(table, 'MonthGrid')?.slice(0, 2), [
      'MonthGrid',
      'rdp-month_grid',
    ]);
    assert.deepEqual(row(table, 'NextMonthButton')?.slice(0, 2), [
      'NextMonthButton',
      'rdp-button_next',
    ]);
  });

  it('v9: DayFlag and SelectionState', () => {
    assert.deepEqual(
      cells(referenceTable('dayFlags', v9))
        .map((r) => r[0])
        .sort(),
      ['disabled', 'focused', 'hidden', 'outside', 'today'],
    );
    assert.deepEqual(
      row(referenceTable('selectionStates', v9), 'range_middle'),
      [
        'range_middle',
        'rdp-range_middle',
        'The day is at the middle of a selected range.',
      ],
    );
  });

  it('v8 has no DayFlag: the table is an error, not an empty table', () => {
    assert.deepEqual(v8.declarations.enumMembers('DayFlag'), []);
    assert.throws(
      () => referenceTable('dayFlags', v8),
      /"dayFlags" table of DayPicker v8 is empty/,
    );
  });

  it('an unknown table name is an error', () => {
    assert.throws(
      () => referenceTable('colours', v9),
      /unknown reference table "colours"/,
    );
  });
});

describe('components', () => {
  it('v9: MonthsDropdown and YearsDropdown take DropdownProps; deprecated keys are left out', () => {
    const table = referenceTable('components', v9);
    assert.equal(row(table, 'MonthsDropdown')?.[1], 'DropdownProps');
    assert.equal(row(table, 'YearsDropdown')?.[1], 'DropdownProps');
    assert.equal(row(table, 'DayButton')?.[1], 'DayButtonProps');
    assert.equal(row(table, 'Button'), undefined);
  });

  it('v8: the keys of its CustomComponents, some without props', () => {
    const table = referenceTable('components', v8);
    assert.equal(row(table, 'Caption')?.[1], 'CaptionProps');
    assert.equal(row(table, 'IconLeft')?.[1], 'StyledComponent');
    assert.equal(row(table, 'Head')?.[1], 'none');
  });
});

describe('formatters and labels', () => {
  it('v9: signatures as declared, ignored members left out', () => {
    const formatters = referenceTable('formatters', v9);
    assert.equal(
      row(formatters, 'formatCaption')?.[1],
      '(month: Date, options?: DateLibOptions, dateLib?: DateLib) => string',
    );
    assert.equal(row(formatters, 'formatMonthCaption'), undefined);
    assert.equal(row(referenceTable('labels', v9), 'labelDay'), undefined);
    assert.ok(row(referenceTable('labels', v9), 'labelDayButton'));
  });

  it('v8: labels described by the doc comment of their type', () => {
    const labels = referenceTable('labels', v8);
    assert.match(row(labels, 'labelNext')?.[2] ?? '', /next month/);
    assert.equal(
      row(labels, 'labelWeekNumber')?.[1],
      '(n: number, options?: { locale?: Locale }) => string',
    );
  });
});

describe('numerals and calendars', () => {
  it('v9: geez is marked as written only by the Ethiopic entry point', () => {
    const table = referenceTable('numerals', v9);
    assert.deepEqual(row(table, 'thai'), ['thai', 'Thai', 'Intl.NumberFormat']);
    const geez = row(table, 'geez');
    assert.ok(geez);
    assert.match(geez[2], /^only react-day-picker\/ethiopic: /);
    assert.doesNotMatch(geez[2], /Intl\.NumberFormat/);
  });

  // Later releases add calendars (9.14.0: hijri), which the table picks up
  // by itself; those of 9.11.0 and the defaults their code sets stay.
  it('v9: the calendar entry points and the defaults their code sets', () => {
    const rows = cells(referenceTable('calendars', v9));
    for (const row of [
      ['react-day-picker/persian', 'faIR', 'arabext', 'rtl'],
      ['react-day-picker/buddhist', 'th', 'thai', 'ltr'],
      ['react-day-picker/hebrew', 'he', 'latn', 'rtl'],
      ['react-day-picker/ethiopic', 'amET', 'geez', 'not set'],
    ]) {
      assert.ok(
        rows.some((cellsOfRow) => cellsOfRow.join() === row.join()),
        `No row ${row.join(' | ')} in ${JSON.stringify(rows)}`,
      );
    }
    for (const row of rows) {
      assert.match(row[0], /^react-day-picker\/[a-z]+$/);
      assert.ok(
        row.every((cell) => cell !== ''),
        row.join(' | '),
      );
    }
  });

  it('entry points come from package.json exports', () => {
    const specifiers = entryPoints(v9.packageDir, v9.manifest).map(
      (entry) => entry.specifier,
    );
    assert.ok(specifiers.includes('react-day-picker/locale'));
    assert.ok(specifiers.includes('react-day-picker/ethiopic'));
    assert.ok(!specifiers.some((specifier) => specifier.endsWith('.css')));
  });

  it('reads defaults only from `props.x ?? value`', () => {
    const defaults = componentDefaults(
      'export function DayPicker(p) { return (h(C, { ...p, dir: p.dir ?? "rtl", lang: other ?? "x", id: p.id })); }',
    );
    assert.deepEqual([...defaults], [['dir', '"rtl"']]);
  });

  it('reads defaults through names destructured from props', () => {
    const defaults = componentDefaults(
      'export function DayPicker(p) { const {locale: l, dir, numerals: n, ...rest} = p; const locale = l ?? fa; return h(C, {...rest, locale, dir: dir ?? "rtl", numerals: other ?? "x"}); }',
    );
    assert.deepEqual(
      [...defaults],
      [
        ['locale', 'fa'],
        ['dir', '"rtl"'],
      ],
    );
  });
});

const packagesRoot = mkdtempSync(join(tmpdir(), 'entry-points-'));
after(() => rmSync(packagesRoot, {recursive: true, force: true}));

/** A package folder with the given files (path → text), for the error cases. */
function packageWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(packagesRoot, 'package-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('entry points of a package with subpath patterns (fixture shaped like 9.14.0)', () => {
  const fixtureDir = join(__dirname, 'fixtures', 'exports-patterns');
  const fixture = new PackageFacts(siteDir, docVersion('v9'), fixtureDir);

  it('expands "./locale/*" into one entry per module file, with its declarations', () => {
    assert.deepEqual(entryPoints(fixtureDir, fixture.manifest), [
      {
        specifier: 'react-day-picker',
        module: 'dist/esm/index.js',
        types: 'dist/esm/index.d.ts',
      },
      {
        specifier: 'react-day-picker/jalali',
        module: 'dist/esm/jalali.js',
        types: 'dist/esm/jalali.d.ts',
      },
      {
        specifier: 'react-day-picker/hijri',
        module: 'dist/esm/hijri/index.js',
        types: 'dist/esm/hijri/index.d.ts',
      },
      {
        specifier: 'react-day-picker/locale',
        module: 'dist/esm/locale.js',
        types: 'dist/esm/locale.d.ts',
      },
      {
        specifier: 'react-day-picker/locale/af',
        module: 'dist/esm/locale/af.js',
        types: 'dist/esm/locale/af.d.ts',
      },
      {
        specifier: 'react-day-picker/locale/en-US',
        module: 'dist/esm/locale/en-US.js',
        types: 'dist/esm/locale/en-US.d.ts',
      },
    ]);
  });

  it('the numerals and calendars tables read it, new entry points included', () => {
    assert.deepEqual(cells(referenceTable('calendars', fixture)), [
      ['react-day-picker/hijri', 'arSA', "'arab'", "'rtl'"],
    ]);
    assert.deepEqual(cells(referenceTable('numerals', fixture)), [
      ['latn', 'Latin (Western Arabic)', 'Intl.NumberFormat'],
      ['arab', 'Arabic-Indic', 'Intl.NumberFormat'],
      [
        'geez',
        '',
        'no entry point: `Intl` has no `geez` numbering system, so digits stay Latin',
      ],
    ]);
  });

  it('a null target hides what its pattern matches; an exact key beats a pattern', () => {
    const dir = packageWith({
      'a/x.js': '',
      'a/hidden/y.js': '',
      'b.js': '',
    });
    const specifiers = entryPoints(dir, {
      name: 'p',
      exports: {
        './a/*': './a/*.js',
        './a/hidden/*': null,
        './a/x': './b.js',
      },
    }).map((entry) => `${entry.specifier} ${entry.module}`);
    assert.deepEqual(specifiers, ['p/a/x b.js']);
  });

  it('fails naming the entry point when a file is missing or a pattern matches nothing', () => {
    const dir = packageWith({'dist/a.js': ''});
    assert.throws(
      () =>
        entryPoints(dir, {
          name: 'p',
          exports: {
            './a': {import: {types: './dist/a.d.ts', default: './dist/a.js'}},
          },
        }),
      /^Error: p\/a: package\.json "exports" points to dist\/a\.d\.ts, which .* does not have$/,
    );
    assert.throws(
      () => entryPoints(dir, {name: 'p', exports: {'./l/*': './dist/l/*.js'}}),
      /^Error: p\/l\/\*: the package\.json "exports" pattern "\.\/l\/\*" matches no file/,
    );
  });

  it('a bare string or conditions object is the main entry point', () => {
    const dir = packageWith({'i.js': ''});
    assert.deepEqual(entryPoints(dir, {name: 'p', exports: './i.js'}), [
      {specifier: 'p', module: 'i.js', types: undefined},
    ]);
    assert.deepEqual(
      entryPoints(dir, {name: 'p', exports: {import: './i.js'}}).length,
      1,
    );
  });
});

describe('props', () => {
  it('v9: defaults from @defaultValue tags and from the doc text', () => {
    const table = referenceTable('props', v9, {
      names: ['numberOfMonths', 'captionLayout', 'className'],
    });
    assert.equal(row(table, 'numberOfMonths')?.[2], '`1`');
    assert.equal(row(table, 'captionLayout')?.[2], '`"label"`');
    assert.equal(row(table, 'className')?.[2], '—');
  });

  it("links each prop where <Prop> does: its entry in TypeDoc's model (needs a build)", () => {
    const table = referenceTable('props', v9, {names: ['numberOfMonths']});
    assert.deepEqual(table.rows[0][0], [
      {
        kind: 'code',
        value: 'numberOfMonths',
        url: v9.model.props().get('numberOfMonths')?.url,
      },
    ]);
    assert.equal(
      v9.model.props().get('numberOfMonths')?.url,
      '/api/interfaces/PropsBase#numberofmonths',
    );
  });

  it('v8 props, and an unknown prop is an error', () => {
    const table = referenceTable('props', v8, {names: ['fromYear']});
    assert.equal(row(table, 'fromYear')?.[1], 'number');
    assert.throws(
      () => referenceTable('props', v8, {names: ['timeZone']}),
      /DayPicker v8 has no prop named "timeZone"/,
    );
  });

  it('propDefault reads tags before the text', () => {
    assert.equal(
      propDefault({name: 'a', description: 'Default is 3.', tags: {}}),
      '3',
    );
    assert.equal(
      propDefault({name: 'a', description: 'x', tags: {defaultValue: '`x`'}}),
      '`x`',
    );
    assert.equal(
      propDefault({name: 'a', description: 'x', tags: {}}),
      undefined,
    );
  });
});
