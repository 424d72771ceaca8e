import { render, screen } from '@testing-library/react';
import { Logos } from '@/components/layout/Logos';

/** Lower case, punctuation dropped, whitespace collapsed: how axe compares a name with visible text. */
const curate = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('Logos (WCAG 2.5.3 Label in Name)', () => {
  it.each([
    ['plan', /^VTrans Virginia's Transportation Plan/],
    ['technical-assistance', /^GAP Technical Assistance Program/],
  ] as const)('each logo link’s name contains the words drawn in it (%s section)', (section, first) => {
    render(<Logos section={section} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links.some((l) => first.test(l.getAttribute('aria-label') ?? ''))).toBe(true);
    expect(curate(links[0]!.querySelector('svg')?.textContent ?? '')).toBe(
      'vtrans virginias transportation plan',
    );
    for (const link of links) {
      // The text of the SVG as a browser reads it: its text nodes in order, nothing added between them.
      const visible = curate(link.querySelector('svg')?.textContent ?? '');
      expect(visible.split(' ').length).toBeGreaterThanOrEqual(4);
      // Whole words, as axe's label-content-name-mismatch compares them: "Trans …" drawn inside a link named
      // "VTrans …" is a mismatch although one string contains the other.
      expect(`${curate(link.getAttribute('aria-label') ?? '')} `.startsWith(`${visible} `)).toBe(true);
    }
  });
});
