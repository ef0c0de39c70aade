/**
 * Named like the error Algolia's client throws when no host answers: the
 * DocSearch modal shows its "Unable to fetch results" screen only for that
 * name. Its own module, so the lazy client can throw it without loading the
 * local client (and MiniSearch) with the page.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}
