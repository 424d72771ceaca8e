/** @jest-environment node */
import { markdownHeadings, markdownToText } from '@/lib/server/search/text';

describe('markdownToText (the remark parser the pages use)', () => {
  it('keeps the words people read and drops markup, code blocks and raw HTML', () => {
    const md = [
      '# Freight *corridors*',
      '',
      'Trucks carry **most** freight; see [the plan](/resources/plan.pdf) and `I-81`.',
      '',
      '```js',
      'const secret = 1;',
      '```',
      '',
      '| Mode | Share |',
      '|---|---|',
      '| Truck | 80% |',
      '',
      '![Map of the I-81 corridor](map.png)',
      '',
      '<script>alert(1)</script>',
      '',
      '- snake_case_name stays',
      '> quoted words',
    ].join('\n');
    expect(markdownToText(md)).toBe(
      'Freight corridors Trucks carry most freight; see the plan and I-81. Mode Share Truck 80% ' +
        'Map of the I-81 corridor snake_case_name stays quoted words',
    );
  });

  it('reads headings as plain text', () => {
    expect(markdownHeadings('## The **2025** update\n\ntext\n\n### [Links](x) too')).toEqual([
      'The 2025 update',
      'Links too',
    ]);
  });
});
