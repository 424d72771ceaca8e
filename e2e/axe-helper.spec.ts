import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The axe helper every spec uses must include WCAG 2.5.3 Label in Name (axe's experimental
 * label-content-name-mismatch rule). Here the home page's plan logo is given back its old drawing (two
 * separate <text> lines, read as "TransVirginia's Transportation Plan", which its name does not contain).
 */
test('the axe helper fails a logo link whose name does not contain its visible text', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Virginia's Transportation Plan, home/ }).evaluate((link) => {
    const svg = link.querySelector('svg')!;
    svg.querySelector('text')!.remove();
    for (const [y, words] of [
      ['58', 'Trans'],
      ['82', "Virginia's Transportation Plan"],
    ]) {
      const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
      text.setAttribute('x', '70');
      text.setAttribute('y', y);
      text.textContent = words;
      svg.appendChild(text);
    }
  });
  await expect(expectNoAxeViolations(page, 'home')).rejects.toThrow(/label-content-name-mismatch/);
});
