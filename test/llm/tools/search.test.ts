import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { RegexMatcher, RegexTimeout } from "../../../src/llm/tools/regexMatcher.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { compileSearchPattern, searchWorkspace } from "../../../src/llm/tools/search.js";
import { makeWorkspace, refusalOf } from "./workspace.js";

async function sandboxWith(files: Record<string, string | Buffer>) {
  const ws = await makeWorkspace(files);
  return new WorkspaceSandbox({ root: ws.root });
}

describe("searchWorkspace", () => {
  it("returns matches with relative path, 1-based line and shown text", async () => {
    const sandbox = await sandboxWith({ "src/x.ts": "a\nfoo bar\nb\nfoo\n" });
    const result = await searchWorkspace(sandbox, /foo/);
    expect(result).toEqual({
      matches: [
        { path: "src/x.ts", line: 2, text: "foo bar" },
        { path: "src/x.ts", line: 4, text: "foo" },
      ],
      total: 2,
      filesScanned: 1,
      binaryFilesSkipped: 0,
    });
  });

  it("ignores g and y flags on the given regex", async () => {
    const sandbox = await sandboxWith({ "a.txt": "foo\nfoo\nfoo\n" });
    expect((await searchWorkspace(sandbox, /foo/gy)).total).toBe(3);
  });

  it("keeps maxMatches but counts them all", async () => {
    const sandbox = await sandboxWith({ "a.txt": "x\n".repeat(50) });
    const result = await searchWorkspace(sandbox, /x/, { maxMatches: 5 });
    expect(result.matches).toHaveLength(5);
    expect(result.total).toBe(50);
    expect(result.stoppedBy).toBeUndefined();
  });

  it("counts lines across worker batches", async () => {
    const sandbox = await sandboxWith({ "a.txt": "line\n".repeat(10_000) + "needle\n" });
    const result = await searchWorkspace(sandbox, /needle/);
    expect(result.matches).toEqual([{ path: "a.txt", line: 10_001, text: "needle" }]);
  });

  it("stops at the byte budget and says so", async () => {
    const sandbox = await sandboxWith({ "a.txt": "x\n".repeat(1000), "b.txt": "x\n".repeat(1000) });
    const result = await searchWorkspace(sandbox, /x/, { maxBytes: 1500 });
    expect(result.stoppedBy).toBe("bytes");
    expect(result.total).toBe(750);
  });

  it("stops at the file limit and says so", async () => {
    const sandbox = await sandboxWith({ "a.txt": "x", "b.txt": "x", "c.txt": "x" });
    const result = await searchWorkspace(sandbox, /x/, { maxFiles: 2 });
    expect(result).toMatchObject({ total: 2, stoppedBy: "files" });
  });

  it("stops a catastrophic regex at the time budget without freezing the event loop", async () => {
    const sandbox = await sandboxWith({ "evil.txt": `${"a".repeat(40)}!\n` });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    try {
      const result = await searchWorkspace(sandbox, /^(a+)+$/, { timeBudgetMs: 300 });
      expect(result.stoppedBy).toBe("time");
    } finally {
      clearInterval(ticker);
    }
    // Without the budget, (a+)+$ on 40 a's runs for hours: the test's own time limit would end it as a failure.
    expect(ticks).toBeGreaterThan(3);
  });

  it("rejects with the signal's reason when aborted", async () => {
    const sandbox = await sandboxWith({ "a.txt": "x\n" });
    const controller = new AbortController();
    controller.abort(new Error("run cancelled"));
    await expect(searchWorkspace(sandbox, /x/, { signal: controller.signal })).rejects.toThrow("run cancelled");
  });

  it("aborts a search stuck in a slow regex", async () => {
    const sandbox = await sandboxWith({ "evil.txt": `${"a".repeat(40)}!\n` });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("stop now")), 100);
    await expect(searchWorkspace(sandbox, /^(a+)+$/, { signal: controller.signal })).rejects.toThrow("stop now");
  });
});

describe("compileSearchPattern", () => {
  it("compiles a valid pattern", () => {
    expect(compileSearchPattern("a+b", true).flags).toBe("i");
  });

  it.each([
    ["", /non-empty/],
    ["[z-a]", /invalid regular expression/],
    ["x".repeat(1001), /longer than/],
  ])("refuses %j", async (pattern, expected) => {
    expect(await refusalOf(Promise.resolve().then(() => compileSearchPattern(pattern)))).toMatch(expected);
  });
});

describe("RegexMatcher", () => {
  it("returns the indices of matching lines", async () => {
    const matcher = new RegexMatcher(/b/);
    try {
      expect(await matcher.match(["a", "b", "abc"], Date.now() + 5000)).toEqual([1, 2]);
    } finally {
      await matcher.close();
    }
  });

  it("times out and is unusable afterwards", async () => {
    const matcher = new RegexMatcher(/^(a+)+$/);
    await expect(matcher.match([`${"a".repeat(40)}!`], Date.now() + 100)).rejects.toBeInstanceOf(RegexTimeout);
    await expect(matcher.match(["a"], Date.now() + 100)).rejects.toThrow(/closed/);
  });

  // A run's signal lives for the whole run: a listener left per match would pile up past Node's warning at 10.
  describe("leaves no abort listener on the run's signal once a match settles", () => {
    const abortListeners = (signal: AbortSignal) => getEventListeners(signal, "abort").length;

    it("after each of many matches on one signal", async () => {
      const signal = new AbortController().signal;
      const matcher = new RegexMatcher(/b/);
      try {
        for (let i = 0; i < 15; i++) {
          const pending = matcher.match(["a", "b"], Date.now() + 5000, signal);
          expect(abortListeners(signal)).toBe(1);
          expect(await pending).toEqual([1]);
          expect(abortListeners(signal)).toBe(0);
        }
      } finally {
        await matcher.close();
      }
    });

    it("after a timeout", async () => {
      const signal = new AbortController().signal;
      const matcher = new RegexMatcher(/^(a+)+$/);
      await expect(matcher.match([`${"a".repeat(40)}!`], Date.now() + 100, signal)).rejects.toBeInstanceOf(RegexTimeout);
      expect(abortListeners(signal)).toBe(0);
    });

    it("after the worker fails", async () => {
      const signal = new AbortController().signal;
      // Only the worker compiles this one, and it cannot: the worker dies while the match is pending.
      const matcher = new RegexMatcher({ source: "(", flags: "" } as RegExp);
      try {
        await expect(matcher.match(["b"], Date.now() + 5000, signal)).rejects.toThrow(/Invalid regular expression/);
        expect(abortListeners(signal)).toBe(0);
      } finally {
        await matcher.close();
      }
    });

    it("after an abort", async () => {
      const controller = new AbortController();
      const matcher = new RegexMatcher(/^(a+)+$/);
      const pending = matcher.match([`${"a".repeat(40)}!`], Date.now() + 60_000, controller.signal);
      controller.abort(new Error("run cancelled"));
      await expect(pending).rejects.toThrow("run cancelled");
      expect(abortListeners(controller.signal)).toBe(0);
    });
  });
});
