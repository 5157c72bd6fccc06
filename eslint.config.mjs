// One ESLint configuration for the whole monorepo. `npm run lint` at the root checks everything; `npm run lint` in a
// workspace runs the same configuration on that folder only. Formatting is Prettier's job (eslint-config-prettier,
// last, turns off every rule that would disagree with it).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const remotes = ['mfe-chrome', 'mfe-catalogue', 'mfe-content', 'mfe-careers', 'mfe-search'];
const workspaces = ['shared-contracts', 'api', 'shell', 'admin', 'tests', 'docker', ...remotes];
const otherWorkspaces = (...allowed) => workspaces.filter((name) => !allowed.includes(name));

/** The feature folders of a remote (src/features/<feature>/), read from the disk so a new feature is covered too. */
function featuresOf(remote) {
  const dir = path.join(root, remote, 'src/features');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// Import boundaries (import-x/no-restricted-paths; paths are relative to the repository root, and are checked on
// the resolved file, so a relative path and a package name are caught alike).
const boundaries = [
  {
    target: 'shared-contracts',
    from: otherWorkspaces('shared-contracts'),
    message: 'shared-contracts is the bottom layer: it imports no other package of the site.',
  },
  ...remotes.map((remote) => ({
    target: remote,
    from: otherWorkspaces(remote, 'shared-contracts'),
    message:
      'A remote imports only @ergoforma/shared-contracts and its own files: never another remote, the shell or the API ' +
      '(reach them through events, stores and the URL).',
  })),
  {
    target: 'shell',
    from: otherWorkspaces('shell', 'shared-contracts'),
    message: 'The shell loads remotes at run time through Module Federation; it never imports their source or the API.',
  },
  {
    target: 'api',
    from: otherWorkspaces('api', 'shared-contracts'),
    message: 'The API imports only @ergoforma/shared-contracts (types) and its own files.',
  },
  {
    target: 'admin',
    from: otherWorkspaces('admin', 'shared-contracts'),
    message:
      'The back office talks to the API over HTTP only (/api/admin); it imports only @ergoforma/shared-contracts.',
  },
  {
    target: ['tests', 'docker'],
    from: otherWorkspaces('tests', 'docker', 'shared-contracts'),
    message: 'End-to-end and container tests drive the built site from outside; they import no package source.',
  },
  {
    target: 'shell/src/app',
    from: ['shell/src/client', 'shell/src/server'],
    message:
      'shell/src/app runs on the server and in the browser: it imports neither shell/src/client nor shell/src/server.',
  },
  ...remotes.flatMap((remote) => [
    // Features are independent of each other: what two features share lives in src/components, src/hooks or
    // src/utils; what combines features lives in src/exposes.
    ...featuresOf(remote).map((feature) => ({
      target: `${remote}/src/features/${feature}`,
      from: `${remote}/src/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature: move what both need to ${remote}/src/{components,hooks,utils}, or compose them in ${remote}/src/exposes.`,
    })),
    {
      target: ['components', 'hooks', 'utils', 'i18n'].map((shared) => `${remote}/src/${shared}`),
      from: [`${remote}/src/features`, `${remote}/src/exposes`],
      message: 'Shared components, hooks and utilities are the bottom layer of a remote: they import no feature.',
    },
  ]),
];

// Production code of a feature does not import the remote's published modules (imports flow exposes → features). Its
// tests may: a feature's test can render it inside the composition it ships in (e.g. a block in the content page).
const productionBoundaries = [
  ...boundaries,
  ...remotes.map((remote) => ({
    target: `${remote}/src/features`,
    from: `${remote}/src/exposes`,
    message: 'Imports flow exposes → features: a feature does not import the modules the remote publishes.',
  })),
];

const tsconfigs = workspaces.map((name) => path.join(root, name, 'tsconfig.json'));

const typeCheckedRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/no-unnecessary-type-assertion': 'error',
};

