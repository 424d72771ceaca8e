/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The house of lib/server: its storeys, top to bottom. A module may import its own storey or any below it, never
 * one above (the seeds aside: they fill the database with every storey's help, and only the auto-setup and
 * `npm run db:seed` run them). The first pattern a file matches (a folder ending in `/`, or a file) places it; a
 * new file no storey names fails the test, so say where it lives. README.md ("Where the code is") keeps the same
 * order. And no runtime import loop: a module never reaches itself through the imports that run (`import type`
 * aside; an `import()` counts).
 */
export const HOUSE: ReadonlyArray<readonly [storey: string, patterns: readonly string[]]> = [
  // The top: the job registry, the pool threads' entry, `npm run worker`'s entry, which change empties which
  // cache; and every page's getServerSideProps.
  ['runtime', ['runtime/', 'pageProps.ts']],
  // The rules, the search index built from them, and the door that reads the person through them (the API
  // handler, the session, sign-in's options and adapter).
  [
    'services',
    [
      'services/',
      'search/',
      'auth/session.ts',
      'auth/options.ts',
      'auth/adapter.ts',
      'http/apiHandler.ts',
      'http/spatialDataMailRoute.ts',
    ],
  ],
  // The machinery the services use: the job queue, the worker pool and its tasks, the change stamps, the rest of
  // http (rate limits, page cache, shutdown).
  ['machinery', ['jobs/', 'workers/', 'changes.ts', 'http/']],
  ['repositories', ['repositories/']],
  // The floor: the database, storage, files and formats, PDFs, mail, languages, settings and logs.
  [
    'floor',
    [
      'db/',
      'storage/',
      'geo/',
      'pdf/',
      'documents/',
      'mail/',
      'i18n/',
      'security/',
      'text/',
      'auth/',
      'env.ts',
      'log.ts',
      'csv.ts',
      'cache.ts',
      'markdown.ts',
      'markdownChecks.ts',
      'pageCopy.ts',
      'siteLink.ts',
    ],
  ],
];
const SEEDS = 'db/seeds/';

const ROOT = path.join(__dirname, '../../..');
const SERVER = path.join(ROOT, 'lib/server');

export interface Arrow {
  from: string;
  to: string;
  /** Only types cross (`import type`, or every name imported as a type): nothing runs. */
  typeOnly: boolean;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  const found = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ].find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  if (!found) throw new Error(`${path.relative(ROOT, from)}: cannot resolve '${spec}'`);
  return found;
}

/** Every import inside lib/server, by module path relative to lib/server. */
export function arrows(): Arrow[] {
  const out: Arrow[] = [];
  for (const file of sources(SERVER)) {
    const text = fs.readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const add = (spec: string, typeOnly: boolean) => {
      const to = resolve(file, spec);
      if (!to || !to.startsWith(SERVER + path.sep)) return;
      out.push({ from: path.relative(SERVER, file), to: path.relative(SERVER, to), typeOnly });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const named =
          clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
        const typeOnly =
          !!clause &&
          (clause.isTypeOnly ||
            (!clause.name &&
              !!named &&
              named.elements.length > 0 &&
              named.elements.every((e) => e.isTypeOnly)));
        add(node.moduleSpecifier.text, typeOnly);
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text, node.isTypeOnly);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, false);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

/** The storey of a module (its index in HOUSE, 0 at the top). */
export function storeyOf(file: string): number {
  const rel = file.split(path.sep).join('/');
  const i = HOUSE.findIndex(([, patterns]) =>
    patterns.some((p) => (p.endsWith('/') ? rel.startsWith(p) : rel === p)),
  );
  if (i < 0) throw new Error(`lib/server/${rel} is in no storey of the house: add it to HOUSE (and README).`);
  return i;
}

/** Imports that run back up the house. */
export const arrowsUp = (all: Arrow[]) =>
  all.filter((a) => !a.from.startsWith(SEEDS) && storeyOf(a.to) < storeyOf(a.from));

/** The import loops that run (strongly connected modules, over imports that are not type-only). */
export function loops(all: Arrow[]): string[][] {
  const next = new Map<string, string[]>();
  for (const a of all) if (!a.typeOnly) next.set(a.from, [...(next.get(a.from) ?? []), a.to]);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (next.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) connect(v);
  return found;
}

describe('the house of lib/server', () => {
  const all = arrows();

  it('reads the imports (a check that cannot miss them all)', () => {
    expect(all.length).toBeGreaterThan(800);
    expect(all.filter((a) => a.from === 'runtime/jobs.ts').length).toBeGreaterThan(5);
    // Seen as they are: a type-only import, an import() at run time.
    expect(all).toContainEqual({ from: 'workers/pool.ts', to: 'workers/tasks.ts', typeOnly: true });
    expect(all).toContainEqual({
      from: 'services/documents/mirror.ts',
      to: 'services/documents/check.ts',
      typeOnly: false,
    });
  });

  it('places every module on a storey', () => {
    for (const file of sources(SERVER)) storeyOf(path.relative(SERVER, file));
  });

  it('has no import that runs back up the house (the seeds aside)', () => {
    expect(arrowsUp(all).map((a) => `${a.from} -> ${a.to}`)).toEqual([]);
  });

  it('has no import loop at run time', () => {
    expect(loops(all)).toEqual([]);
  });

  it('finds an arrow back up and a loop when there is one (the checks can fail)', () => {
    const planted: Arrow[] = [
      { from: 'jobs/queue.ts', to: 'services/contact.ts', typeOnly: false },
      { from: 'services/contact.ts', to: 'jobs/queue.ts', typeOnly: false },
    ];
    expect(arrowsUp(planted)).toHaveLength(1);
    expect(loops(planted)).toEqual([['jobs/queue.ts', 'services/contact.ts']]);
    expect(loops(planted.map((a) => ({ ...a, typeOnly: true })))).toEqual([]);
  });
});
