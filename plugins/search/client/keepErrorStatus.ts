/**
 * @docsearch/react 3.9.0 marks a failed search in a `.catch` on the promise
 * its search client returns: `setStatus('error')` when the error is a
 * `RetryError` (no host answered, or the embedded index could not be
 * fetched). The @algolia/autocomplete-core bundled with it then ends every
 * search with `.finally(() => setStatus('idle'))`, in the same tick, so the
 * "Unable to fetch results" screen never shows and "No results for" does.
 *
 * Wrapping the client's `search` fixes it without touching the bundle: the
 * promise it returns runs the modal's `.catch` handler as usual, then once
 * more after that chain has settled, which sets the error status again.
 */
type Search = (...args: never[]) => Promise<unknown>;

export function keepErrorStatus<Client extends {search: Search}>(
  client: Client,
): Client {
  const search = (...args: Parameters<Client['search']>) => {
    const promise = client.search(...args);
    const settle = promise.catch.bind(promise);
    promise.catch = (onRejected) =>
      settle((error: unknown) => {
        setTimeout(() => {
          try {
            onRejected?.(error);
          } catch {
            // The handler rethrows; the first call already rejected the chain.
          }
        });
        if (!onRejected) {
          throw error;
        }
        return onRejected(error);
      });
    return promise;
  };
  return {...client, search};
}
