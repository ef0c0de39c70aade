import {renderAsync} from '@resvg/resvg-js';
import {createElement as h, type ReactElement} from 'react';
import satori from 'satori';

/** Open Graph's recommended size, which every major platform crops well. */
const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

/**
 * The palette of the site-wide card (static/img/social-card.png), which
 * these cards extend: the navbar's navy, white text, the brand blue.
 */
const COLOURS = {
  background: '#0d1b3e',
  title: '#ffffff',
  section: '#b9cdfd',
  footer: '#8ea3cf',
  rule: '#1d4ed8',
} as const;

export interface CardContent {
  title: string;
  /** What part of the docs the page belongs to, e.g. "Guides". */
  section: string;
  /** e.g. "React DayPicker 9.11.0 · daypicker.dev" */
  footer: string;
}

export interface CardAssets {
  /** A TrueType/OpenType/WOFF font (satori reads no WOFF2). */
  font: Buffer;
  /** The site logo as an SVG document. */
  logoSvg: string;
}

/** Smaller type for longer titles, so three lines always fit. */
export function titleSize(title: string): number {
  if (title.length <= 28) {
    return 84;
  }
  return title.length <= 56 ? 68 : 54;
}

export function cardElement(
  content: CardContent,
  logoSvg: string,
): ReactElement {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return h(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        paddingTop: 56,
        paddingBottom: 64,
        paddingLeft: 96,
        paddingRight: 96,
        backgroundColor: COLOURS.background,
        borderTop: `16px solid ${COLOURS.rule}`,
        fontFamily: 'Card',
      },
    },
    h(
      'div',
      {style: {display: 'flex', alignItems: 'center', gap: 28}},
      h('img', {src: logo, width: 88, height: 88}),
      h(
        'div',
        {style: {fontSize: 36, color: COLOURS.section}},
        content.section,
      ),
    ),
    h(
      'div',
      {
        style: {
          display: 'block',
          fontSize: titleSize(content.title),
          lineHeight: 1.15,
          color: COLOURS.title,
          lineClamp: 3,
        },
      },
      content.title,
    ),
    h('div', {style: {fontSize: 30, color: COLOURS.footer}}, content.footer),
  );
}

/** Renders a card to a 1200×630 PNG. */
export async function renderCard(
  content: CardContent,
  assets: CardAssets,
): Promise<Buffer> {
  const svg = await satori(cardElement(content, assets.logoSvg), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [{name: 'Card', data: assets.font, weight: 400, style: 'normal'}],
  });
  // Off the main thread, so cards render in parallel with the next layouts.
  const image = await renderAsync(svg, {font: {loadSystemFonts: false}});
  return image.asPng();
}
