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

test('the axe helper checks inside the page’s own frames too', async ({ page }) => {
  await page.goto('/about/about-vtrans');
  await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.title = 'A frame of this site';
    frame.srcdoc = '<!doctype html><html lang="en"><title>Inner</title><img src="/favicon.svg"></html>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.querySelector('main')!.appendChild(frame);
    await loaded;
  });
  // An image without alternative text inside the frame fails the run.
  await expect(expectNoAxeViolations(page, 'about with a frame')).rejects.toThrow(/image-alt/);
});
