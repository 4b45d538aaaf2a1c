// Jest runs three projects, each transformed by Next.js's SWC setup (next/jest):
//   unit        *.test.ts   in Node
//   components  *.test.tsx  in jsdom with Testing Library
//   database    *.int.test.ts against the embedded database (PostgreSQL when DATABASE_URL is set)
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: __dirname });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  // Jest's clean-up of globals would wrap the Redis and database clients kept on globalThis (see
  // lib/redis, lib/db) while their sockets still close; jest.setup.database.ts closes them itself.
  // One mode per worker process, and workers run every project: so the same in each.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  // The build's standalone copy has a package.json of the same name: jest's module map would
  // warn of two 'tavola' packages on every run.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
};

const projects = [
  {
    ...shared,
    displayName: 'unit',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/*.test.ts', '<rootDir>/{src,scripts,bench}/**/*.test.ts'],
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
  },
  {
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  },
  {
    ...shared,
    displayName: 'database',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.int.test.ts'],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.database.ts'],
  },
];

module.exports = async () => ({
  // testTimeout is a global option (a project's own is ignored). The database tests open PGlite, which
  // takes seconds on a loaded 2-core CI machine, so every test gets 30 s rather than jest's 5 s.
  testTimeout: 30_000,
  projects: await Promise.all(projects.map((project) => createJestConfig(project)())),
});
