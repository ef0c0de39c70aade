import type {PrismTheme} from 'prism-react-renderer';

/** WCAG AA for normal-size text. */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | null {
  const hex = color.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [parseColor(a), parseColor(b)].map((c) => {
    if (!c) {
      throw new Error(`Unsupported colour: ${a} / ${b}`);
    }
    return luminance(c);
  });
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * Moves `color` towards black or white (whichever the background is
 * furthest from) in small steps until it reaches the minimum contrast.
 * Colours that already pass are returned unchanged.
 */
export function withContrast(
  color: string,
  background: string,
  min = MIN_CONTRAST,
): string {
  const start = parseColor(color);
  const bg = parseColor(background);
  if (!start || !bg) {
    throw new Error(`Unsupported colour: ${color} on ${background}`);
  }
  if (contrast(color, background) >= min) {
    return color;
  }
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const mixed = start.map((c, i) => c + (target[i] - c) * (step / 20)) as Rgb;
    if (contrast(toHex(mixed), background) >= min) {
      return toHex(mixed);
    }
  }
  return toHex(target);
}

/**
 * A copy of a Prism theme whose every token colour meets WCAG AA on the
 * theme's background. The stock themes keep a few low-contrast tokens
 * (strings, comments) that fail axe's colour-contrast rule.
 */
export function accessibleCodeTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) {
    throw new Error('The code theme needs a plain backgroundColor.');
  }
  return {
    plain: {
      ...theme.plain,
      color: withContrast(theme.plain.color ?? '#000000', background),
    },
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color
        ? {...style.style, color: withContrast(style.style.color, background)}
        : style.style,
    })),
  };
}
