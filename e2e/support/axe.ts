import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";

// axe-core from node_modules, put into the page as a script: no network is needed. The app's
// Content-Security-Policy forbids inline scripts, so pages checked here come from a context
// opened with `bypassCSP` (openPhonePage({ bypassCSP: true })).
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The impacts that fail a screen: a child or a parent cannot get past them. */
const BLOCKING = new Set(["serious", "critical"]);

type AxeWindow = { axe?: { run: (context: Document) => Promise<AxeResults> } };

function describeViolation(violation: Result): string {
  const where = violation.nodes
    .slice(0, 3)
    .map(
      (node) =>
        `    ${node.target.join(" ")} ${node.html.slice(0, 160)}: ${node.failureSummary?.split("\n").join(" ")}`,
    )
    .join("\n");
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${where}`;
}

/** The serious and critical axe violations of what the page shows right now. */
export async function blockingViolations(page: Page): Promise<Result[]> {
  // Colours are judged at rest: a button still fading to its pressed colour is not a problem.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(() => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error("axe-core did not load: open the page with bypassCSP");
    return axe.run(document);
  });
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
}

/** Fails with a readable list when the page shows any serious or critical axe violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await blockingViolations(page);
  if (violations.length > 0) {
    throw new Error(
      `${screen} has ${violations.length} serious or critical accessibility problem(s):\n${violations.map(describeViolation).join("\n")}`,
    );
  }
}
