/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS, FOCUS_RING, palette, rootCss, TYPE_SCALE } from '@/styles/tokens';

/**
 * The frame and content pages are styled with CSS modules, but colours, type and breakpoints
 * still live only in styles/tokens.ts: the CSS reads them as custom properties that pages/_document.tsx
 * writes from the tokens. These checks keep a literal from creeping into the CSS.
 */
const root = process.cwd();

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return cssFiles(full);
    return e.name.endsWith('.css') ? [full] : [];
  });
}

const files = ['components', 'styles'].flatMap((d) => cssFiles(path.join(root, d)));
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
/** The CSS without its comments, line by line with line numbers. */
function lines(file: string): [number, string][] {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ''))
    .split('\n')
    .map((l, i) => [i + 1, l] as [number, string]);
}

/** The 'New'/'Updated' badge has its own small type (SPEC §9), as typeScale.test.ts allows in TSX. */
const FONT_SIZE_ALLOWED = new Set(['components/navigation/nav.module.css:.tag']);

it('finds the CSS it checks', () => {
  expect(files.map(rel)).toEqual(
    expect.arrayContaining(['styles/global.css', 'components/layout/frame.module.css']),
  );
});

it('no CSS file holds a colour literal: colours come from the tokens (var(--vt-…))', () => {
  const offenders = files.flatMap((file) =>
    lines(file)
      .filter(([, l]) =>
        /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(|:\s*(black|white|red|blue|gray|grey)\b/i.test(l),
      )
      .map(([n, l]) => `${rel(file)}:${n}: ${l.trim()}`),
  );
  expect(offenders).toEqual([]);
});

it('no CSS file sets an ad-hoc font size: sizes come from the type scale (var(--vt-…-size))', () => {
  const offenders = files.flatMap((file) => {
    let selector = '';
    return lines(file).flatMap(([n, l]) => {
      if (l.includes('{')) selector = l.replace('{', '').trim();
      if (!/font-size\s*:/.test(l) || /font-size\s*:\s*var\(--vt-[a-z0-9-]+-size\)/.test(l)) return [];
      return FONT_SIZE_ALLOWED.has(`${rel(file)}:${selector}`) ? [] : [`${rel(file)}:${n}: ${l.trim()}`];
    });
  });
  expect(offenders).toEqual([]);
});

it('every @media width is a breakpoint of the tokens', () => {
  const widths = new Set(
    Object.values(BREAKPOINTS).flatMap((w) => [`min-width: ${w}px`, `max-width: ${w - 0.05}px`]),
  );
  const offenders = files.flatMap((file) =>
    lines(file).flatMap(([n, l]) =>
      [...l.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
        .map((m) => `${m[1]}-width: ${m[2]}px`)
        .filter((q) => !widths.has(q))
        .map((q) => `${rel(file)}:${n}: ${q}`),
    ),
  );
  expect(offenders).toEqual([]);
});

it('every custom property the CSS reads is one the tokens write', () => {
  const written = new Set([...rootCss().matchAll(/(--vt-[a-z0-9-]+):/g)].map((m) => m[1]));
  const read = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/var\((--vt-[a-z0-9-]+)\)/g)].map((m) => [rel(file), m[1]]),
  );
  expect(read.length).toBeGreaterThan(50);
  expect(read.filter(([, name]) => !written.has(name))).toEqual([]);
});

it('the tokens reach CSS with their values: colours, type steps with their phone sizes', () => {
  const css = rootCss();
  expect(css).toContain(`--vt-primary:${palette.primary}`);
  expect(css).toContain(`--vt-warning-text:${palette.warningText}`);
  expect(css).toContain(`--vt-h1-size:${TYPE_SCALE.h1.size}px`);
  expect(css).toContain(`--vt-body1-line-height:${TYPE_SCALE.body1.lineHeight}`);
  // Below md, the phone sizes (h1 30 px, body 15 px) override the desktop ones.
  const phone = css.slice(css.indexOf(`@media (max-width:${BREAKPOINTS.md - 0.05}px)`));
  expect(phone).toContain(`--vt-h1-size:${TYPE_SCALE.h1.phone}px`);
  expect(phone).toContain(`--vt-body1-size:${TYPE_SCALE.body1.phone}px`);
});

it('global.css draws the one focus ring of the tokens', () => {
  const css = fs.readFileSync(path.join(root, 'styles/global.css'), 'utf8');
  const withValues = (s: string) =>
    s.replace(/var\(--vt-([a-z-]+)\)/g, (_m, name: string) => {
      const key = name.replace(/-([a-z])/g, (_c, ch: string) => ch.toUpperCase()) as keyof typeof palette;
      return palette[key];
    });
  const ring = /:focus-visible,[^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  expect(withValues(ring)).toContain(`outline: ${FOCUS_RING.outline};`);
  expect(withValues(ring)).toContain(`outline-offset: ${FOCUS_RING.outlineOffset};`);
  expect(withValues(ring)).toContain(`box-shadow: ${FOCUS_RING.boxShadow};`);
});
