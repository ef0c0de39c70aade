import postcss from 'postcss';
import prefixSelector from 'postcss-prefix-selector';

/**
 * Confines a stylesheet to the elements inside `scope`. The scope is wrapped
 * in `:where()` so it adds no specificity: a reader's own CSS overrides the
 * scoped rules on this site exactly as it overrides the stylesheet in an app.
 */
export function scopeStylesheet(css: string, scope: string): string {
  return postcss([prefixSelector({prefix: `:where(${scope})`})]).process(css, {
    from: undefined,
  }).css;
}
