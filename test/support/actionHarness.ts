/**
 * End-to-end harness for the built action: runs `node dist/index.js` as a
 * child process exactly the way the Actions runner does — every input of
 * action.yml as an `INPUT_*` variable (defaults filled in, as the runner
 * does), a real webhook payload in GITHUB_EVENT_PATH, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, RUNNER_TEMP, and a real git workspace cloned
 * from a bare `origin` that carries `refs/pull/N/head` and `refs/pull/N/merge`.
 * The origin's commits are written by one `git fast-import` (fastImport.ts);
 * a workspace is checked out once per origin state, mode and options, and each
 * call gets its own copy of it.
 *
 *   const repo = createPullRepo({ change: { "src/a.ts": "…" } });
 *   const fake = await startFakeGithub({ repository: REPOSITORY });
 *   fake.state.seedPull(repo.pullSeed());
 *   const run = await runAction({ event: "pull_request", payload: pullRequestPayload(repo), workspace: repo.workspace("merge"), fake, model });
 *   expect(run.code).toBe(0);
 *
 * The entry is dist/index.js; GAUNTLET_E2E_ENTRY points the suite at another
 * build (e.g. one in a temporary folder) without touching the committed dist/.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { parse } from "yaml";
import type { FakeGithub } from "./fakeGithub/server.js";
import type { PullSeed } from "./fakeGithub/records.js";
import type { ModelServer } from "./modelServer.js";
import { FastImport, filesOf, gitlinksOf, symlinksOf, type TreeChanges } from "./fastImport.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const ACTION_ENTRY = process.env.GAUNTLET_E2E_ENTRY || join(ROOT, "dist", "index.js");

/** The repository every payload and the fake GitHub are about (the webhook examples' own). */
export const REPOSITORY = "Codertocat/Hello-World";
/** A hung action is killed after this long (under the e2e project's test timeout), scaled like every test limit. */
export const ACTION_KILL_MS = 180_000 * Math.max(1, Number(process.env.GAUNTLET_TEST_TIME_SCALE) || 1);
/** Shaped like the Actions token, so the redactor's `ghs_` rule applies to it too. */
export const ACTION_TOKEN = "ghs_e2eActionToken0123456789abcdefABCDEF";
export const MODEL_KEY = "sk-e2e-model-key-0123456789abcdef";
export const MODEL_NAME = "e2e-model";

// ---------- temp folders ----------

const cleanups: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  templates.clear();
  workspaceTemplates.clear();
  emptyOrigin = undefined;
  for (const dir of cleanups.splice(0)) rmSync(dir, { recursive: true, force: true });
}

// ---------- git: a bare origin with a pull request, and workspaces cloned from it ----------

/** Git isolated from the machine's configuration; the identity comes from the environment. */
export const GIT_ENV: NodeJS.ProcessEnv = {
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Review Gauntlet E2E",
  GIT_AUTHOR_EMAIL: "e2e@example.com",
  GIT_COMMITTER_NAME: "Review Gauntlet E2E",
  GIT_COMMITTER_EMAIL: "e2e@example.com",
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: { ...process.env, ...GIT_ENV }, encoding: "utf8", stdio: "pipe" }).trim();
}

export const BASE_FILES: Record<string, string> = {
  "src/greet.ts": 'export function greet(name: string): string {\n  return "hello " + name;\n}\n',
  "README.md": "# Hello World\n",
};

/** A change with no attack surface and no consumer surface: code review is the only lane on the floor. */
export const PLAIN_CHANGE: Record<string, string> = {
  "src/greet.ts": 'export function greet(name: string): string {\n  const trimmed = name.trim();\n  return "hello " + trimmed;\n}\n',
};

export interface PullRepoSpec {
  number?: number;
  base?: Record<string, string | Buffer>;
  /** The PR's change, committed last on its branch. */
  change: Record<string, string | Buffer>;
  /** Symbolic links the change adds: path → target, committed as git stores them. */
  symlinks?: Record<string, string>;
  /** Submodule commits (gitlinks): path → commit, at the base and in the change. */
  baseGitlinks?: Record<string, string>;
  gitlinks?: Record<string, string>;
  /** Empty commits on the PR branch before the change: the head is this many + 1 commits ahead of the base. */
  fillerCommits?: number;
  /** Commits on main after the PR's base, so the default branch is not the base. */
  mainAhead?: number;
}

