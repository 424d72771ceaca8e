/** @jest-environment node */
import { checkMarkdown, knownSitePath } from '@/lib/server/services/content/markdown';

const messages = (md: string) => checkMarkdown(md).map((p) => `${p.line}: ${p.message}`);

describe('the Markdown rules for staff copy', () => {
  it('accepts ordinary copy: headings in order, links to real pages and files, https images with alt text', () => {
    expect(
      messages(
        '## What changed\n\nSee [the vision](/vision/our-vision), [a study](/gap-ta/fy24-culpeper), ' +
          '[the PDF](/resources/plan.pdf), [mail us](mailto:vtrans@example.org) and [VDOT](https://vdot.virginia.gov).\n\n' +
          '### Details\n\n![A map of the corridors](https://example.org/map.png)\n\n## Next',
      ),
    ).toEqual([]);
  });

  it('names each problem with its line', () => {
    expect(
      messages('Intro\n\n<script>alert(1)</script>\n\n# Big\n\n#### Deep\n\n![](https://x.org/a.png)'),
    ).toEqual([
      '3: Raw HTML (“<script>alert(1)</script>”) is not accepted. Write Markdown instead: **bold**, [link text](https://…), ## Heading.',
      '5: Start headings at level 2 (## …): the page’s title is its level-1 heading.',
      '7: A level-4 heading follows level 2. Use level 3 (### …) so the outline has no gaps.',
      '9: The image “https://x.org/a.png” has no alt text. Say what it shows: ![what it shows](address).',
    ]);
  });

  it('refuses inline HTML, unsafe or empty links, and reference-style links', () => {
    expect(messages('A <b>bold</b> claim')).toHaveLength(2);
    expect(messages('[x](javascript:alert(1))')[0]).toMatch(/not a full web address/);
    expect(messages('[](https://example.org)')[0]).toMatch(/has no text/);
    expect(messages('[x][ref]\n\n[ref]: https://example.org')[0]).toMatch(/in place/);
    expect(messages('![chart](http://example.org/a.png)')[0]).toMatch(/not a full web address/);
  });

  it('knows the site’s addresses', () => {
    expect(knownSitePath('/get-involved/meetings?x=1#top')).toBe(true);
    expect(knownSitePath('/admin/content')).toBe(false);
    expect(knownSitePath('/resources/')).toBe(false);
    expect(knownSitePath('/nowhere')).toBe(false);
  });
});
