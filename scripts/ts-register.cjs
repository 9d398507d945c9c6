// `node -r ./scripts/ts-register.cjs backend/src/main.ts`: runs the TypeScript sources without a build,
// compiled file by file with @swc/core as jest does (legacy decorators and their metadata, which Nest's
// injection reads). Used by tests that need the app in a child process and by the upgrade fixture maker.
// Compiled files are kept in .cache/ts-register by a hash of their source, so a restart compiles nothing.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const cacheDir = path.join(__dirname, '..', '.cache', 'ts-register');
// A new @swc/core or new options below compile differently: they are part of every cache key.
const version = `${require('@swc/core/package.json').version}:${createHash('sha1').update(readFileSync(path.join(__dirname, 'ts-register.cjs'))).digest('hex')}`;
const options = (filename) => ({
  filename,
  sourceMaps: 'inline',
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true, tsx: filename.endsWith('.tsx') },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
});

function compile(filename) {
  const source = readFileSync(filename, 'utf8');
  const key = createHash('sha1').update(`${version}\0${filename}\0`).update(source).digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return readFileSync(cached, 'utf8');
  } catch { /* not compiled yet */ }
  const { code } = transformSync(source, options(filename));
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temp = `${cached}.${process.pid}`;
    writeFileSync(temp, code);
    renameSync(temp, cached);
  } catch { /* a read-only clone: compile again next time */ }
  return code;
}

for (const ext of ['.ts', '.tsx']) {
  require.extensions[ext] = (module, filename) => module._compile(compile(filename), filename);
}
