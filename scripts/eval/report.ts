/** The eval's console table. */
import type { EvalReport, FixtureRun } from "./run.js";

const percent = (value: number | null) => (value === null ? "-" : `${Math.round(value * 100)}%`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
const tokens = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : String(n));

const HEADERS = ["fixture", "planted", "found", "recall", "false pre", "false post", "blocking", "wrong FALSE", "verdict", "calls", "tokens in/out", "time"];

function verdictCell(run: FixtureRun): string {
  if (!run.ok) return "ERROR";
  return `${run.verdict ?? "?"}${run.degraded ? "*" : ""}${run.coverageComplete === false ? " partial" : ""}`;
}

function row(run: FixtureRun): string[] {
  const s = run.score;
  return [
    run.name,
    String(s.planted),
    String(s.found.length),
    percent(s.recall),
    String(s.falseBeforeVerification),
    String(s.falseAfterVerification),
    String(s.falseAfterVerificationBlocking),
    String(s.wronglyDropped),
    verdictCell(run),
    String(run.usage.calls),
    `${tokens(run.usage.promptTokens)}/${tokens(run.usage.completionTokens)}`,
    seconds(run.wallMs),
  ];
}

/** Width in columns, counting each emoji as two. */
function width(text: string): number {
  let n = 0;
  for (const char of text) n += /\p{Extended_Pictographic}/u.test(char) ? 2 : 1;
  return n;
}

function table(rows: string[][]): string {
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => width(r[i] ?? ""))));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 0 ? cell + " ".repeat(widths[i]! - width(cell)) : " ".repeat(widths[i]! - width(cell)) + cell))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  const [header, ...body] = rows;
  const totals = body.pop()!;
  return [line(header!), rule, ...body.map(line), rule, line(totals)].join("\n");
}

export function formatReport(report: EvalReport): string {
  const t = report.totals;
  const totalsRow = [
    `TOTAL (${t.fixtures})`,
    String(t.planted),
    String(t.found),
    percent(t.recall),
    String(t.falseBeforeVerification),
    String(t.falseAfterVerification),
    String(t.falseAfterVerificationBlocking),
    String(t.wronglyDropped),
    t.failed > 0 ? `${t.failed} ERROR` : "",
    String(t.calls),
    `${tokens(t.promptTokens)}/${tokens(t.completionTokens)}`,
    seconds(t.elapsedMs),
  ];
  const lines = [
    `Review quality: code-review lane, model ${report.model ?? "(per node)"} at ${report.endpointHost}, diff ${report.diffSpec}, concurrency ${report.concurrency}`,
    "",
    table([HEADERS, ...report.fixtures.map(row), totalsRow]),
    "",
    `recall ${percent(t.recall)} after verification, ${percent(t.recallBeforeVerification)} before; ` +
      `false findings ${t.falseBeforeVerification} before verification, ${t.falseAfterVerification} after (${t.falseAfterVerificationBlocking} 🔴/🟡); ` +
      `clean fixtures flagged 🔴/🟡: ${t.cleanFixturesFlagged}; planted bugs lost to a FALSE verdict: ${t.lostByVerifier}`,
    `${t.calls} model calls, ${t.promptTokens} prompt + ${t.completionTokens} completion tokens` +
      (t.costUsd !== undefined ? ` (~$${t.costUsd.toFixed(2)})` : "") +
      `, ${seconds(t.elapsedMs)} wall (${seconds(t.fixtureWallMs)} summed over fixtures)`,
  ];
  const missed = report.fixtures.flatMap((run) => run.score.missed.map((id) => `${run.name}/${id}`));
  if (missed.length > 0) lines.push(`missed: ${missed.join(", ")}`);
  for (const run of report.fixtures) if (!run.ok) lines.push(`error: ${run.name}: ${run.error}`);
  if (report.fixtures.some((run) => run.degraded)) lines.push("* degraded lane (see the report's degraded field)");
  return lines.join("\n") + "\n";
}
