/**
 * Links to daypicker.dev in the packages' doc comments (`@see` tags) whose
 * page or section this site has at another address: the link's path and
 * `#anchor` as written → the path and anchor on this site. One line each;
 * the build checks the target exists. `npm run release` lists the links a
 * new release brings that the site can't map, with a suggested target.
 */
export const SITE_LINK_REDIRECTS: Readonly<Record<string, string>> = {};