export type WorkspaceMode =
  /** actions/checkout on pull_request: `refs/pull/N/merge` (or `options.ref`) fetched and checked out detached. */
  | "merge"
  /** actions/checkout on issue_comment / workflow_dispatch / pull_request_target: the default branch. */
  | "main"
  /** `git clone --depth=1 --branch <head branch> file://…`: the head with none of its history. */
  | "head-shallow";

export interface WorkspaceOptions {
  /** Fetch depth (actions/checkout's default is 1); none fetches everything. */
  depth?: number;
  /** For "merge": the ref to fetch instead of the PR's merge ref. */
  ref?: string;
}

export interface PullRepo {
  number: number;
  origin: string;
  url: string;
  baseSha: string;
  headSha: string;
  mergeSha: string;
  /** The default branch's tip. */
  mainSha: string;
  headRef: string;
  /** A commit on top of the base, as a merge queue builds it: pushed to `refs/heads/gh-readonly-queue/main/pr-N-<head>`. */
  queueCommit(): { sha: string; ref: string };
  /** A new push to the PR branch: `headSha` and `mergeSha` move to it; returns the head it replaced. */
  pushCommit(files: Record<string, string>, message?: string): { before: string; after: string };
  /** A fresh workspace checked out the way actions/checkout would for an event. */
  workspace(mode: WorkspaceMode, options?: WorkspaceOptions): string;
  /** The pulls API's view of this PR, for `fake.state.seedPull`. */
  pullSeed(extra?: Partial<PullSeed>): PullSeed;
  /** A copy of the repository as it is now (same commits, its own folders), for another test to push to. */
  fork(): PullRepo;
}

/** A pull request's state: `origin` the bare repository with the pull refs. */
interface PullRepoState {
  number: number;
  origin: string;
  baseSha: string;
  headSha: string;
  mergeSha: string;
  mainSha: string;
  headRef: string;
  /** Everything the PR's commits wrote so far: a merge commit's tree is main's with these on top. */
  changes: TreeChanges;
}

const IDENTITY = { name: GIT_ENV.GIT_COMMITTER_NAME!, email: GIT_ENV.GIT_COMMITTER_EMAIL! };
const HEAD_REF = "feature/greet";
/** The message `git merge --no-ff --no-edit` gives on a detached HEAD. */
const mergeMessage = (headRef: string) => `Merge branch '${headRef}' into HEAD`;

function importInto(origin: string, stream: FastImport, options: { force?: boolean } = {}) {
  return stream.run({ ...process.env, ...GIT_ENV }, origin, options);
}

/** An empty bare repository, made by `git init --bare` once: each new origin starts as a copy of it, a process less a build. */
let emptyOrigin: string | undefined;

function newOrigin(): string {
  if (!emptyOrigin) {
    emptyOrigin = join(tempDir("gauntlet-e2e-empty-"), "origin.git");
    git(dirname(emptyOrigin), "init", "--quiet", "--bare", "--initial-branch=main", emptyOrigin);
  }
  const origin = join(tempDir("gauntlet-e2e-origin-"), "origin.git");
  cpSync(emptyOrigin, origin, { recursive: true, verbatimSymlinks: true });
  return origin;
}

// Scenarios with the same spec share one build: each gets a copy of its origin.
const templates = new Map<string, PullRepoState>();

