/**
 * @docsearch/react 3.9.0 bundles @algolia/autocomplete-core, whose input
 * handler ends every search with `.finally(() => setStatus('idle'))`. The
 * modal marks a failed search with `setStatus('error')` in its own `.catch`,
 * which that `finally` undoes in the same tick: the "Unable to fetch
 * results" screen never shows and "No results for" does instead. Setting the
 * error status once the search's promise chain has settled keeps it.
 */
const SET_ERROR_STATUS =
  /throw"RetryError"===(\w+)\.name&&(\w+)\("error"\),\1/g;

export function keepErrorStatus(bundle: string): string {
  const matches = bundle.match(SET_ERROR_STATUS) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `plugins/docsearch-error-state: expected one place where @docsearch/react sets the error status, found ${matches.length}. ` +
        'Check whether this @docsearch/react version still resets it, then update or remove the plugin.',
    );
  }
  return bundle.replace(
    SET_ERROR_STATUS,
    (_, error: string, setStatus: string) =>
      `throw"RetryError"===${error}.name&&setTimeout((function(){${setStatus}("error")})),${error}`,
  );
}
