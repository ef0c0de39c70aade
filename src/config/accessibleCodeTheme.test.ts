import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {themes} from 'prism-react-renderer';

import {
  accessibleCodeTheme,
  contrast,
  MIN_CONTRAST,
  withContrast,
} from './accessibleCodeTheme';

describe('accessibleCodeTheme', () => {
  for (const name of ['github', 'dracula'] as const) {
    it(`brings every ${name} token to WCAG AA`, () => {
      const theme = accessibleCodeTheme(themes[name]);
      const background = theme.plain.backgroundColor!;
      for (const color of [
        theme.plain.color!,
        ...theme.styles.map((s) => s.style.color!).filter(Boolean),
      ]) {
        assert.ok(
          contrast(color, background) >= MIN_CONTRAST,
          `${color} on ${background}`,
        );
      }
    });
  }

  it('keeps colours that already pass', () => {
    assert.equal(withContrast('#000000', '#ffffff'), '#000000');
  });

  it('darkens on light backgrounds and lightens on dark ones', () => {
    assert.ok(
      contrast(withContrast('#e3116c', '#f6f8fa'), '#f6f8fa') >= MIN_CONTRAST,
    );
    const lightened = withContrast('#6272a4', '#282a36');
    assert.ok(contrast(lightened, '#282a36') >= MIN_CONTRAST);
    assert.ok(contrast(lightened, '#ffffff') < contrast('#6272a4', '#ffffff'));
  });

  it('computes contrast like WCAG', () => {
    assert.equal(contrast('#000000', '#ffffff').toFixed(0), '21');
    assert.throws(
      () => contrast('hsl(0, 0%, 0%)', '#ffffff'),
      /Unsupported colour/,
    );
  });
});