/** The whole pull request in one fast-import: base, filler commits, the change, main's commits, the merge commit and the refs. */
function buildPullRepo(spec: PullRepoSpec): PullRepoState {
  const number = spec.number ?? 7;
  const headRef = HEAD_REF;
  const origin = newOrigin();
  const changes = { ...filesOf(spec.change), ...symlinksOf(spec.symlinks ?? {}), ...gitlinksOf(spec.gitlinks ?? {}) };
  const stream = new FastImport(IDENTITY);
  const base = stream.commit("refs/heads/main", { message: "base", changes: { ...filesOf(spec.base ?? BASE_FILES), ...gitlinksOf(spec.baseGitlinks ?? {}) } });
  let head = base;
  for (let i = 0; i < (spec.fillerCommits ?? 0); i++) head = stream.commit(`refs/heads/${headRef}`, { message: `groundwork ${i + 1}`, from: head });
  head = stream.commit(`refs/heads/${headRef}`, { message: "the change", from: head, changes });
  let main = base;
  for (let i = 0; i < (spec.mainAhead ?? 0); i++) {
    const file = filesOf({ [`docs/main-${i + 1}.md`]: `main moved on (${i + 1})\n` });
    main = stream.commit("refs/heads/main", { message: `main ${i + 1}`, from: main, changes: file });
  }
  const merge = stream.commit(`refs/pull/${number}/merge`, { message: mergeMessage(headRef), from: main, merge: [head], changes });
  stream.reset(`refs/pull/${number}/head`, head);
  const shas = importInto(origin, stream);
  return { number, origin, baseSha: shas.of(base), headSha: shas.of(head), mergeSha: shas.of(merge), mainSha: shas.of(main), headRef, changes };
}

/** A copy of `state`'s origin: the same commits, free to be pushed to. */
function copyPullRepo(state: PullRepoState): PullRepoState {
  const origin = join(tempDir("gauntlet-e2e-origin-"), "origin.git");
  cpSync(state.origin, origin, { recursive: true, verbatimSymlinks: true });
  return { ...state, origin, changes: { ...state.changes } };
}

export function createPullRepo(spec: PullRepoSpec): PullRepo {
  const key = JSON.stringify(spec);
  let template = templates.get(key);
  if (!template) {
    template = buildPullRepo(spec);
    templates.set(key, template);
  }
  return pullRepoIn(copyPullRepo(template));
}

// ---------- workspaces: checked out once per (origin refs, mode, options), copied for each call ----------

interface WorkspaceTemplate {
  /** The checkout, `…/Hello-World`. */
  dir: string;
  /** The origin it was fetched from: its path is in .git/config, FETCH_HEAD and the reflogs. */
  origin: string;
}

const workspaceTemplates = new Map<string, WorkspaceTemplate>();

/** Every file under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** A ref store's files read as they are (HEAD, packed-refs, loose refs): equal text, equal fetch and clone. */
function refsOf(gitDir: string): string[] {
  const read = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").trim() : "");
  const loose = filesUnder(join(gitDir, "refs")).map((path) => `${relative(gitDir, path)} ${read(path)}`);
  return [`HEAD ${read(join(gitDir, "HEAD"))}`, read(join(gitDir, "packed-refs")), ...loose.sort()];
}

/** The checkout as actions/checkout (or `git clone`) makes it, with real git: init, remote, fetch, checkout. */
function checkOut(state: PullRepoState, mode: WorkspaceMode, options: WorkspaceOptions): string {
  const dir = join(tempDir("gauntlet-e2e-ws-template-"), "Hello-World");
  const url = `file://${state.origin}`;
  const depth = options.depth ? [`--depth=${options.depth}`] : [];
  if (mode === "merge") {
    mkdirSync(dir);
    git(dir, "init", "--quiet", "--initial-branch=main");
    // What `git remote add origin <url>` writes, without a process for it.
    appendFileSync(join(dir, ".git", "config"), `[remote "origin"]\n\turl = ${url}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`);
    const ref = options.ref ?? `refs/pull/${state.number}/merge`;
    git(dir, "fetch", "--quiet", "--no-tags", ...depth, "origin", `+${ref}:refs/remotes/checkout/target`);
    git(dir, "checkout", "--quiet", "--detach", "refs/remotes/checkout/target");
  } else if (mode === "main") {
    git(dirname(dir), "clone", "--quiet", ...depth, url, dir);
  } else {
    git(dirname(dir), "clone", "--quiet", "--depth=1", "--branch", state.headRef, url, dir);
  }
  return dir;
}

/** The files in .git that name the origin's path: the remote's URL, FETCH_HEAD, and the reflogs ("clone: from file://…"). */
function filesNamingOrigin(gitDir: string): string[] {
  return [join(gitDir, "config"), join(gitDir, "FETCH_HEAD")].filter((path) => existsSync(path)).concat(filesUnder(join(gitDir, "logs")));
}