export default tseslint.config(
  {
    name: 'ignored files',
    ignores: [
      '**/dist/',
      '**/releases/',
      '**/coverage/',
      'api/var/',
      'tests/test-results/',
      'tests/playwright-report/',
    ],
  },
  {
    name: 'linter options',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'typescript: type-aware rules',
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        // css-modules.d.ts (the type of `import styles from './x.module.css'`) belongs to the remotes' projects,
        // which include it from outside their folder; linted on its own it gets a default project.
        projectService: { allowDefaultProject: ['shared-contracts/css-modules.d.ts'] },
        tsconfigRootDir: root,
      },
    },
    rules: typeCheckedRules,
  },
  {
    name: 'typescript: project rules',
    rules: {
      // package.json is read with require(): an import of it would sit outside the compiled rootDir.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['/package\\.json$'] }],
      // `_name` marks a parameter or binding kept for its position (an unused callback argument, a skipped item).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'imports: boundaries and cycles',
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads (and with which parser) to follow imports, e.g. for no-cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsconfigs, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: productionBoundaries }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    name: 'imports: boundaries for tests',
    files: ['**/__tests__/**', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  {
    name: 'file names: kebab-case',
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,cjs,ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    name: 'folder names: kebab-case',
    files: ['*/**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // Folders of source trees (src/); __tests__ is Jest's folder name for tests, the one exception.
      'check-file/folder-naming-convention': ['error', { '**/src/**/!(__tests__)/': 'KEBAB_CASE' }],
    },
  },
  {
    name: 'react: hooks',
    files: ['{shared-contracts,shell,admin,mfe-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic rules of hooks. The plugin's React Compiler rules (refs, set-state-in-effect,
    // preserve-manual-memoization, …) are left out: the site does not use the compiler, and they report ~30
    // deliberate patterns it cannot see through, chiefly the latest-callback ref (`latest.current = onDismiss`) and
    // browser-only state set after hydration so that the server and the hydrating client render the same HTML.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useAfterHydrationEffect (shell) takes an effect and its dependencies like useEffect: checked the same way (the
      // name ends in "Effect", so the rule allows dependencies the effect does not read, as it does for useEffect).
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useAfterHydrationEffect$' }],
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    name: 'react: accessibility',
    files: ['**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our form labels wrap the input and a <span><strong>name</strong><small>help</small></span>: one level deeper
      // than the rule looks by default.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // A scrollable region (a wide table) must be focusable so that keyboard users can scroll it (axe's
      // scrollable-region-focusable); tab panels as in the rule's own default.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    name: 'globals: browser (remotes, the shell app and client, contracts, the back office)',
    files: ['{shared-contracts,shell,admin,mfe-*}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'globals: node (API, shell server, CommonJS configs and build scripts, Playwright)',
    files: ['api/**', 'shell/src/server/**', 'admin/server/**', 'tests/**', 'docker/**', '**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'CommonJS files',
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // Plain CommonJS (webpack and Jest configuration, the remotes' serve and release scripts) uses require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The .js/.mjs files are in no tsconfig, so there is no type information for them.
    ...tseslint.configs.disableTypeChecked,
    name: 'plain JavaScript: no type-aware rules',
    files: ['**/*.{js,cjs,mjs}'],
  },
  {
    name: 'tests: jest globals',
    files: ['**/__tests__/**', '**/testing/**', 'jest.setup-dom.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    ...testingLibrary.configs['flat/react'],
    name: 'tests: testing-library (React component tests)',
    files: ['{shared-contracts,shell,mfe-*}/src/**/__tests__/**/*.{ts,tsx}'],
    ignores: ['shell/src/server/**'],
    settings: {
      // The project's render is renderRemote (providers of a remote: router, i18n, stores). Naming it keeps the
      // plugin from taking every function called render* (react-dom's renderToString, test helpers that return a
      // userEvent) for Testing Library's render.
      'testing-library/utils-module': '@ergoforma/shared-contracts/testing',
      'testing-library/custom-renders': ['renderRemote'],
    },
  },
  {
    ...jestDom.configs['flat/recommended'],
    name: 'tests: jest-dom matchers',
    files: ['{shared-contracts,shell,mfe-*}/src/**/__tests__/**/*.{ts,tsx}'],
    ignores: ['shell/src/server/**'],
  },
  prettier,
);
