import {resolve} from 'node:path';

import * as prettier from 'prettier';
import {transform} from 'sucrase';

import {javascriptPath} from '../../src/data/exampleLanguage';

export {javascriptPath};

const generated = new Map<string, Promise<string>>();

/**
 * An example's JavaScript, generated from its TypeScript file: types and
 * type-only imports removed, JSX and comments kept, then formatted with the
 * Prettier options that apply to the TypeScript file, so both read alike.
 * Memoised by path and text: the page and its Markdown twin ask for the same
 * file.
 *
 * @param source The example file's exact text.
 * @param filePath Its path (absolute, or relative to the working directory):
 *   picks the Prettier options and names the file in errors.
 */
export function javascriptSource(
  source: string,
  filePath: string,
): Promise<string> {
  const key = `${filePath}\0${source}`;
  let result = generated.get(key);
  if (!result) {
    result = generate(source, resolve(filePath));
    generated.set(key, result);
  }
  return result;
}

/**
 * Sucrase keeps every line, blanking what it removes; drop the lines it
 * blanked (a type-only import, an interface), so that no gap is left where
 * the TypeScript had none.
 */
function dropEmptiedLines(source: string, stripped: string): string {
  const before = source.split('\n');
  const after = stripped.split('\n');
  if (before.length !== after.length) {
    return stripped;
  }
  return after
    .filter((line, i) => line.trim() !== '' || before[i]!.trim() === '')
    .join('\n');
}

async function generate(source: string, filePath: string): Promise<string> {
  const stripped = transform(source, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
    filePath,
  }).code;
  const options = await prettier.resolveConfig(filePath);
  const formatted = await prettier.format(dropEmptiedLines(source, stripped), {
    ...options,
    filepath: javascriptPath(filePath),
  });
  return formatted.trimEnd();
}
