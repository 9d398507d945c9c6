// Run by `npm run build:web` after `remix vite:build`: writes NAME.br and NAME.gz beside every
// compressible file of build/client above 1 KB, at the highest levels (once per build, never per
// request). backend/src/web-static.ts serves them by Accept-Encoding (docs/decisions/044).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'build', 'client');
// Text the browser fetches; source maps are not served to users, images and fonts are compressed already.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

async function precompress(file) {
  const raw = await readFile(file);
  const variants = [
    ['.br', () => br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })],
    ['.gz', () => gz(raw, { level: 9 })],
  ];
  let saved = 0;
  for (const [ext, compress] of variants) {
    const bytes = await compress();
    // A variant no smaller than the file is not worth a second copy: the server then sends the file.
    if (bytes.length < raw.length) {
      await writeFile(file + ext, bytes);
      saved = Math.max(saved, raw.length - bytes.length);
    } else await rm(file + ext, { force: true });
  }
  return saved;
}

if (!existsSync(client)) {
  console.error(`precompress: ${client} is missing; run remix vite:build first`);
  process.exit(1);
}
const all = walk(client);
// A variant whose file is gone (an output folder not emptied) would be served for nothing.
await Promise.all(all.filter((f) => /\.(br|gz)$/.test(f) && !existsSync(f.slice(0, -3))).map((f) => rm(f)));
const targets = all.filter((f) => COMPRESSIBLE.has(path.extname(f)) && statSync(f).size > MIN_BYTES);
let saved = 0;
// Two at a time: the build machines have two cores.
for (let i = 0; i < targets.length; i += 2) saved += (await Promise.all(targets.slice(i, i + 2).map(precompress))).reduce((a, b) => a + b, 0);
const summary = `precompress: ${targets.length} files, brotli saves ${(saved / 1024).toFixed(0)} KB`;
// Last: scripts/build-if-needed.mjs takes this file as the web build's output (outside build/client: not served).
await writeFile(path.join(root, 'build', '.precompressed'), `${summary}\n`);
console.log(summary);
