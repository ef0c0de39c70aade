/**
 * Algolia's `facetFilters` (a list ANDed, inner lists ORed, `attr:value`
 * or `-attr:value`), evaluated against the facets of one index file: contextual
 * search sends `language:en` and `docusaurus_tag:docs-default-<version>`.
 */
export type FacetFilters =
  | string
  | ReadonlyArray<string | ReadonlyArray<string>>;
export type Facets = Record<string, string>;

function matchesOne(filter: string, facets: Facets): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon === -1) {
    throw new Error(
      `Unsupported facet filter "${filter}": expected "attribute:value".`,
    );
  }
  const matches = facets[body.slice(0, colon)] === body.slice(colon + 1);
  return negated ? !matches : matches;
}

export function matchesFacetFilters(
  filters: FacetFilters | undefined,
  facets: Facets,
): boolean {
  if (filters === undefined) {
    return true;
  }
  const clauses = typeof filters === 'string' ? [filters] : filters;
  return clauses.every((clause) =>
    typeof clause === 'string'
      ? matchesOne(clause, facets)
      : clause.length === 0 ||
        clause.some((filter) => matchesOne(filter, facets)),
  );
}
