import postcss from 'postcss';
import prefixSelector from 'postcss-prefix-selector';

/**
 * The cascade layers of example styling, weakest first. They come after
 * Infima's layers (so they beat Infima) and before unlayered CSS (so the
 * CSS an example brings always beats them, as it beats the stylesheet in
 * an app). Every stylesheet that uses them states the order first.
 */
export const LAYER_ORDER = '@layer example-reset, daypicker, daypicker-theme;';

/**
 * Confines a stylesheet to the elements inside `scope`, in the `daypicker`
 * layer. The scope is wrapped in `:where()` so it adds no specificity.
 */
export function scopeStylesheet(css: string, scope: string): string {
  const scoped = postcss([
    prefixSelector({prefix: `:where(${scope})`}),
  ]).process(css, {
    from: undefined,
  }).css;
  return `${LAYER_ORDER}\n@layer daypicker {\n${scoped}\n}\n`;
}
