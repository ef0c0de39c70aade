/** The language an example's code is shown, copied, edited and opened in. */
export type ExampleLanguage = 'ts' | 'js';

/** Storage key of the reader's choice (Docusaurus adds the site's namespace). */
export const EXAMPLE_LANGUAGE_KEY = 'exampleLanguage';

export const EXAMPLE_LANGUAGES: readonly ExampleLanguage[] = ['ts', 'js'];

/** The JavaScript file name of an example: `examples/Basic.tsx` → `examples/Basic.jsx`. */
export function javascriptPath(src: string): string {
  return src.replace(/\.tsx$/, '.jsx');
}
