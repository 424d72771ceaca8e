import { fileSlug, figureSvg } from '@/components/charts/chartExport';

/** A chart as recharts draws it: an svg surface with its size, role and tab stop, and a bar. */
function surface(width: number, height: number, bar: string): SVGSVGElement {
  const div = document.createElement('div');
  div.innerHTML = `<svg class="recharts-surface" width="${width}" height="${height}" role="application" tabindex="0" style="width:100%"><rect class="recharts-rectangle" x="1" y="2" width="${bar}" height="10"/><text x="0" y="9">Salem &amp; Bristol</text></svg>`;
  return div.firstElementChild as SVGSVGElement;
}

describe('figureSvg', () => {
  it('stacks the charts under the title, with the notes below, as one standalone SVG', () => {
    const out = figureSvg(
      [
        { svg: surface(600, 200, '40'), heading: null },
        { svg: surface(500, 100, '70'), heading: 'In percent (3 figures)' },
      ],
      {
        title: 'Needs by district <2023>',
        notes: ['Source: OIPI. Vintage: 2023.', 'https://x.test/view?a=1&b=2'],
      },
    );
    // The widest chart plus padding; title line, first chart, a heading, the second chart, two notes.
    expect(out.width).toBe(632);
    expect(out.height).toBeGreaterThan(300 + 2 * 20);
    const doc = new DOMParser().parseFromString(out.svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const root = doc.documentElement;
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.querySelector('title')!.textContent).toBe('Needs by district <2023>');
    const charts = [...root.children].filter((c) => c.tagName === 'svg');
    expect(
      charts.map((c) => [c.getAttribute('x'), c.getAttribute('width'), c.getAttribute('height')]),
    ).toEqual([
      ['16', '600', '200'],
      ['16', '500', '100'],
    ]);
    // The second chart starts below the first and its heading; the page's role and tab stop are not copied.
    expect(Number(charts[1]!.getAttribute('y'))).toBeGreaterThan(Number(charts[0]!.getAttribute('y')) + 200);
    expect(charts.every((c) => !c.hasAttribute('role') && !c.hasAttribute('tabindex'))).toBe(true);
    expect(root.querySelectorAll('rect.recharts-rectangle')).toHaveLength(2);
    const texts = [...root.querySelectorAll(':scope > text')].map((t) => t.textContent);
    expect(texts).toEqual([
      'Needs by district <2023>',
      'In percent (3 figures)',
      'Source: OIPI. Vintage: 2023.',
      'https://x.test/view?a=1&b=2',
    ]);
  });
});

describe('fileSlug', () => {
  it('makes a file name from a title', () => {
    expect(fileSlug('Freight flows: outbound tons by commodity (2017)')).toBe(
      'vtrans-freight-flows-outbound-tons-by-commodity-2017',
    );
    expect(fileSlug('¿?')).toBe('vtrans-chart');
  });
});
