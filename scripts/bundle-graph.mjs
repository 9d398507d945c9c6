// A Vite plugin that records, for each chunk of the browser build, its static and dynamic imports, its
// CSS and the npm packages whose code it holds: build/bundle-graph.json, read by scripts/bundle-report.mjs
// and the bundle test (test/browser/bundles.spec.ts). Kept out of build/client, so it is never served.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The npm package a module id belongs to (the last node_modules in its path), or null for app code. */
export function packageOf(id) {
  const m = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replace(/\\/g, '/'));
  return m ? m[1] : null;
}

export function bundleGraph({ root, out }) {
  let ssr = false;
  return {
    name: 'studio-bundle-graph',
    apply: 'build',
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const ids = Object.keys(item.modules);
        const packages = [...new Set(ids.map(packageOf).filter(Boolean))].sort();
        const app = ids
          .filter((id) => !packageOf(id) && id.startsWith(root))
          .map((id) => path.relative(root, id.split('?')[0]).replace(/\\/g, '/'))
          .sort();
        const meta = item.viteMetadata ?? {};
        chunks[item.fileName] = {
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          css: [...(meta.importedCss ?? [])],
          assets: [...(meta.importedAssets ?? [])],
          packages,
          app,
        };
      }
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify({ chunks }, null, 1)}\n`);
    },
  };
}
