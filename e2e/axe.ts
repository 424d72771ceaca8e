import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 Label in Name: axe tags this rule 'experimental', so withTags() alone leaves it out; it is
 * named explicitly so a link or button whose accessible name drops its visible text fails the run.
 */
export const EXTRA_RULES = ['label-content-name-mismatch'];

/** The axe run every e2e check uses: WCAG 2.1 A/AA plus the extra rules above. */
const axeFor = (page: Page) =>
  // One options() call: AxeBuilder.options() replaces what withTags() set, so runOnly is given here too.
  new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_21_AA },
    rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
  });

/** Runs axe (WCAG 2.1 A/AA) on the page; fails listing each serious or critical rule and its elements. */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url()): Promise<void> {
  const axe = await axeFor(page).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Runs axe (WCAG 2.1 A/AA) and fails on any violation at all, whatever its impact. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await axeFor(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
