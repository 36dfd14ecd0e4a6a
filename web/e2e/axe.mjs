// Accessibility checks for the end-to-end tests: runs axe-core (the engine behind Lighthouse's
// accessibility audit) inside a Playwright page and fails on any serious or critical finding.
//
//   import { assertAccessible } from './axe.mjs';
//   await page.getByRole('heading', { level: 1 }).waitFor(); // let the page settle first
//   await assertAccessible(page, 'the job page at 360 px');
//
// axe checks what is rendered at that moment (hidden parts are skipped), so call it once per
// state worth checking: each screen width, each tab, a form showing its errors.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The impacts that fail a test; minor and moderate findings are returned but let pass. */
export const FAILING_IMPACTS = Object.freeze(['serious', 'critical']);

const require = createRequire(import.meta.url);
let axeSource;

/** axe-core's browser build, read once from the installed package. */
async function loadAxeSource() {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Every axe violation on the page now, as { id, impact, help, helpUrl, nodes: [{ target, html,
 * summary }] }. options go to axe.run (for example { runOnly: ['wcag2a'] }); the default is
 * every rule axe enables.
 */
export async function axeViolations(page, options = {}) {
  const loaded = await page.evaluate(() => typeof window.axe?.run === 'function');
  // A page that navigated since the last check has lost axe, so it is injected again. It is
  // evaluated through the browser's debugging protocol rather than added as a script element,
  // which the page's Content-Security-Policy rightly refuses.
  if (!loaded) await page.evaluate(await loadAxeSource());
  // Colours caught halfway through a transition (a tab just chosen, a button just left) are not
  // the page's colours: let running transitions and animations end first (infinite ones, such
  // as a spinner, are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(async (runOptions) => {
    const results = await window.axe.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' > '),
        html: node.html,
        summary: node.failureSummary ?? '',
      })),
    }));
  }, { ...options, resultTypes: ['violations'] });
}

/** A readable list of violations, one rule a paragraph with each element it found. */
export function describeViolations(violations) {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    at ${node.target}\n      ${node.html}\n      ${node.summary.replace(/\n/g, '\n      ')}`);
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Fails, naming each rule and element, when axe finds a serious or critical violation on the
 * page. what says which page and state was checked. Returns every violation found, so a test
 * may look at the milder ones too.
 */
export async function assertAccessible(page, what, options = {}) {
  const violations = await axeViolations(page, options);
  const failing = violations.filter((violation) => FAILING_IMPACTS.includes(violation.impact));
  assert.ok(failing.length === 0, `axe found serious or critical violations on ${what}:\n${describeViolations(failing)}`);
  return violations;
}
