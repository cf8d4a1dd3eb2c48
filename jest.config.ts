/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only packages that Jest's CommonJS runtime must have transformed (TOOLCHAIN.md "jest 30 with ESM-only packages").
const esmPackages = ['jose', '@middy', 'openai', '@octokit', 'universal-user-agent', 'before-after-hook', 'file-type',
  'strtok3', 'token-types', 'peek-readable', '@tokenizer', '@borewit', 'uint8array-extras', 'lucide-static', 'parse5', 'entities',
  'oauth4webapi', 'openid-client', 'oauth2-mock-server', 'isomorphic-git', 'p-limit', 'yocto-queue', 'content-type', 'json-with-bigint', 'is-plain-obj', 'svgo',
  '@aws/lambda-invoke-store'];

const swc = ['@swc/jest', {
  jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
  module: { type: 'commonjs' },
}] as const;

const base = {
  setupFiles: ['<rootDir>/test/quiet-logs.cjs'],
  transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>], '^.+\\.mjs$': swc as unknown as [string, Record<string, unknown>] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@middy/([^/]+)$': '<rootDir>/node_modules/@middy/$1/index.js',
    // svgo's browser build is exported for import only (the art module uses it; see art/index.ts).
    '^svgo/browser$': '<rootDir>/node_modules/svgo/dist/svgo.browser.js',
    // Its CommonJS build loads async_hooks with import(), which Jest's CommonJS runtime refuses; the ESM
    // build, transformed like the packages above, turns that into require().
    '^@aws/lambda-invoke-store$': '<rootDir>/node_modules/@aws/lambda-invoke-store/dist-es/invoke-store.js',
    // zod's locale files are one ESM build for both conditions; the CommonJS runtime takes the .cjs twin
    // (so it shares zod/mini's CommonJS core).
    '^zod/v4/locales/(.*)\\.js$': '<rootDir>/node_modules/zod/v4/locales/$1.cjs',
  },
};

const config: Config = {
  testTimeout: 30_000,
  reporters: ['default', '<rootDir>/test/summary-reporter.cjs'],
  projects: [
    { ...base, displayName: 'core', testEnvironment: 'node', roots: ['<rootDir>/packages/core'] },
    { ...base, displayName: 'data', testEnvironment: 'node', roots: ['<rootDir>/packages/data'] },
    { ...base, displayName: 'deploy', testEnvironment: 'node', roots: ['<rootDir>/packages/deploy'] },
    { ...base, displayName: 'sitegen', testEnvironment: 'node', roots: ['<rootDir>/packages/sitegen'] },
    { ...base, displayName: 'api-client', testEnvironment: 'node', roots: ['<rootDir>/packages/api-client'] },
    { ...base, displayName: 'functions', testEnvironment: 'node', roots: ['<rootDir>/functions'] },
    { ...base, displayName: 'infra', testEnvironment: 'node', roots: ['<rootDir>/infra'] },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      moduleNameMapper: { ...base.moduleNameMapper, '\\.(css|svg|png|jpg|webp)$': '<rootDir>/web/src/test/file-stub.ts' },
    },
    { ...base, displayName: 'e2e', testEnvironment: 'node', roots: ['<rootDir>/web/e2e'] },
  ],
};

export default config;
