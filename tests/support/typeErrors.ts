/**
 * The TypeScript errors of small files held in memory, checked in one strict
 * program against the installed declarations: what the typescript pages' set
 * tests compare with the error codes the pages name.
 */
import ts from 'typescript';

/**
 * One strict program over `files` (absolute paths to code, held in memory)
 * and the installed declarations. `paths` maps module names as a
 * tsconfig's `paths` does, relative to `baseUrl`, so that one program can
 * check code written against another version's package name.
 */
export function memoryProgram(
  files: ReadonlyMap<string, string>,
  resolve?: {readonly baseUrl: string; readonly paths: ts.MapLike<string[]>},
): ts.Program {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
    ...resolve,
  };
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = files.get(name);
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  return ts.createProgram([...files.keys()], options, host);
}

/** The error codes of each file of `memoryProgram`, keyed like `files`. */
export function typeErrors(
  files: ReadonlyMap<string, string>,
  resolve?: {readonly baseUrl: string; readonly paths: ts.MapLike<string[]>},
): Map<string, number[]> {
  const program = memoryProgram(files, resolve);
  return new Map(
    [...files.keys()].map((name) => [
      name,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(name))
        .map((diagnostic) => diagnostic.code),
    ]),
  );
}
