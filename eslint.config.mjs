// ESLint: typescript-eslint's recommended rules on every TypeScript source, with no warnings allowed (CI).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'build/', 'data/', '.cache/', 'coverage/', 'test-results/', 'public/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['frontend/**/*.tsx', 'frontend/**/*.ts'], ...reactHooks.configs['recommended-latest'] },
  { files: ['**/*.cjs', '**/*.js'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // The service worker (decision 051): a classic script in the worker's global scope.
  { files: ['frontend/public/sw.js'], languageOptions: { sourceType: 'script', globals: { self: 'readonly' } } },
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {
        process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly',
        clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', setImmediate: 'readonly',
        globalThis: 'readonly', __dirname: 'readonly', window: 'readonly', document: 'readonly', fetch: 'readonly',
        navigator: 'readonly', localStorage: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly', performance: 'readonly',
      },
    },
    rules: {
      // Unused parameters named _x are deliberate (interface shapes, Nest signatures).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
