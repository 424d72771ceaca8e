/** @jest-environment node */
import { parseEnv } from '@/lib/server/env';
import { runTask } from '@/lib/server/workers/pool';
import { markdownProblems, previewMarkdown } from '@/lib/server/services/content/markdownInPool';
import { withEnv } from '../../../../helpers/env';

// The pool itself is exercised with hostile bodies in hostileLoad and adminContent; here, only the budget it is given.
jest.mock('@/lib/server/workers/pool', () => ({
  runTask: jest.fn(async () => ({ problems: [], tree: [] })),
}));
const budgets = () => jest.mocked(runTask).mock.calls.map((c) => c[2]?.budgetMs);

describe('the Markdown budget (MARKDOWN_BUDGET_MS)', () => {
  beforeEach(() => jest.mocked(runTask).mockClear());

  it('is 10 s unless set, and the check and the preview both run within the one set', async () => {
    await withEnv({ MARKDOWN_BUDGET_MS: undefined }, () => markdownProblems('# Title'));
    await withEnv({ MARKDOWN_BUDGET_MS: '2500' }, async () => {
      await markdownProblems('# Title');
      await previewMarkdown('# Title');
    });
    expect(budgets()).toEqual([10_000, 2_500, 2_500]);
  });

  it('refuses a budget under half a second, naming the setting', () => {
    expect(() => parseEnv({ MARKDOWN_BUDGET_MS: '100' })).toThrow(/MARKDOWN_BUDGET_MS/);
  });
});
