import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The layers of src/ (docs/ARCHITECTURE.md): app/ composes the areas of features/, which build
// on the shared components/, lib/ and i18n/. An area never imports another area; the shared
// code imports no area and nothing of app/. Of app/, an area may use only the kernel below:
// the store's typed hooks, the thunk helper, the HTTP channels, the session, the ui state, the
// page the server drew and the overlays fetched when they first open.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appKernel = ['./hooks.ts', './create-api-thunk.ts', './api-client.ts', './reset-store.ts', './ui-slice.ts', './session', './server-render.ts', './lazy-overlay.tsx'];

const areaBoundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'An area does not import another area: move what both need down into components/ or lib/, or compose them in app/.',
  })),
  {
    target: ['./src/components', './src/lib', './src/i18n'],
    from: ['./src/features', './src/app'],
    message: 'Shared code imports no area and nothing of app/.',
  },
  {
    target: appKernel.map((path) => `./src/app/${path.slice(2)}`),
    from: './src/features',
    message: 'The kernel of app/ imports no area.',
  },
];
// Tests may also build the whole store (makeStore) and render through src/testing.
const codeBoundaries = [
  ...areaBoundaries,
  {
    target: './src/features',
    from: './src/app',
    except: appKernel,
    message: 'An area uses only the kernel of app/ (hooks, thunk helper, HTTP channels, session, ui state, the page the server drew, lazy overlays).',
  },
];
const testFiles = ['src/**/*.test.{ts,tsx}', 'src/testing/**'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: codeBoundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Link and NavLink come from '@/lib/link': React Router's do three times the work on every page the server draws (docs/DECISIONS.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // Compares the app's links with React Router's.
    files: ['src/lib/link.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: areaBoundaries }] },
  },
  {
    // Browser tests run in Node; the callbacks given to page.evaluate run in the page.
    files: ['e2e/**/*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
