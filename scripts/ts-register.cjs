// `node -r ./scripts/ts-register.cjs backend/src/main.ts`: runs the TypeScript sources without a build,
// compiled file by file with @swc/core as jest does (legacy decorators and their metadata, which Nest's
// injection reads). Used by tests that need the app in a child process and by the upgrade fixture maker.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

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

for (const ext of ['.ts', '.tsx']) {
  require.extensions[ext] = (module, filename) => {
    const { code } = transformSync(readFileSync(filename, 'utf8'), options(filename));
    module._compile(code, filename);
  };
}
