/**
 * The probe's scratch tree and a private temp folder (src/probe/scratchBase.ts):
 * with TMPDIR inside a 0700 folder the probe user cannot pass, the tree goes
 * under /tmp instead, and with no reachable folder the reason names the one
 * that blocks and what to set. Real folders, a real repository, and the real
 * extraction as the probe user (root only).
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { canTraverse, chooseScratchBase, traversalBlocker } from "../../src/probe/scratchBase.js";
import { createScratchTree, removeScratchTree } from "../../src/probe/scratchTree.js";
import type { ProbeUser } from "../../src/probe/probeUser.js";
import { TempRepo } from "../review/support/tempRepo.js";
import { PROBE_TEST_USERS, rootSkipReason } from "./support/users.js";

describe("search permission, as the kernel decides it", () => {
  const user = { uid: 900, gid: 901 };
  test("the owner's bit for the owner, the group's for the group, the others' for anyone else", () => {
    expect(canTraverse({ uid: 900, gid: 0, mode: 0o700 }, user)).toBe(true);
    expect(canTraverse({ uid: 900, gid: 901, mode: 0o077 }, user)).toBe(false);
    expect(canTraverse({ uid: 0, gid: 901, mode: 0o710 }, user)).toBe(true);
    expect(canTraverse({ uid: 0, gid: 0, mode: 0o700 }, user)).toBe(false);
    expect(canTraverse({ uid: 0, gid: 0, mode: 0o1777 }, user)).toBe(true);
  });

  test("the first folder from / down that blocks is named; a missing folder blocks too", () => {
    const modes: Record<string, number> = { "/": 0o755, "/home": 0o755, "/home/runner": 0o700, "/home/runner/tmp": 0o777 };
    const stat = (path: string) => (path in modes ? { uid: 0, gid: 0, mode: modes[path]! } : undefined);
    expect(traversalBlocker("/home/runner/tmp", user, stat)).toBe("/home/runner");
    expect(traversalBlocker("/home", user, stat)).toBeUndefined();
    expect(traversalBlocker("/home/gone/tmp", user, stat)).toBe("/home/gone");
  });
});

const USER = PROBE_TEST_USERS.isolation;
const skip = rootSkipReason(USER);

describe.skipIf(skip !== "")(`a TMPDIR inside a private folder${skip ? ` — ${skip}` : ""}`, () => {
  let user: ProbeUser;
  let privateParent: string;
  let privateTmp: string;
  let repo: TempRepo;
  let head: string;

  beforeAll(() => {
    const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8" }).trim());
    user = { name: USER, uid: id("-u"), gid: id("-g") };
    // A runner's job folder: root's, 0700, with the temp folder inside it open to all.
    privateParent = mkdtempSync("/tmp/gauntlet-private-");
    privateTmp = join(privateParent, "tmp");
    mkdirSync(privateTmp);
    chmodSync(privateTmp, 0o1777);
    chmodSync(privateParent, 0o700);
    repo = TempRepo.create();
    repo.write("README.md", "# probed\n");
    head = repo.commit("head");
  });

  afterAll(() => {
    rmSync(privateParent, { recursive: true, force: true });
    repo?.cleanup();
  });

  test("the temp folder there is passed over for /tmp, where the probe user extracts the tree", async () => {
    expect(traversalBlocker(privateTmp, user)).toBe(privateParent);
    const chosen = chooseScratchBase(user, [], [privateTmp, "/tmp"]);
    expect(chosen).toEqual({ ok: true, base: "/tmp" });
    const tree = await createScratchTree({ repo: repo.dir, headSha: head, user, mode: "root", base: chosen.ok ? chosen.base : "" });
    try {
      expect(tree.root.startsWith("/tmp/gauntlet-probe-")).toBe(true);
      expect(readFileSync(join(tree.work, "README.md"), "utf8")).toBe("# probed\n");
    } finally {
      await removeScratchTree(tree, "root");
    }
    expect(existsSync(tree.root)).toBe(false);
  });

  test("the private temp folder itself is what broke the probe: tar as the probe user is denied there", async () => {
    await expect(createScratchTree({ repo: repo.dir, headSha: head, user, mode: "root", base: privateTmp })).rejects.toThrow(/Permission denied/);
  });

  test("with no reachable candidate, the reason names the folder that blocks and what to set", () => {
    const chosen = chooseScratchBase(user, [], [privateTmp]);
    expect(chosen.ok).toBe(false);
    const reason = chosen.ok ? "" : chosen.reason;
    expect(reason).toContain(`${privateTmp} is inside ${privateParent}, which ${USER} cannot pass`);
    expect(reason).toMatch(/set TMPDIR to a folder every user can pass through/);
  });

  test("a candidate hidden from probe commands is never chosen", () => {
    expect(chooseScratchBase(user, ["/tmp"], ["/tmp"])).toMatchObject({ ok: false, reason: expect.stringMatching(/every candidate is hidden/) });
  });
});
