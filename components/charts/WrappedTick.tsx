import { palette, SMALL_TEXT } from '@/styles/tokens';

/** Average width of a character of the axis font, in pixels (Noto Sans at the small size). */
const CHAR_PX = 7;
const LINE_EM = 1.15;

/**
 * A category label in lines that fit `width`: words wrap, and a label longer than `maxLines` keeps its start and
 * its end with "…" between, so labels that differ only at the end ("… to sea-level rise", "… to storm surge")
 * stay told apart (a cut at the end showed "sea-…" and "stor…").
 */
export function wrapLabel(label: string, width: number, maxLines: number): string[] {
  const max = Math.max(8, Math.floor(width / CHAR_PX));
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= max) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const fitted = lines.map((l) => (l.length > max ? `${l.slice(0, max - 1)}…` : l));
  if (fitted.length <= maxLines) return fitted;
  const rest = lines.slice(maxLines - 1).join(' ');
  return [...fitted.slice(0, maxLines - 1), `…${rest.slice(rest.length - (max - 1))}`];
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value: unknown };
}

/** A recharts `tick` for a vertical bar chart's category axis that wraps its label (see wrapLabel). */
export function wrappedTick(width: number, maxLines: number) {
  function WrappedTick({ x: xAt = 0, y: yAt = 0, payload }: TickProps) {
    const x = Number(xAt);
    const y = Number(yAt);
    const lines = wrapLabel(String(payload?.value ?? ''), width - 8, maxLines);
    const first = -((lines.length - 1) * LINE_EM) / 2 + 0.35;
    return (
      <text x={x} y={y} textAnchor="end" fill={palette.text} fontSize={SMALL_TEXT}>
        {lines.map((l, i) => (
          <tspan key={i} x={x} dy={`${i === 0 ? first : LINE_EM}em`}>
            {l}
          </tspan>
        ))}
      </text>
    );
  }
  return WrappedTick;
}
