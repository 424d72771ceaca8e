/** Plain-text helpers for building search records. */

/** Markdown → plain text: links keep their label, markup, HTML and code fences are dropped. */
export function markdownToText(md: string): string {
  return md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The headings (## … ######) of a Markdown text, as plain text. */
export function markdownHeadings(md: string): string[] {
  return [...md.matchAll(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => markdownToText(m[1]));
}

/** Epoch ms of an MM/DD/YYYY date, or null. */
export function usDateMs(us: string | null): number | null {
  const m = us ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us) : null;
  return m ? Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])) : null;
}
