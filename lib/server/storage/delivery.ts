/** Document types a browser may show inline from the site's origin (never SVG or HTML: they run script). */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * CSP for every served document. `sandbox` makes anything that does render a script-less,
 * unique-origin page; Chromium 156's PDF viewer still opens a sandboxed PDF (checked in e2e/security).
 */
const DOCUMENT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** How one stored document is sent: its type and disposition, and the headers every document carries. */
export function documentHeaders(contentType: string, filename: string): Record<string, string> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const inline = INLINE_TYPES.has(type);
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const disposition = `${inline ? 'inline' : 'attachment'}; filename="${ascii}"`;
  return {
    'Content-Type': inline ? type : 'application/octet-stream',
    'Content-Disposition':
      ascii === filename ? disposition : `${disposition}; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': DOCUMENT_CSP,
  };
}
