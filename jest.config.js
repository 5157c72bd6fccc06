// One Jest run over every package (`npm run test:unit`); each package is a project, so
// `npm test -w <package>` runs just its own tests.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Jest loads CommonJS only: swc turns these packages, which ship only ES modules, into CommonJS (`extra`: a project's own). */
const transformEsmOnly = (extra = []) => [
  // cookie@2 (fastify's inject), content-disposition@3 (@fastify/static), kysely, and otplib's @scure and @noble
  // helpers (some nested under @otplib).
  `/node_modules/(?!(${['cookie', 'content-disposition', 'kysely', '@otplib', '@scure', '@noble', ...extra].join('|')})/)`,
];

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@ergoforma/shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
    '^@ergoforma/shared-contracts/enums$': '<rootDir>/../shared-contracts/src/enums.ts',
    '^@ergoforma/shared-contracts/forms$': '<rootDir>/../shared-contracts/src/forms/use-typed-before-hydration.ts',
    '^@ergoforma/shared-contracts/ui/(.*)$': '<rootDir>/../shared-contracts/src/ui/$1',
    '^@ergoforma/shared-contracts/server$': '<rootDir>/../shared-contracts/src/server/index.ts',
    '^@ergoforma/shared-contracts/testing$': '<rootDir>/../shared-contracts/src/testing/index.ts',
    '\\.css$': 'identity-obj-proxy',
    // swiper ships only ES modules and needs real layout: component tests use a stand-in, Playwright the real one.
    '^swiper$': '<rootDir>/../shared-contracts/src/testing/fake-swiper.ts',
    '^swiper/modules$': '<rootDir>/../shared-contracts/src/testing/fake-swiper-modules.ts',
    '^swiper/css(/.*)?$': 'identity-obj-proxy',
  },
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transformIgnorePatterns: transformEsmOnly(),
};

const browserProject = (name) => ({
  ...base,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.js'],
});

module.exports = {
  // Jest's default of 5 s is within reach of ordinary tests on a busy 2-core machine (typing a whole form key by
  // key, reading every media file): a timeout is only there to stop a test that hangs. A global option: Jest
  // ignores it inside a project.
  testTimeout: 20_000,
  projects: [
    {
      ...base,
      displayName: 'shared-contracts',
      rootDir: '<rootDir>/shared-contracts',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.js'],
    },
    { ...base, displayName: 'docker', rootDir: '<rootDir>/docker', testEnvironment: 'node' },
    {
      ...base,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // file-type and the tokenizers it uses ship only ES modules, which the built API loads with require() (Node
      // 20.19+ does, by file-type's 'module-sync' export): here swc turns them into CommonJS, and the mapping names
      // the file Node picks, as Jest's resolver knows no 'module-sync'.
      moduleNameMapper: {
        ...base.moduleNameMapper,
        '^file-type$': require.resolve('file-type', { paths: [`${__dirname}/api`] }),
      },
      transformIgnorePatterns: transformEsmOnly([
        'file-type',
        'strtok3',
        'token-types',
        '@tokenizer/inflate',
        '@borewit/text-codec',
        'uint8array-extras',
      ]),
      setupFilesAfterEnv: ['<rootDir>/src/__tests__/jest-timeout.ts'],
      globalSetup: '<rootDir>/src/__tests__/media-global-setup.ts',
    },
    browserProject('mfe-chrome'),
    browserProject('mfe-catalogue'),
    browserProject('mfe-content'),
    browserProject('mfe-careers'),
    browserProject('mfe-search'),
    // Rooted patterns: a checkout path containing '/server/' must not move tests between the two projects.
    { ...browserProject('shell'), testPathIgnorePatterns: ['<rootDir>/src/server/'] },
    {
      ...base,
      displayName: 'shell-server',
      rootDir: '<rootDir>/shell',
      testEnvironment: 'node',
      // Server tests that apply a head to a document run under a jsdom docblock: they need the browser projects' setup.
      setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.js'],
      testMatch: ['<rootDir>/src/server/**/__tests__/**/*.test.ts?(x)'],
    },
    {
      ...browserProject('admin'),
      testEnvironment: '<rootDir>/jest-environment.js',
      testPathIgnorePatterns: ['<rootDir>/server/'],
      // react-admin's keyboard shortcuts (react-hotkeys-hook) ship only ES modules.
      transformIgnorePatterns: transformEsmOnly(['react-hotkeys-hook']),
    },
    {
      ...base,
      displayName: 'admin-server',
      rootDir: '<rootDir>/admin',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/__tests__/**/*.test.ts'],
    },
  ],
};
