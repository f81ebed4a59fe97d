/**
 * The references' tiers: within a small budget every caller's location is
 * listed (path and line), the top ones with lines around them, and the block
 * says exactly which lines it shows.
 */
import { expect, it } from "vitest";
import { planTiers, renderReferences, upgradeTiers, type Reference } from "../../../src/review/context/referenceTiers.js";

const CALLERS = Array.from({ length: 100 }, (_, i) => `  app.use(async function handler${i}(ctx) { ctx.body = ${i}; });`);
const texts = new Map([["test/use.test.js", ["const app = new Koa();", ...CALLERS, ""].join("\n")]]);
const refs: Reference[] = CALLERS.map((_, i) => ({ path: "test/use.test.js", line: i + 1, kind: "call", of: "use", score: 5 }));

it("lists a hundred call sites by location within a budget twenty snippets would fill; the top ones get their lines", () => {
  const budget = 600;
  const plan = planTiers(texts, refs, budget, { snippets: 3, locationShare: 0.5 });
  upgradeTiers(texts, refs, plan.tiers, budget - plan.cost(plan.tiers));
  const { text, shownLines } = renderReferences(texts, refs, plan.tiers);
  expect(Math.ceil(text.length / 4)).toBeLessThanOrEqual(budget);
  expect(plan.tiers.filter((t) => t >= 0)).toHaveLength(100);
  expect(plan.tiers.slice(0, 3)).toEqual([2, 2, 2]);
  expect(text).toContain("--- test/use.test.js:2 calls use\n1| const app = new Koa();\n2|   app.use(async function handler0(ctx) { ctx.body = 0; });");
  // Past the snippets: the line trimmed where the budget allows, then the location alone.
  expect(text).toMatch(/^test\/use\.test\.js → use: L5 app\.use\(async function handler3\(ctx\) \{ ctx\.body = 3; \}\);/m);
  expect(text).toMatch(/ · L101$/m);
  expect(shownLines).toContain("test/use.test.js:1");
  expect(shownLines).toContain("test/use.test.js:101");
  expect(new Set(shownLines).size).toBe(101);
});

it("shows nothing it cannot afford: a tiny budget lists the top locations only", () => {
  const plan = planTiers(texts, refs, 100, { snippets: 3, locationShare: 0.5 });
  const shown = plan.tiers.filter((t) => t >= 0).length;
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(100);
  expect(plan.tiers.slice(0, shown).every((t) => t >= 0)).toBe(true);
  const { shownLines } = renderReferences(texts, refs, plan.tiers);
  expect(shownLines).not.toContain("test/use.test.js:101");
});