/** A workspace of its own for `state`'s origin: a copy of the template, re-pointed at this origin when it came from another. */
function workspaceFor(state: PullRepoState, mode: WorkspaceMode, options: WorkspaceOptions): string {
  const key = JSON.stringify({ refs: refsOf(state.origin), mode, depth: options.depth ?? null, ref: options.ref ?? null, headRef: state.headRef });
  let template = workspaceTemplates.get(key);
  if (!template) {
    template = { dir: checkOut(state, mode, options), origin: state.origin };
    workspaceTemplates.set(key, template);
  }
  const dir = join(tempDir("gauntlet-e2e-ws-"), "Hello-World");
  cpSync(template.dir, dir, { recursive: true, verbatimSymlinks: true });
  if (template.origin !== state.origin) {
    for (const file of filesNamingOrigin(join(dir, ".git"))) {
      writeFileSync(file, readFileSync(file, "utf8").replaceAll(template.origin, state.origin));
    }
  }
  return dir;
}

function pullRepoIn(state: PullRepoState): PullRepo {
  const { number, origin, baseSha, mainSha, headRef } = state;

  const repo: PullRepo = {
    number,
    origin,
    url: `file://${origin}`,
    baseSha,
    headSha: state.headSha,
    mergeSha: state.mergeSha,
    mainSha,
    headRef,
    pushCommit: (files, message = "another change") => {
      const before = repo.headSha;
      const pushed = filesOf(files);
      const changes = { ...state.changes, ...pushed };
      const stream = new FastImport(IDENTITY);
      const head = stream.commit(`refs/heads/${headRef}`, { message, from: before, changes: pushed });
      const merge = stream.commit(`refs/pull/${number}/merge`, { message: mergeMessage(headRef), from: mainSha, merge: [head], changes });
      stream.reset(`refs/pull/${number}/head`, head);
      // The merge ref moves to a commit that does not contain its old one: a force-push.
      const shas = importInto(origin, stream, { force: true });
      state.headSha = repo.headSha = shas.of(head);
      state.mergeSha = repo.mergeSha = shas.of(merge);
      state.changes = changes;
      return { before, after: repo.headSha };
    },
    queueCommit: () => {
      const ref = `refs/heads/gh-readonly-queue/main/pr-${number}-${repo.headSha}`;
      const stream = new FastImport(IDENTITY);
      const queued = stream.commit(ref, { message: `Merge pull request #${number}`, from: mainSha, merge: [repo.headSha], changes: state.changes });
      return { sha: importInto(origin, stream).of(queued), ref };
    },
    workspace: (mode, options = {}) => workspaceFor(state, mode, options),
    pullSeed: (extra = {}) => ({
      number,
      head: { sha: repo.headSha, ref: headRef },
      base: { sha: baseSha, ref: "main" },
      body: "",
      ...extra,
    }),
    fork: () => pullRepoIn(copyPullRepo(state)),
  };
  return repo;
}

// ---------- webhook payloads: the real examples, adjusted ----------

interface WebhookDefinition {
  name: string;
  examples: Array<Record<string, unknown>>;
}

const definitions = createRequire(import.meta.url)("@octokit/webhooks-examples") as WebhookDefinition[];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are arbitrary JSON, adjusted field by field
type Payload = Record<string, any>;

/** A deep copy of the first example of `event` (with `action`, when given). */
export function examplePayload(event: string, action?: string): Payload {
  const definition = definitions.find((d) => d.name === event);
  const example = definition?.examples.find((e) => action === undefined || e.action === action);
  if (!example) throw new Error(`@octokit/webhooks-examples has no ${event}${action ? `.${action}` : ""} example`);
  return structuredClone(example) as Payload;
}

function retarget(payload: Payload, repository = REPOSITORY): Payload {
  const [owner, name] = repository.split("/") as [string, string];
  if (payload.repository) Object.assign(payload.repository, { name, full_name: repository, owner: { ...payload.repository.owner, login: owner } });
  return payload;
}

export interface PullPayloadOptions {
  action?: string;
  body?: string;
  draft?: boolean;
  /** The head repository's full name; another one makes a fork PR. */
  headRepo?: string;
  user?: string;
  /** synchronize: the head the push replaced. */
  before?: string;
}

