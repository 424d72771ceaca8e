/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The type scale lives in styles/theme.ts (h1–h3, body1 and the site variants lead, panelTitle, cardTitle,
 * itemTitle, figure, ui, small). A component that sets its own font size drifts from it; this lists any.
 */
const ALLOWED = new Set([
  // SVG text inside the two logos is drawn at the logo's own scale, not the page's.
  'components/layout/Logos.tsx',
  // The 'New'/'Updated' tag is a fixed-width badge (SPEC §9) with its own small type.
  'components/navigation/NavTag.tsx',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

it('no component or page sets an ad-hoc font size', () => {
  const root = process.cwd();
  const offenders = ['components', 'pages'].flatMap((d) =>
    sourceFiles(path.join(root, d)).flatMap((file) => {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (ALLOWED.has(rel)) return [];
      return fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          // fontSize: 14 / '1.1rem' / { xs: 17 } in sx or style; icon sizes (fontSize="small") are fine.
          /fontSize\s*:\s*(\d|'[\d.]+(px|rem|em)'|\{)/.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : [],
        );
    }),
  );
  expect(offenders).toEqual([]);
});
