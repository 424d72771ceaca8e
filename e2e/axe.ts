import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe (WCAG 2.1 A/AA) on the page; fails listing each serious or critical rule and its elements. */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url()): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Runs axe (WCAG 2.1 A/AA) and fails on any violation at all, whatever its impact. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
