import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {describe, it} from 'node:test';

import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  sha256Source,
} from './csp';

describe('inlineScripts', () => {
  it('returns inline script bodies and skips external and empty scripts', () => {
    const html =
      '<script src="/a.js" defer></script><script>one()</script><script type="module">two()</script><script></script>';
    assert.deepEqual(inlineScripts(html), ['one()', 'two()']);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    inlineScriptHashes: [sha256Source('one()')],
    scriptOrigins: ['https://plausible.io'],
    styleOrigins: ['https://fonts.googleapis.com'],
    fontOrigins: ['https://fonts.gstatic.com'],
    connectOrigins: ['https://plausible.io', 'https://codesandbox.io'],
    formOrigins: ['https://stackblitz.com'],
  });

  it('allows inline scripts by hash only', () => {
    const expected = createHash('sha256').update('one()').digest('base64');
    assert.match(
      csp,
      new RegExp(
        `script-src 'self' 'sha256-${expected.replace(/[+/=]/g, '\\$&')}' https://plausible.io 'unsafe-eval';`,
      ),
    );
    assert.doesNotMatch(
      csp.split('; ').find((d) => d.startsWith('script-src'))!,
      /unsafe-inline/,
    );
  });

  it('names each configured host under its own directive', () => {
    assert.match(
      csp,
      /style-src 'self' 'unsafe-inline' https:\/\/fonts\.googleapis\.com/,
    );
    assert.match(csp, /font-src 'self' data: https:\/\/fonts\.gstatic\.com/);
    assert.match(
      csp,
      /connect-src 'self' https:\/\/plausible\.io https:\/\/codesandbox\.io;/,
    );
    assert.match(csp, /frame-ancestors 'none'/);
  });

  it('lets forms post to the site and the listed origins only', () => {
    assert.match(csp, /form-action 'self' https:\/\/stackblitz\.com;/);
    assert.match(
      contentSecurityPolicy({
        inlineScriptHashes: [],
        scriptOrigins: [],
        styleOrigins: [],
        fontOrigins: [],
        connectOrigins: [],
        formOrigins: [],
      }),
      /form-action 'self';/,
    );
  });

  it('writes a _headers rule for every path', () => {
    assert.equal(
      headersFile('default-src x'),
      '/*\n  Content-Security-Policy: default-src x\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n',
    );
  });
});
