import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {describe, it} from 'node:test';

import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  metaPolicy,
  sha256Source,
  withPolicyMeta,
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

describe('metaPolicy', () => {
  it('drops what a <meta> policy cannot carry, and keeps the rest', () => {
    const csp = contentSecurityPolicy({
      inlineScriptHashes: [sha256Source('one()')],
      scriptOrigins: [],
      styleOrigins: [],
      fontOrigins: [],
      connectOrigins: [],
      formOrigins: [],
    });
    const meta = metaPolicy(csp);
    assert.doesNotMatch(meta, /frame-ancestors/);
    assert.deepEqual(
      meta.split('; '),
      csp.split('; ').filter((part) => !part.startsWith('frame-ancestors')),
    );
  });
});

describe('withPolicyMeta', () => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;x&quot; &amp;">`;

  it('puts the policy right after the character set, before any script', () => {
    assert.equal(
      withPolicyMeta(
        '<!doctype html><html lang=en><head><meta charset=UTF-8><script>a()</script>',
        `script-src 'self' "x" &`,
      ),
      `<!doctype html><html lang=en><head><meta charset=UTF-8>${meta}<script>a()</script>`,
    );
  });

  it('opens the head when there is no character set', () => {
    assert.equal(
      withPolicyMeta(
        '<html><head><script>a()</script>',
        `script-src 'self' "x" &`,
      ),
      `<html><head>${meta}<script>a()</script>`,
    );
  });
});
