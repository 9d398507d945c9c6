import { gunzipSync } from 'node:zlib';
import { keepChain, keepJson } from './kept-json';

const big = JSON.stringify({ rows: Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `Nguyễn ${i}`, score: i / 7 })) });

describe('kept JSON', () => {
  it('a megabytes answer compressed in parts is one gzip of the same bytes', async () => {
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    const kept = await keepJson(big);
    expect(kept.raw.toString()).toBe(big);
    expect(gunzipSync(kept.gzip).toString()).toBe(big);
  });

  it('parts laid side by side are one gzip of their bytes; a part is compressed again only when it or the one before it changed', async () => {
    const parts = ['{"list":[', '', ...Array.from({ length: 300 }, (_, i) => `${i ? ',' : ''}{"n":${i},"s":"ở ${i}"}`), ']}'].map((x) => Buffer.from(x));
    const first = await keepChain(parts, new Map());
    expect(first.kept.raw.toString()).toBe(Buffer.concat(parts).toString());
    expect(JSON.parse(gunzipSync(first.kept.gzip).toString())).toEqual(JSON.parse(Buffer.concat(parts).toString()));
    // Part 100 replaced, part 200 dropped: their successors are compressed again with their new dictionaries.
    const changed = [...parts];
    changed[100] = Buffer.from(',{"n":"new"}');
    changed.splice(200, 1);
    const second = await keepChain(changed, first.links);
    expect(JSON.parse(gunzipSync(second.kept.gzip).toString())).toEqual(JSON.parse(Buffer.concat(changed).toString()));
    const redone = changed.filter((part) => second.links.get(part) !== first.links.get(part)).map((part) => changed.indexOf(part));
    expect(redone).toEqual([100, 101, 200]);
  });
});
