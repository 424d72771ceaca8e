import { render, screen } from '@testing-library/react';
import { Markdown } from '@/components/content/Markdown';

describe('Markdown', () => {
  it('renders headings from h2, internal and external links, tables, and never raw HTML', () => {
    render(
      <Markdown
        source={[
          '# Section',
          'See [the vision](/vision/our-vision) and [the CTB](https://www.ctb.virginia.gov/).',
          '',
          '| Year | Plan |',
          '| --- | --- |',
          '| 2004 | VTrans2025 |',
          '',
          '<script>alert(1)</script><b>raw</b>',
        ].join('\n')}
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
  });
});
