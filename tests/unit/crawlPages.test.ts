import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {API_SHARDS, apiShard} from '../support/pages';

describe('the quality crawl picks API pages by fixed shard', () => {
  const routes = Array.from({length: 257}, (_, i) => `/api/functions/f${i}`);

  it('cuts the routes into disjoint shards that cover them all', () => {
    const shards = Array.from({length: API_SHARDS}, (_, i) =>
      apiShard(routes, String(i)),
    );
    assert.deepEqual(shards.flat().sort(), [...routes].sort());
    assert.equal(new Set(shards.flat()).size, routes.length);
    for (const shard of shards) {
      assert.ok(shard.length >= Math.floor(routes.length / API_SHARDS));
      assert.ok(shard.length <= Math.ceil(routes.length / API_SHARDS));
    }
  });

  it('picks the same pages on every run, spread over the whole list', () => {
    assert.deepEqual(apiShard(routes, '1'), apiShard(routes, '1'));
    assert.equal(apiShard(routes, '1')[0], routes[1]);
    assert.equal(apiShard(routes, '1')[1], routes[1 + API_SHARDS]);
  });

  it('crawls every page with "all" and refuses an unknown shard', () => {
    assert.deepEqual(apiShard(routes, 'all'), routes);
    assert.throws(
      () => apiShard(routes, String(API_SHARDS)),
      /CRAWL_API_SHARD/,
    );
    assert.throws(() => apiShard(routes, 'monday'), /CRAWL_API_SHARD/);
  });
});
