import {transform} from 'sucrase';

import type {ExampleLanguage} from '../../data/exampleLanguage';
import {CodeError} from './codeError';
import {instrument} from './instrument';
import type {Scope} from './sandbox';

export {CodeError};

/** Longest code the editor compiles; longer input is refused with a message. */
export const MAX_CODE_LENGTH = 20_000;

export interface Compiled {
  /** CommonJS code, instrumented for the sandbox (./instrument). */
  code: string;
  /** Every module it requires, in order of first use. */
  requires: string[];
}

interface SucraseSyntaxError extends Error {
  loc?: {line: number; column: number};
}

/**
 * Compiles an example file (TypeScript or JavaScript with JSX, ES imports)
 * to CommonJS with the production automatic JSX runtime, as one function
 * body. JavaScript is compiled as JavaScript: a type annotation in it is the
 * syntax error it would be in the reader's .jsx file.
 */
export function compile(
  source: string,
  language: ExampleLanguage = 'ts',
): Compiled {
  if (source.length > MAX_CODE_LENGTH) {
    throw new CodeError(
      `The code is ${source.length.toLocaleString('en-US')} characters long; the editor runs at most ${MAX_CODE_LENGTH.toLocaleString('en-US')}.`,
    );
  }
  let code: string;
  try {
    code = transform(source, {
      transforms:
        language === 'ts'
          ? ['typescript', 'jsx', 'imports']
          : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      // An import the code does not use is still an import: check it too.
      keepUnusedImports: true,
      filePath: language === 'ts' ? 'Example.tsx' : 'Example.jsx',
    }).code;
  } catch (error) {
    const {message, loc} = error as SucraseSyntaxError;
    // Sucrase ends its message with "(line:column)"; say it in words.
    const reason = message
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/\s*\(\d+:\d+\)$/, '');
    throw new CodeError(
      loc ? `Line ${loc.line}, column ${loc.column}: ${reason}` : reason,
    );
  }
  const requires = [
    ...new Set(
      [...code.matchAll(/\brequire\((['"])([^'"]+)\1\)/g)].map(
        (match) => match[2],
      ),
    ),
  ];
  return {code: instrument(code), requires};
}

/**
 * Runs compiled code in `scope` (./sandbox) with `require` answering from
 * `modules` (already loaded) and returns its default export, which must be
 * a component, wrapped by the scope.
 */
export function evaluate(
  compiled: Compiled,
  modules: ReadonlyMap<string, unknown>,
  scope: Scope,
): unknown {
  const module: {exports: Record<string, unknown>} = {exports: {}};
  const require = (specifier: string) => {
    if (!modules.has(specifier)) {
      throw new CodeError(`Cannot import "${specifier}" here.`);
    }
    return modules.get(specifier);
  };
  const names = Object.keys(scope.bindings);
  // The reader's own code, run on purpose: this is what the editor is for.
  // Its guard, timers and RegExp are the scope's, under their own names.
  const run = new Function(
    'require',
    'module',
    'exports',
    ...names,
    compiled.code,
  ) as (...args: unknown[]) => void;
  run(require, module, module.exports, ...names.map((n) => scope.bindings[n]));
  const component = module.exports.default;
  const isComponent =
    typeof component === 'function' ||
    (typeof component === 'object' &&
      component !== null &&
      '$$typeof' in component);
  if (!isComponent) {
    throw new CodeError(
      'The code must end with `export default` and a component, such as `export default function Example() { … }`.',
    );
  }
  return scope.component(component);
}
