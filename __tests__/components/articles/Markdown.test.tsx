import { render, screen } from '@testing-library/react';
import { Markdown } from '@/components/articles/Markdown';
import { parseMarkdown, parseMarkdownCached } from '@/lib/server/markdown';

describe('Markdown', () => {
  it('renders headings from h2, internal and external links, tables, and never raw HTML', () => {
    render(
      <Markdown
        tree={parseMarkdown(
          [
            '# Section',
            'See [the vision](/vision/our-vision) and [the CTB](https://www.ctb.virginia.gov/).',
            '',
            '| Year | Plan |',
            '| --- | --- |',
            '| 2004 | VTrans2025 |',
            '',
            '<script>alert(1)</script><b>raw</b>',
            '',
            '[bad](javascript:alert(1))',
          ].join('\n'),
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the vision' })).toHaveAttribute('href', '/vision/our-vision');
    const ctb = screen.getByRole('link', { name: /the CTB/ });
    expect(ctb).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('columnheader', { name: 'Year' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'VTrans2025' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByText('raw')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });

  it('renders a picture with its alt text, loaded lazily, and drops a javascript: source', () => {
    render(
      <Markdown
        tree={parseMarkdown(
          '![The map with a layer on](/tutorials/map-explorer/01-overview.png)\n\n![bad](javascript:alert(1))',
        )}
      />,
    );
    const img = screen.getByRole('img', { name: 'The map with a layer on' });
    expect(img).toHaveAttribute('src', '/tutorials/map-explorer/01-overview.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'bad' }).getAttribute('src') ?? '').not.toContain('javascript');
  });

  it('is parsed on the server into a plain tree (JSON props), once per text', () => {
    const tree = parseMarkdown('Some **bold** text.\n\n| A |\n| - |\n| 1 |');
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
    expect(tree[0]).toEqual({ t: 'p', c: ['Some ', { t: 'strong', c: ['bold'] }, ' text.'] });
    // Whitespace between table rows is not rendered (React forbids text inside <table>).
    const table = tree.find((n) => typeof n !== 'string' && n.t === 'table');
    expect(JSON.stringify(table)).not.toMatch(/"\\n"/);
    expect(parseMarkdownCached('# Same')).toBe(parseMarkdownCached('# Same'));
  });
});
