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

/**
 * Waits for running transitions and finite animations to end (a dialog fading in, a button's ripple): axe
 * measures colour contrast with the opacity of the moment, so half-way through a fade a compliant button reads
 * as too faint. Endless animations (a spinner) are left running.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Whether the page shows a frame from another origin. axe then needs its default mode: each frame's part run
 * on its own, and the parts put together in a blank page that the builder opens for each run. Without one, the
 * whole run happens in the page itself, same-origin frames included ("legacy" mode, the same rules and results):
 * half the time, because opening that blank page cost 1-2 s on a content page and 2-6 s in the maps project's
 * browser, on every one of the suite's axe runs.
 */
function hasCrossOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((f) => /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin);
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA, plus the extra rules above) on the page and fails on any violation,
 * whatever axe's impact rating: one threshold for every spec. The failure lists each rule with its
 * elements.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await settled(page);
  const axe = await axeFor(page).setLegacyMode(!hasCrossOriginFrames(page)).analyze();
  expect(
    axe.violations.map(
      (v) => `${label} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Runs only the named axe rules on the part of the page `selector` picks (a rule outside WCAG 2.1 AA, say, where
 * one part of the page is held to it), in the same mode as expectNoAxeViolations; fails on any violation, and
 * unless each rule found something to check there, since a rule with nothing to check would pass whatever broke.
 */
export async function expectAxeRulesPass(page: Page, selector: string, rules: string[]): Promise<void> {
  await settled(page);
  const axe = await new AxeBuilder({ page })
    .include(selector)
    .withRules(rules)
    .setLegacyMode(!hasCrossOriginFrames(page))
    .analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
  expect(axe.passes.map((p) => p.id).sort()).toEqual([...rules].sort());
}
