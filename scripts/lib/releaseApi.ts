import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';

import type {ReleaseApi} from './sinceData';

/** The declarations entry a release's package.json names (8.x: `types`; 9.x: `types` or the `exports` map). */
function typesEntry(packageDir: string): string {
  const manifest = JSON.parse(
    readFileSync(join(packageDir, 'package.json'), 'utf8'),
  ) as {types?: string; typings?: string};
  const entry = manifest.types ?? manifest.typings;
  if (!entry) {
    throw new Error(`${packageDir}/package.json names no type declarations.`);
  }
  return join(packageDir, entry);
}

const OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  skipLibCheck: true,
  types: [],
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  jsx: ts.JsxEmit.ReactJSX,
};

/** Parsed files outside any release (TypeScript's libs, React's types), shared by every program. */
const sharedFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * A compiler host that parses the files around a release once for all
 * releases: most of a release's reading time went to parsing the DOM lib.
 */
function sharingHost(packageDir: string): ts.CompilerHost {
  const host = ts.createCompilerHost(OPTIONS);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, ...rest) => {
    if (fileName.startsWith(`${packageDir}/`)) {
      return parse(fileName, ...rest);
    }
    if (!sharedFiles.has(fileName)) {
      sharedFiles.set(fileName, parse(fileName, ...rest));
    }
    return sharedFiles.get(fileName);
  };
  return host;
}

function isDeprecated(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
}

/**
 * Reads a release's exports and DayPicker's props with the TypeScript
 * compiler: the module's exports (values and types, aliases followed), and
 * the properties of every member of the union DayPicker's first parameter
 * is typed with (or constrained to), which holds across 8.0's bundled file and 9.x's many.
 */
export function readReleaseApi(
  release: string,
  packageDir: string,
): ReleaseApi {
  const entry = typesEntry(packageDir);
  const program = ts.createProgram({
    rootNames: [entry],
    options: OPTIONS,
    host: sharingHost(packageDir),
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) {
    throw new Error(`${entry}: not a module.`);
  }
  const exports = new Map<string, boolean>();
  let dayPicker: ts.Symbol | undefined;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target =
      exported.flags & ts.SymbolFlags.Alias
        ? checker.getAliasedSymbol(exported)
        : exported;
    exports.set(exported.getName(), isDeprecated(target, checker));
    if (exported.getName() === 'DayPicker') {
      dayPicker = target;
    }
  }
  const declaration = dayPicker?.valueDeclaration;
  const [signature] = declaration
    ? checker
        .getTypeOfSymbolAtLocation(dayPicker!, declaration)
        .getCallSignatures()
    : [];
  const [parameter] = signature?.getParameters() ?? [];
  if (!parameter) {
    throw new Error(`${release}: DayPicker is not a function of props.`);
  }
  // 9.0.0 types it `<T extends DayPickerProps>(props: T)`: read the constraint.
  const parameterType = checker.getTypeOfSymbol(parameter);
  const propsType =
    checker.getBaseConstraintOfType(parameterType) ?? parameterType;
  const props = new Map<string, boolean>();
  for (const member of propsType.isUnion() ? propsType.types : [propsType]) {
    for (const prop of checker.getPropertiesOfType(member)) {
      const deprecated = isDeprecated(prop, checker);
      props.set(
        prop.getName(),
        (props.get(prop.getName()) ?? false) || deprecated,
      );
    }
  }
  return {release, exports, props};
}
