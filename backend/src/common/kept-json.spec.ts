import { gunzipSync } from 'node:zlib';
import { jsonPieces, keepJson, keepPieces } from './kept-json';

const big = JSON.stringify({ rows: Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `Nguyễn ${i}`, score: i / 7 })) });

describe('kept JSON', () => {
  it('a megabytes answer compressed in parts is one gzip of the same bytes', async () => {
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    const kept = await keepJson(big);
    expect(kept.raw.toString()).toBe(big);
    expect(gunzipSync(kept.gzip).toString()).toBe(big);
  });

  it('pieces laid side by side are one gzip of their bytes, however many and however small', async () => {
    const texts = ['{"list":[', '', ...Array.from({ length: 300 }, (_, i) => `${i ? ',' : ''}{"n":${i},"s":"ở ${i}"}`), ']}'];
    const kept = keepPieces(await jsonPieces(texts));
    expect(kept.raw.toString()).toBe(texts.join(''));
    expect(JSON.parse(gunzipSync(kept.gzip).toString())).toEqual(JSON.parse(texts.join('')));
  });
});
