import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/** Import direction (ARCHITECTURE §3): pages → components, lib; components → lib/client, lib/shared; lib never → pages. */
const noPages = { group: ['@/pages/*', '**/pages/*'], message: 'lib and components never import pages.' };
const noServer = {
  group: ['@/lib/server/*', '**/lib/server/*'],
  message: 'Only pages (getServerSideProps / API routes), lib/server and scripts may import lib/server.',
};
const noClient = {
  group: ['@/lib/client/*', '**/lib/client/*'],
  message: 'Server code must not import the browser client.',
};
const noComponents = {
  group: ['@/components/*', '**/components/*'],
  message: 'lib never imports components.',
};

/** Production code imports no seed code: what it needs lives in production modules the seeds import. */
const noSeeds = {
  group: ['@/lib/server/db/seeds', '@/lib/server/db/seeds/*', '**/db/seeds', '**/db/seeds/*'],
  message:
    'Production code imports no seed code: move what it needs out of lib/server/db/seeds into a production module the seeds import.',
};

/** lib/server/runtime is the top of lib/server: nothing under it imports it (__tests__/lib/server/house.test.ts). */
const noRuntime = {
  group: ['@/lib/server/runtime', '@/lib/server/runtime/*', '**/runtime/*'],
  message:
    'lib/server/runtime is the top of the house: queue a job with enqueueJob from @/lib/server/jobs/enqueue, run a task with runTask from @/lib/server/workers/pool.',
};
/** A page's or route's query and body schemas live beside their domain's, in lib/shared/schemas. */
const noInlineSchemas = {
  name: 'zod',
  message: "Write the schema beside its domain's schemas in lib/shared/schemas and import it from there.",
};
const noServices = {
  group: ['@/lib/server/services/*', '@/lib/server/search/*', '**/services/*'],
  message:
    'The job queue and the worker pool import no service: every job and task is listed in lib/server/runtime/.',
};

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'data/**',
      'public/assets/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    files: ['components/**/*.{ts,tsx}', 'lib/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPages, noServer] }] },
  },
  {
    files: ['lib/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPages, noServer, noClient, noComponents] }] },
  },
  {
    // Services queue jobs with jobs/enqueue and run tasks with workers/pool; only the entries import runtime/.
    files: ['lib/server/**/*.{ts,tsx}'],
    ignores: ['lib/server/runtime/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noPages, noClient, noComponents, noSeeds, noRuntime] }],
    },
  },
  {
    files: ['lib/server/runtime/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPages, noClient, noComponents, noSeeds] }] },
  },
  {
    // The seeds themselves, and the auto-setup that runs them on an empty database (and `npm run db:seed`).
    files: ['lib/server/db/seeds/**/*.ts', 'lib/server/db/knex.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noPages, noClient, noComponents, noRuntime] }],
    },
  },
  {
    files: ['pages/**/*.{ts,tsx}', 'server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSeeds], paths: [noInlineSchemas] }] },
  },
  {
    // …and the queue imports no service, so the two never import each other.
    files: ['lib/server/jobs/*.ts', 'lib/server/workers/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noPages, noClient, noComponents, noServices, noSeeds, noRuntime] },
      ],
    },
  },
  {
    // CONVENTIONS 2: configuration is read once, in lib/server/env.ts (the logger reads its level itself: it is
    // built before anything else and imports nothing of the app).
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['lib/server/env.ts', 'lib/server/log.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through lib/server/env.ts.' },
      ],
    },
  },
  {
    // One server logger (lib/server/log.ts): structured lines, paths without query strings, no addresses.
    files: ['lib/server/**/*.{ts,tsx}', 'pages/api/**/*.{ts,tsx}', 'server.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
