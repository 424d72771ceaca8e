/** @jest-environment node */
import { parseMarkdown, TOO_LARGE_TO_SHOW } from '@/lib/server/markdown';
import { checkMarkdown, knownSitePath } from '@/lib/server/markdownChecks';
import { previewMarkdown } from '@/lib/server/services/content/markdownInPool';
import { closePool } from '@/lib/server/workers/pool';

const messages = (md: string) => checkMarkdown(md).map((p) => `${p.line}: ${p.message}`);

describe('the Markdown rules for staff copy', () => {
  it('accepts ordinary copy: headings in order, links to real pages and files, the site’s own images with alt text', () => {
    expect(
      messages(
        '## What changed\n\nSee [the vision](/vision/our-vision), [a study](/gap-ta/fy24-culpeper), ' +
          '[the PDF](/resources/plan.pdf), [mail us](mailto:vtrans@example.org) and [VDOT](https://vdot.virginia.gov).\n\n' +
          '### Details\n\n![A map of the corridors](/resources/corridors-map.png)\n\n## Next',
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
      '9: The image “https://x.org/a.png” is on another site, and the site’s security policy shows only images it serves itself, so readers would see nothing. Add the image to the documents library and use its address here (/resources/…), or link to it instead: [what it shows](https://x.org/a.png).',
    ]);
  });

  it('refuses an image from another site, which the pages’ security policy would block, saying why', () => {
    expect(messages('![A map of the corridors](https://example.org/map.png)')).toEqual([
      expect.stringMatching(
        /^1: The image “https:\/\/example\.org\/map\.png” is on another site, and the site’s security policy shows only images it serves itself/,
      ),
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

describe('the cost bound', () => {
  // The table: a 1,000-column header and 1,000 one-cell rows, each padded to 1,000 cells (~6 KB).
  const square = `${'|a'.repeat(1000)}|\n${'|-'.repeat(1000)}|\n${'|b\n'.repeat(1000)}`;

  it('counts the cells a table renders, padding included, and refuses the body with a sentence to act on', () => {
    expect(square.length).toBeLessThan(8_000);
    const problems = checkMarkdown(`## Data\n\n${square}`);
    expect(problems).toEqual([
      {
        line: 3,
        message: expect.stringMatching(
          /^The tables would show 1,001,000 cells; at most 5,000 fit on a page .* Shorten the header row or the table, split it, or publish the data as a CSV/,
        ),
      },
    ]);
    expect(checkMarkdown(`| a | b |\n|---|---|\n${'| 1 | 2 |\n'.repeat(100)}`)).toEqual([]);
  });

  afterAll(closePool);

  it('the preview and the public render share the bound: a sentence instead of a million cells', async () => {
    const preview = await previewMarkdown(square);
    expect(preview.tree).toEqual([{ t: 'p', c: [TOO_LARGE_TO_SHOW] }]);
    expect(preview.problems).toHaveLength(1);
    expect(parseMarkdown(square)).toEqual([{ t: 'p', c: [TOO_LARGE_TO_SHOW] }]);
    expect(
      JSON.stringify(parseMarkdown(`${'|a'.repeat(40)}|\n${'|-'.repeat(40)}|\n${'|b\n'.repeat(100)}`)).length,
    ).toBeGreaterThan(5_000);
  });
});
