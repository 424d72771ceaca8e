import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The web fonts every page paints its text with (Noto Sans, latin, regular and bold: @fontsource/noto-sans,
 * imported by pages/_app.tsx), as the build named them, for <link rel="preload"> in every page's head.
 *
 * Without it the browser finds them only after the CSS has arrived and the page has been laid out, and paints
 * the text once they arrive: the largest paint of a content page then came after the page's
 * scripts had loaded and started, so Lighthouse counted every script's download in it (1.4–1.9× the same page
 * without scripts). Preloaded, they arrive with the CSS and the text is painted in the first frame.
 */
const FACES = [/^noto-sans-latin-400-normal\.[\w-]+\.woff2$/, /^noto-sans-latin-700-normal\.[\w-]+\.woff2$/];
const MEDIA_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'static', 'media');

let found: string[] | null = null;

/** The fonts' addresses (none when the build has not written them, e.g. a development server before its first build). */
export function fontPreloads(): string[] {
  if (found) return found;
  try {
    const files = readdirSync(MEDIA_DIR).sort();
    found = FACES.flatMap((face) => files.filter((f) => face.test(f)).slice(0, 1)).map(
      (f) => `/_next/static/media/${f}`,
    );
  } catch {
    found = [];
  }
  return found;
}