/** A `pull_request` (or `pull_request_target`: same payload) event for `repo`'s PR. */
export function pullRequestPayload(repo: PullRepo, options: PullPayloadOptions = {}): Payload {
  const payload = retarget(examplePayload("pull_request", options.action === "synchronize" ? "synchronize" : "opened"));
  payload.action = options.action ?? "opened";
  payload.number = repo.number;
  const pr = payload.pull_request;
  pr.number = repo.number;
  pr.body = options.body ?? "";
  pr.draft = options.draft ?? false;
  pr.user = { ...pr.user, login: options.user ?? "octocat" };
  pr.head = { ...pr.head, sha: repo.headSha, ref: repo.headRef, label: `octocat:${repo.headRef}` };
  pr.head.repo = retarget({ repository: structuredClone(payload.repository) }, options.headRepo ?? REPOSITORY).repository;
  pr.base = { ...pr.base, sha: repo.baseSha, ref: "main", label: "Codertocat:main" };
  pr.base.repo = structuredClone(payload.repository);
  if (options.before) {
    payload.before = options.before;
    payload.after = repo.headSha;
  }
  return payload;
}

export function issueCommentPayload(repo: PullRepo, comment: { id: number; body: string; user: string }): Payload {
  const payload = retarget(examplePayload("issue_comment", "created"));
  payload.issue.number = repo.number;
  // The examples are on plain issues; on a pull request GitHub adds this.
  payload.issue.pull_request = {
    url: `https://api.github.com/repos/${REPOSITORY}/pulls/${repo.number}`,
    html_url: `https://github.com/${REPOSITORY}/pull/${repo.number}`,
    diff_url: `https://github.com/${REPOSITORY}/pull/${repo.number}.diff`,
    patch_url: `https://github.com/${REPOSITORY}/pull/${repo.number}.patch`,
    merged_at: null,
  };
  payload.comment = { ...payload.comment, id: comment.id, body: comment.body, user: { ...payload.comment.user, login: comment.user } };
  payload.sender = { ...payload.sender, login: comment.user };
  return payload;
}

export function mergeGroupPayload(repo: PullRepo, queue: { sha: string; ref: string }): Payload {
  const payload = retarget(examplePayload("merge_group", "checks_requested"));
  payload.merge_group = { ...payload.merge_group, head_sha: queue.sha, head_ref: queue.ref, base_sha: repo.mainSha, base_ref: "refs/heads/main" };
  payload.merge_group.head_commit = { ...payload.merge_group.head_commit, id: queue.sha };
  return payload;
}

export function workflowDispatchPayload(inputs: Record<string, string>): Payload {
  const payload = retarget(examplePayload("workflow_dispatch"));
  payload.inputs = inputs;
  payload.ref = "refs/heads/main";
  return payload;
}

// ---------- running the action ----------

/** action.yml's inputs with their defaults, as the runner passes them. */
function actionDefaults(token: string): Record<string, string> {
  const action = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as { inputs: Record<string, { default?: string }> };
  return Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, String(input.default ?? "").replace("${{ github.token }}", token)]));
}

export interface ActionRunOptions {
  event: string;
  payload: unknown;
  workspace: string;
  fake: FakeGithub;
  /** Sets openai-base-url and a key; without it, the inputs decide. */
  model?: ModelServer;
  /** Input overrides by their action.yml names ("fail-on-blocked": "false"). */
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** GITHUB_SHA: the merge commit on pull_request, the default branch on comments and dispatch. */
  sha?: string;
  token?: string;
  /** Another build of the action (a copy of the bundle), as a moved `@v1` tag would run. Default ACTION_ENTRY. */
  entry?: string;
  /** The child is killed (SIGKILL) after this long, so a hang fails with its log instead of a bare test timeout. Default ACTION_KILL_MS. */
  timeoutMs?: number;
}

export interface ActionResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** What the step set with core.setOutput, parsed from GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** The job summary file's content. */
  summary: string;
  durationMs: number;
  /** Killed by the harness's timeout. */
  timedOut: boolean;
}

export interface ActionProcess {
  child: ChildProcess;
  readonly stdout: string;
  done: Promise<ActionResult>;
}

