import postcss, {type Comment, type Declaration} from 'postcss';

export interface CssVariable {
  name: string;
  /** Its value where the stylesheet first declares it. */
  value: string;
  /** The comment written on the same line as the declaration, if any. */
  description: string;
}

/**
 * The custom properties a stylesheet declares on its first rule that
 * declares any (DayPicker's `.rdp-root`, or `.rdp` in v8): the variables
 * a reader can override, with their defaults. Later rules that only
 * change a value for a state (`[dir="rtl"]`) are not new variables.
 */
export function cssVariables(css: string, from?: string): CssVariable[] {
  const root = postcss.parse(css, {from});
  const variables = new Map<string, CssVariable>();
  root.walkRules((rule) => {
    if (variables.size > 0) {
      return false;
    }
    rule.each((node, index) => {
      if (node.type !== 'decl' || !node.prop.startsWith('--')) {
        return;
      }
      const declaration = node as Declaration;
      const next = rule.nodes[index + 1];
      const comment =
        next?.type === 'comment' &&
        next.source?.start?.line === declaration.source?.end?.line
          ? (next as Comment).text
          : '';
      variables.set(declaration.prop, {
        name: declaration.prop,
        value: declaration.value
          .replace(/\s+/g, ' ')
          .replace(/\( /g, '(')
          .replace(/ \)/g, ')')
          .trim(),
        description: comment.trim(),
      });
    });
    return undefined;
  });
  return [...variables.values()];
}
