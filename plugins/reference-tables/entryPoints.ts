import ts from 'typescript';

export interface EntryPoint {
  /** What an app imports: `react-day-picker/persian`. */
  specifier: string;
  /** The ES module file, relative to the package. */
  module: string | undefined;
  /** Its type declarations, relative to the package. */
  types: string | undefined;
}

type ExportTarget = string | {[condition: string]: ExportTarget} | null;

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

/** The JavaScript entry points of a package, from its package.json `exports`. */
export function entryPoints(
  publishedName: string,
  packageJson: {exports?: Record<string, ExportTarget>},
): EntryPoint[] {
  return Object.entries(packageJson.exports ?? {})
    .map(([subpath, target]) => ({
      specifier:
        subpath === '.' ? publishedName : `${publishedName}${subpath.slice(1)}`,
      module: resolveCondition(target, ['import', 'default'])?.replace(
        /^\.\//,
        '',
      ),
      types: resolveCondition(
        target && typeof target === 'object' && 'import' in target
          ? target.import
          : target,
        ['types'],
      )?.replace(/^\.\//, ''),
    }))
    .filter((entry) => entry.module?.endsWith('.js'));
}

/**
 * The defaults an entry point's `DayPicker` sets before rendering the main
 * component, read from its code: every `name: props.name ?? value` in the
 * props it passes on. Returns the source text of each value.
 */
export function componentDefaults(moduleSource: string): Map<string, string> {
  const file = ts.createSourceFile(
    'entry.js',
    moduleSource,
    ts.ScriptTarget.Latest,
    true,
  );
  const defaults = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'DayPicker') {
      const props = node.parameters[0]?.name.getText(file);
      const findReturned = (inner: ts.Node): void => {
        if (ts.isReturnStatement(inner) && inner.expression) {
          const call = unwrap(inner.expression);
          const passed = ts.isCallExpression(call)
            ? call.arguments[1]
            : undefined;
          if (passed && ts.isObjectLiteralExpression(passed)) {
            for (const property of passed.properties) {
              if (
                ts.isPropertyAssignment(property) &&
                ts.isBinaryExpression(property.initializer) &&
                property.initializer.operatorToken.kind ===
                  ts.SyntaxKind.QuestionQuestionToken &&
                property.initializer.left.getText(file) ===
                  `${props}.${property.name.getText(file)}`
              ) {
                defaults.set(
                  property.name.getText(file),
                  property.initializer.right.getText(file),
                );
              }
            }
          }
        }
        ts.forEachChild(inner, findReturned);
      };
      findReturned(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return defaults;
}

function unwrap(expression: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(expression)
    ? unwrap(expression.expression)
    : expression;
}
