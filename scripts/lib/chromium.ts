/** Debian's Chromium and the flags this closed-network machine needs. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The features Playwright turns off when it launches Chromium (its
 * `chromiumSwitches.ts`, Playwright 1.64.1). Chromium keeps only the last
 * `--disable-features` switch, so a list of our own must repeat these;
 * tests/e2e/browser-flags.spec.ts fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Every window of headless Chromium (one per browser context, so one per
 * test) builds its address bar's suggestion popups as WebUI pages in a
 * renderer of their own, though no one can see them: about 45% of the CPU
 * that a test opening one docs page costs on two cores.
 */
export const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Chromium as Playwright launches it for the tests and scripts. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/**
 * The browser itself refuses every request that isn't to loopback: they all
 * go to a proxy address where nothing listens, and fail at once with
 * net::ERR_PROXY_CONNECTION_FAILED, IP addresses included. Chromium never
 * sends loopback through a proxy. Blocking them in the tests' page.route
 * instead paused every request, the site's own too, for a round trip
 * through the test runner.
 */
const REFUSED_PROXY = '127.0.0.1:9';
export const LOOPBACK_ONLY_FLAGS = [`--proxy-server=http://${REFUSED_PROXY}`];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
