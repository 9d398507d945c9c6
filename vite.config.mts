import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

import { bundleGraph } from './scripts/bundle-graph.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  publicDir: 'frontend/public',
  plugins: [
    remix({
      appDirectory: 'frontend/app',
      buildDirectory: 'build',
      serverBuildFile: 'index.mjs',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
    // The server build stays one module (build/server/index.mjs): a chunk split off it (the languages'
    // strings, decision 045) would be a .js file that node first tries as CommonJS, with a warning.
    {
      name: 'studio-ssr-one-file',
      config: (_config, { isSsrBuild }) => (isSsrBuild ? { build: { rollupOptions: { output: { inlineDynamicImports: true } } } } : undefined),
    },
    // What each browser chunk holds, for scripts/bundle-report.mjs and the bundle test.
    bundleGraph({ root, out: `${root}build/bundle-graph.json` }),
  ],
  resolve: {
    alias: [
      { find: /^@studio\/domain$/, replacement: `${root}libs/domain/src/index.ts` },
      { find: /^~\//, replacement: `${root}frontend/app/` },
    ],
  },
  // The dashboard imports one tremor component by its own ESM module (mission-blocks.tsx); the package
  // is not "type": "module", so node could not load that file itself: the server build bundles it.
  ssr: { noExternal: ['@tremor/react'] },
  server: {
    // The HMR socket would otherwise listen on every interface.
    hmr: { port: 24678, host: '127.0.0.1' },
  },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@remix-run/react',
      'i18next',
      'react-i18next',
      'sonner',
      'lucide-react',
      'clsx',
      'tailwind-merge',
      'class-variance-authority',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-label',
      '@radix-ui/react-slot',
      '@radix-ui/react-tabs',
    ],
  },
});
