import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, it} from 'node:test';

import {readSiteEnv, thirdPartyOrigins} from '../../config/siteEnv';
import {inlineScripts, sha256Source} from '../../scripts/lib/csp';

const siteDir = join(__dirname, '..', '..');

/** Shapes of credentials that must never be committed or shipped. */
const SECRET_PATTERNS = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\bgh[pousr]_[A-Za-z0-9]{30,}/,
  /\bnpm_[A-Za-z0-9]{30,}/,
  /\bAKIA[0-9A-Z]{16}\b/,
  /\bxox[abpr]-[A-Za-z0-9-]{10,}/,
  /(?:secret|password|admin[_-]?api[_-]?key)["']?\s*[:=]\s*["'][^"'\s]{12,}["']/i,
];

function findSecrets(
  files: string[],
  readFile: (file: string) => string,
): string[] {
  return files.flatMap((file) => {
    const text = readFile(file);
    return SECRET_PATTERNS.filter((pattern) => pattern.test(text)).map(
      (pattern) => `${file}: ${pattern}`,
    );
  });
}

describe('security basics', () => {
  it('the repository holds no credentials', () => {
    const files = execFileSync('git', ['ls-files'], {
      cwd: siteDir,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(
        (file) =>
          file && !file.endsWith('.png') && file !== 'package-lock.json',
      );
    assert.ok(files.length > 50);
    assert.deepEqual(
      findSecrets(files, (file) => readFileSync(join(siteDir, file), 'utf8')),
      [],
    );
  });

  it('the build ships no credentials', () => {
    const buildDir = join(siteDir, 'build');
    const files = readdirSync(buildDir, {recursive: true})
      .map(String)
      .filter((file) => /\.(html|js|json|txt|xml|css)$/.test(file));
    assert.deepEqual(
      findSecrets(files, (file) => readFileSync(join(buildDir, file), 'utf8')),
      [],
    );
  });

  it('third-party scripts are deferred and come only from configured hosts', () => {
    const allowed = new Set(thirdPartyOrigins(readSiteEnv()).scriptOrigins);
    const buildDir = join(siteDir, 'build');
    const offending = readdirSync(buildDir, {recursive: true})
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) => {
        const $ = load(readFileSync(join(buildDir, file), 'utf8'));
        return $('script[src^="http:"], script[src^="https:"]')
          .toArray()
          .filter((script) => {
            const tag = $(script);
            return (
              !allowed.has(new URL(tag.attr('src')!).origin) ||
              (tag.attr('defer') === undefined &&
                tag.attr('async') === undefined)
            );
          })
          .map((script) => `${file}: ${$.html(script)}`);
      });
    assert.deepEqual(offending, []);
  });

  it('the policy allows every inline script of every built page, redirect pages included', () => {
    const buildDir = join(siteDir, 'build');
    const policy = /Content-Security-Policy: (.*)/.exec(
      readFileSync(join(buildDir, '_headers'), 'utf8'),
    )![1]!;
    const allowed = new Set(/script-src ([^;]*)/.exec(policy)![1]!.split(' '));
    const pages = readdirSync(buildDir, {recursive: true})
      .map(String)
      .filter((file) => file.endsWith('.html'));
    assert.ok(pages.includes(join('docs', 'accessibility', 'index.html')));
    const refused = pages.flatMap((file) =>
      inlineScripts(readFileSync(join(buildDir, file), 'utf8'))
        .filter((script) => !allowed.has(sha256Source(script)))
        .map((script) => `${file}: ${script.trim().slice(0, 60)}`),
    );
    assert.deepEqual(refused, []);
  });

  it('the patterns catch what they are meant to', () => {
    const fake = (name: string) => `${name}: "${'x'.repeat(16)}"`;
    assert.equal(findSecrets(['a'], () => fake('password')).length, 1);
    assert.equal(
      findSecrets(['a'], () => `token ghp_${'a'.repeat(36)}`).length,
      1,
    );
    assert.equal(
      findSecrets(['a'], () => 'The public search key is fine.').length,
      0,
    );
  });
});
