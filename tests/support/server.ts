/** Where the end-to-end tests find the served production build. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** The same site built with the hash router (build-hash/). */
export const HASH_DIR = 'build-hash';
export const HASH_PORT = PORT + 1;
export const HASH_BASE_URL = `http://127.0.0.1:${HASH_PORT}`;

/**
 * The same site built against a hosted DocSearch index with test credentials
 * (built into build-hosted/ by `npm test`), served two ports after the site.
 */
export const HOSTED_DIR = 'build-hosted';
export const HOSTED_PORT = PORT + 2;
export const HOSTED_BASE_URL = `http://127.0.0.1:${HOSTED_PORT}`;
export {default as HOSTED_CREDENTIALS} from './hosted-search.json';
