import {existsSync, readdirSync} from 'node:fs';
import {join, sep} from 'node:path';

import ts from 'typescript';

export interface EntryPoint {
  /** What an app imports: `react-day-picker/persian`. */
  specifier: string;
  /** The ES module file, relative to the package. */
  module: string;
  /** Its type declarations, relative to the package. */
  types: string | undefined;
}

export type ExportTarget = string | {[condition: string]: ExportTarget} | null;

/** The package.json fields the entry points are read from. */
export interface PackageManifest {
  name: string;
  version?: string;
  exports?: ExportTarget;
}

/** The first path a chain of export conditions leads to, preferring `import`. */
function resolveCondition(
  target: ExportTarget,
  conditions: readonly string[],
): string | undefined {
  if (typeof target === 'string') {
    return target;
  }
  if (!target) {
    return undefined;
  }
  for (const condition of conditions) {
    if (condition in target) {
      const found = resolveCondition(target[condition], conditions);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

/** The `types` condition of a target, in its `import` branch when it has one. */
function declarationsOf(target: ExportTarget): string | undefined {
  if (!target || typeof target !== 'object') {
    return undefined;
  }
  const branch = 'import' in target ? target.import : target;
  return branch &&
    typeof branch === 'object' &&
    typeof branch.types === 'string'
    ? branch.types
    : undefined;
}

/** `exports` as a map of subpaths: a bare target or conditions object is the `.` entry. */
function subpathMap(
  exports: ExportTarget | undefined,
): [string, ExportTarget][] {
  if (exports === undefined) {
    return [];
  }
  if (
    typeof exports === 'object' &&
    exports !== null &&
    Object.keys(exports).every((key) => key.startsWith('.'))
  ) {
    return Object.entries(exports);
  }
  return [['.', exports]];
}

const relativePath = (path: string): string => path.replace(/^\.\//, '');

/**
 * How specific a subpath key is, as Node ranks keys that match the same
 * specifier: an exact key beats every pattern, and a pattern with a longer
 * text before its `*` beats a shorter one.
 */
function specificity(key: string): number {
  const star = key.indexOf('*');
  return star === -1 ? Infinity : star * 1000 + key.length;
}

/** The texts a subpath pattern's `*` stands for: one per package file its target matches. */
function patternMatches(packageDir: string, target: string): string[] {
  const [prefix, suffix] = target.split('*') as [string, string];
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  if (!existsSync(join(packageDir, folder))) {
    return [];
  }
  return readdirSync(join(packageDir, folder), {
    recursive: true,
    encoding: 'utf8',
  })
    .map((file) => folder + file.split(sep).join('/'))
    .filter(
      (file) =>
        file.length >= prefix.length + suffix.length &&
        file.startsWith(prefix) &&
        file.endsWith(suffix),
    )
    .map((file) => file.slice(prefix.length, file.length - suffix.length))
    .sort();
}

/**
 * The JavaScript entry points of an installed package, from its package.json
 * `exports`: one per subpath whose `import` target is a `.js` file, and one
 * per file a subpath pattern (`./locale/*`) matches. Where keys overlap, the
 * one Node would pick wins, and a `null` target hides what it matches. A
 * module or declaration file the package does not have, or a pattern that
 * matches no file, is an error naming the entry point.
 */
export function entryPoints(
  packageDir: string,
  manifest: PackageManifest,
): EntryPoint[] {
  const specifier = (subpath: string): string =>
    subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`;
  const chosen = new Map<
    string,
    {rank: number; entry: EntryPoint | undefined}
  >();
  const offer = (rank: number, entry: EntryPoint | undefined, at: string) => {
    const held = chosen.get(at);
    if (!held || held.rank < rank) {
      chosen.set(at, {rank, entry});
    }
  };
  const subpaths = subpathMap(manifest.exports);
  for (const [subpath, target] of subpaths) {
    const module = resolveCondition(target, ['import', 'default']);
    if (!module?.endsWith('.js')) {
      continue;
    }
    const types = declarationsOf(target);
    if (!subpath.includes('*')) {
      offer(
        Infinity,
        {
          specifier: specifier(subpath),
          module: relativePath(module),
          types: types && relativePath(types),
        },
        subpath,
      );
      continue;
    }
    const matches = module.includes('*')
      ? patternMatches(packageDir, relativePath(module))
      : [];
    if (matches.length === 0) {
      throw new Error(
        `${specifier(subpath)}: the package.json "exports" pattern "${subpath}" matches no file of ${packageDir} (its module is "${module}")`,
      );
    }
    for (const match of matches) {
      const expanded = subpath.replaceAll('*', match);
      offer(
        specificity(subpath),
        {
          specifier: specifier(expanded),
          module: relativePath(module.replaceAll('*', match)),
          types: types && relativePath(types.replaceAll('*', match)),
        },
        expanded,
      );
    }
  }
  // `null` targets: the subpaths they match are not exported.
  for (const [subpath, target] of subpaths) {
    if (target !== null) {
      continue;
    }
    const [prefix, suffix = ''] = subpath.split('*');
    for (const at of chosen.keys()) {
      const hides = subpath.includes('*')
        ? at.startsWith(prefix) && at.endsWith(suffix)
        : at === subpath;
      if (hides) {
        offer(specificity(subpath), undefined, at);
      }
    }
  }
  const entries = [...chosen.values()].flatMap(({entry}) =>
    entry ? [entry] : [],
  );
  for (const entry of entries) {
    for (const file of [entry.module, entry.types]) {
      if (file && !existsSync(join(packageDir, file))) {
        throw new Error(
          `${entry.specifier}: package.json "exports" points to ${file}, which ${packageDir} does not have`,
        );
      }
    }
  }
  return entries;
}

/**
 * The defaults an entry point's `DayPicker` sets before rendering the main
 * component, read from its code: each prop it passes on as `props.name ??
 * value`, whether it reads `props.name` directly, through a name it
 * destructured from `props`, or through a local `const x = props.name ??
 * value`. Returns the source text of each value.
 */
export function componentDefaults(moduleSource: string): Map<string, string> {
  const file = ts.createSourceFile(
    'entry.js',
    moduleSource,
    ts.ScriptTarget.Latest,
    true,
  );
  const defaults = new Map<string, string>();
  const component = file.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) &&
      statement.name?.text === 'DayPicker',
  );
  const props = component?.parameters[0]?.name.getText(file);
  if (!component?.body || !props) {
    return defaults;
  }
  // Local names that hold a prop: `{locale: localeProp, dir} = props`.
  const destructured = new Map<string, string>();
  // Local names that hold a prop or its default: `const locale = localeProp ?? faIR`.
  const defaulted = new Map<string, {prop: string; value: string}>();
  const propRead = (expression: ts.Expression): string | undefined => {
    const inner = unwrap(expression);
    if (
      ts.isPropertyAccessExpression(inner) &&
      inner.expression.getText(file) === props
    ) {
      return inner.name.text;
    }
    return ts.isIdentifier(inner) ? destructured.get(inner.text) : undefined;
  };
  const withDefault = (
    expression: ts.Expression,
  ): {prop: string; value: string} | undefined => {
    const inner = unwrap(expression);
    if (ts.isIdentifier(inner)) {
      return defaulted.get(inner.text);
    }
    if (
      !ts.isBinaryExpression(inner) ||
      inner.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken
    ) {
      return undefined;
    }
    const prop = propRead(inner.left);
    return prop ? {prop, value: inner.right.getText(file)} : undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      if (
        ts.isObjectBindingPattern(node.name) &&
        node.initializer.getText(file) === props
      ) {
        for (const element of node.name.elements) {
          if (!element.dotDotDotToken && ts.isIdentifier(element.name)) {
            const prop = element.propertyName ?? element.name;
            destructured.set(element.name.text, prop.getText(file));
          }
        }
      } else if (ts.isIdentifier(node.name)) {
        const found = withDefault(node.initializer);
        if (found) {
          defaulted.set(node.name.text, found);
        }
      }
    }
    if (ts.isReturnStatement(node) && node.expression) {
      const call = unwrap(node.expression);
      const passed = ts.isCallExpression(call) ? call.arguments[1] : undefined;
      if (passed && ts.isObjectLiteralExpression(passed)) {
        for (const property of passed.properties) {
          const name = property.name?.getText(file);
          const found = ts.isPropertyAssignment(property)
            ? withDefault(property.initializer)
            : ts.isShorthandPropertyAssignment(property)
              ? defaulted.get(property.name.text)
              : undefined;
          if (name && found?.prop === name) {
            defaults.set(name, found.value);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(component.body);
  return defaults;
}

function unwrap(expression: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(expression)
    ? unwrap(expression.expression)
    : expression;
}