/** The parent's environment without anything a runner or a developer's shell would leak into the step. */
function baseEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(INPUT_|GITHUB_|RUNNER_|OPENAI_|GAUNTLET_|ACTIONS_|VITEST|NODE_OPTIONS)/.test(key)),
  );
}

/** GAUNTLET_E2E_RUN_LOG=<file>: one line per action run (test file, test name), to count the runs each file makes. */
function logRun(): void {
  const log = process.env.GAUNTLET_E2E_RUN_LOG;
  if (!log) return;
  const { testPath, currentTestName } = expect.getState();
  appendFileSync(log, `${relative(ROOT, testPath ?? "?")}\t${currentTestName ?? "(hook)"}\n`);
}

export function launchAction(options: ActionRunOptions): ActionProcess {
  logRun();
  const token = options.token ?? ACTION_TOKEN;
  const runner = tempDir("gauntlet-e2e-runner-");
  const files = {
    event: join(runner, "event.json"),
    output: join(runner, "output"),
    summary: join(runner, "step_summary"),
    state: join(runner, "state"),
    env: join(runner, "env"),
    path: join(runner, "path"),
  };
  mkdirSync(join(runner, "temp"));
  writeFileSync(files.event, JSON.stringify(options.payload, null, 2));
  for (const file of [files.output, files.summary, files.state, files.env, files.path]) writeFileSync(file, "");

  const inputs: Record<string, string> = {
    ...actionDefaults(token),
    ...(options.model ? { "openai-base-url": options.model.baseURL, "openai-api-key": options.model.apiKey ?? MODEL_KEY, model: MODEL_NAME } : {}),
    ...options.inputs,
  };
  const env: NodeJS.ProcessEnv = {
    ...baseEnv(),
    ...GIT_ENV,
    ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, "_").toUpperCase()}`, value])),
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_API_URL: options.fake.url,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_GRAPHQL_URL: `${options.fake.url}/graphql`,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_REPOSITORY_OWNER: REPOSITORY.split("/")[0],
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_SHA: options.sha ?? "",
    GITHUB_REF: "refs/heads/main",
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_ACTOR: "octocat",
    GITHUB_WORKFLOW: "gauntlet",
    GITHUB_JOB: "gauntlet",
    GITHUB_ACTION: "__run",
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    RUNNER_TEMP: join(runner, "temp"),
    RUNNER_OS: "Linux",
    // The fake GitHub has no rate limits: no pacing of writes (1 s apart, comments 3 s) and retries 10, 40, 90 ms apart, not
    // 1, 4, 9 s, in the suite. The fault matrix turns it on.
    GAUNTLET_GITHUB_PACING: "off",
    ...options.env,
  };

  const started = Date.now();
  const child = spawn(process.execPath, [options.entry ?? ACTION_ENTRY], { cwd: options.workspace, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (text: string) => {
    stdout += text;
  });
  child.stderr!.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  let timedOut = false;
  const killer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, options.timeoutMs ?? ACTION_KILL_MS);
  const done = new Promise<ActionResult>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(killer);
      resolve({
        code,
        signal,
        stdout,
        stderr,
        outputs: parseOutputFile(readFileSync(files.output, "utf8")),
        summary: readFileSync(files.summary, "utf8"),
        durationMs: Date.now() - started,
        timedOut,
      });
    });
  });
  return {
    child,
    get stdout() {
      return stdout;
    },
    done,
  };
}

export function runAction(options: ActionRunOptions): Promise<ActionResult> {
  return launchAction(options).done;
}

/** GITHUB_OUTPUT's `name<<delimiter … delimiter` records (and plain `name=value` lines). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i]!);
      outputs[name] = value.join("\n");
    } else if (line.includes("=")) {
      outputs[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    }
  }
  return outputs;
}

/** The log lines the action wrote as workflow commands (`::error::…`), decoded enough to read. */
export function workflowCommands(stdout: string, command: "error" | "warning" | "notice" | "add-mask"): string[] {
  const prefix = new RegExp(`^::${command}(?: [^:]*)?::`);
  return stdout
    .split("\n")
    .filter((line) => prefix.test(line))
    .map((line) => line.replace(prefix, "").replace(/%0A/g, "\n").replace(/%0D/g, "\r").replace(/%25/g, "%"));
}
