import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Bundles the worker pool's entry (lib/server/workers) so uploads, extracts and downloads run in real threads.
  // …and makes the template database each test file copies (__tests__/helpers/tempDb.ts).
  globalSetup: '<rootDir>/scripts/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.mjs',
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/node_modules/', '<rootDir>/.next/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Every component renders inside the site's IntlProvider, as in pages/_app.tsx (English catalogs).
    '^@testing-library/react$': '<rootDir>/__tests__/helpers/rtlWithIntl.tsx',
    // shpjs's browser build needs `self`; its ESM source runs in node (transformed below).
    '^shpjs$': '<rootDir>/node_modules/shpjs/lib/index.js',
    '^but-unzip$': '<rootDir>/node_modules/but-unzip/index.node.min.mjs',
    // The map components run against a small stub of the SDK (no WebGL, workers or assets in jsdom), the
    // pattern of Esri's testing samples: each module a class that keeps what it is given. See __mocks__/@arcgis.
    '^@arcgis/core/(?!assets/)(.*)$': '<rootDir>/__mocks__/@arcgis/core/$1',
  },
  // API and database suites share temp files and Azurite; two workers suit these 2-core machines.
  maxWorkers: 2,
  testTimeout: 30_000,
};

/** ESM-only packages (the unified / Markdown ecosystem) that jest must transform to CommonJS. */
const ESM_PACKAGES = [
  'react-markdown',
  'remark-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'hast-.*',
  'estree-util-.*',
  'devlop',
  '.*-separated-tokens',
  'property-information',
  'html-url-attributes',
  'decode-named-character-reference',
  'character-.*',
  'parse-entities',
  'is-alpha.*',
  'is-decimal',
  'is-hexadecimal',
  'stringify-entities',
  'ccount',
  'longest-streak',
  'zwitch',
  'markdown-table',
  'trim-lines',
  '@ungap/structured-clone',
  'escape-string-regexp',
  // shpjs (reads downloaded shapefiles back in the features API test) and its ESM dependencies
  'shpjs',
  'but-unzip',
  'parsedbf',
  // the R-tree behind the self-intersection check and the extract clip
  'flatbush',
  'flatqueue',
  // the message catalogs' runtime (use-intl, ICU message format) and the contact form's language detection
  'use-intl',
  'icu-minify',
  '@schummar/.*',
  '@formatjs/.*',
  'intl-messageformat',
  'franc-min',
  'trigram-utils',
  'n-gram',
  'collapse-white-space',
  // k-means for the comment themes (mljs) and its ESM dependencies
  'ml-.*',
  'is-any-array',
];

export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.includes('node_modules')),
    ],
  };
}
