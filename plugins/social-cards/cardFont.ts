/**
 * The social cards' font: Noto Sans (SIL Open Font License), Latin subset,
 * from the @fontsource/noto-sans package, so the build downloads no font.
 * WOFF, because satori reads TrueType, OpenType and WOFF but not WOFF2.
 */
export const CARD_FONT_FILE = require.resolve(
  '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
);
