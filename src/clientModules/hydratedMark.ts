/*
 * Marks <html data-hydrated> once the first route has rendered in the
 * browser, in the layout effect that follows hydration's commit, so browser
 * tests (tests/support) can wait for hydration to end rather than start.
 */
export function onRouteDidUpdate(): void {
  document.documentElement.setAttribute('data-hydrated', '');
}
