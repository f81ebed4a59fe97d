// Check runs: create, update (annotations append, as on GitHub), get, list.
import { invalidRequest, notFound } from "../errors.js";
import { checkRunOutputViolation } from "../limits.js";
import type { CheckRunAnnotation, CheckRunRecord } from "../records.js";
import { renderCheckRun } from "../render.js";
import { found, intParam, isSha, ok, pageOf, stringParam, type Handler, type HandlerContext } from "./context.js";

interface CheckRunWrite {
  name?: string;
  head_sha?: string;
  details_url?: string;
  external_id?: string;
  status?: CheckRunRecord["status"];
  conclusion?: string;
  started_at?: string;
  completed_at?: string;
  output?: { title?: string; summary?: string; text?: string; annotations?: CheckRunAnnotation[] };
}

export const createCheckRun: Handler = (ctx) => {
  const body = ctx.body as CheckRunWrite & { name: string; head_sha: string };
  if (!isSha(body.head_sha)) {
    throw invalidRequest(`head_sha "${body.head_sha}" is not a commit SHA`, [
      { resource: "CheckRun", field: "head_sha", code: "invalid", message: `No commit found for SHA: ${body.head_sha}` },
    ]);
  }
  assertWritable(body, null);
  const run: CheckRunRecord = {
    id: ctx.state.nextId("checkRun"),
    name: body.name,
    head_sha: body.head_sha,
    status: "queued",
    conclusion: null,
    started_at: ctx.state.now(),
    completed_at: null,
    details_url: null,
    external_id: null,
    output: { title: null, summary: null, text: null, annotations: [] },
    annotationBatches: [],
    creator: { login: ctx.identity.login, type: ctx.identity.type },
  };
  applyWrite(ctx, run, body);
  ctx.state.checkRuns.push(run);
  return ok(renderCheckRun(run, ctx.state, ctx.urls), 201);
};

export const updateCheckRun: Handler = (ctx) => {
  const run = found(ctx.state.checkRun(intParam(ctx, "check_run_id")));
  const body = ctx.body as CheckRunWrite;
  assertWritable(body, run);
  applyWrite(ctx, run, body);
  return ok(renderCheckRun(run, ctx.state, ctx.urls));
};

export const getCheckRun: Handler = (ctx) => ok(renderCheckRun(found(ctx.state.checkRun(intParam(ctx, "check_run_id"))), ctx.state, ctx.urls));

export const listAnnotations: Handler = (ctx) => {
  const run = found(ctx.state.checkRun(intParam(ctx, "check_run_id")));
  return pageOf(ctx, run.output.annotations, (a) => ({
    path: a.path,
    start_line: a.start_line,
    end_line: a.end_line,
    start_column: a.start_column ?? null,
    end_column: a.end_column ?? null,
    annotation_level: a.annotation_level,
    title: a.title ?? null,
    message: a.message,
    raw_details: a.raw_details ?? null,
    blob_href: `${ctx.urls.html}/${ctx.state.fullName}/blob/${run.head_sha}/${a.path}`,
  }));
};

export const listCheckRunsForRef: Handler = (ctx) => {
  const sha = resolveCommit(ctx, stringParam(ctx, "ref"));
  const { check_name: name, status, filter } = ctx.query as { check_name?: string; status?: string; filter?: string };
  let runs = ctx.state.checkRuns.filter((r) => r.head_sha === sha && (name === undefined || r.name === name) && (status === undefined || r.status === status));
  // GitHub's default `filter=latest` hides older runs that share a name.
  if (filter !== "all") runs = runs.filter((r) => !runs.some((other) => other.name === r.name && other.id > r.id));
  runs = [...runs].sort((a, b) => b.id - a.id);
  const page = pageOf(ctx, runs, (r) => renderCheckRun(r, ctx.state, ctx.urls));
  return { ...page, body: { total_count: runs.length, check_runs: page.body } };
};

function resolveCommit(ctx: HandlerContext, ref: string): string {
  if (isSha(ref)) return ref;
  const name = ref.replace(/^refs\//, "");
  const sha = ctx.state.refs.get(name) ?? ctx.state.refs.get(`heads/${name}`) ?? ctx.state.refs.get(`tags/${name}`);
  if (sha === undefined) throw notFound();
  return sha;
}

// Everything that could refuse the write is checked before anything changes,
// so a 422 leaves the stored run exactly as it was, as GitHub does.
function assertWritable(body: CheckRunWrite, run: CheckRunRecord | null): void {
  const violation = checkRunOutputViolation(body.output);
  if (violation) throw violation;
  const conclusion = body.conclusion ?? (body.status === undefined || body.status === "completed" ? run?.conclusion : null);
  const completes = body.status === "completed" || body.completed_at !== undefined;
  if (completes && !conclusion) {
    throw invalidRequest("conclusion is required when status is completed or completed_at is set", [
      { resource: "CheckRun", field: "conclusion", code: "missing_field" },
    ]);
  }
}

function applyWrite(ctx: HandlerContext, run: CheckRunRecord, body: CheckRunWrite): void {
  if (body.name !== undefined) run.name = body.name;
  if (body.details_url !== undefined) run.details_url = body.details_url;
  if (body.external_id !== undefined) run.external_id = body.external_id;
  if (body.started_at !== undefined) run.started_at = body.started_at;
  if (body.conclusion !== undefined) {
    // "Providing conclusion will automatically set the status parameter to completed."
    run.conclusion = body.conclusion;
    run.status = "completed";
    run.completed_at = body.completed_at ?? ctx.state.now();
  } else if (body.status !== undefined) {
    run.status = body.status;
    if (body.status === "completed") run.completed_at = body.completed_at ?? run.completed_at ?? ctx.state.now();
    else {
      run.conclusion = null;
      run.completed_at = null;
    }
  }
  if (body.output) {
    const { title, summary, text, annotations } = body.output;
    if (title !== undefined) run.output.title = title;
    if (summary !== undefined) run.output.summary = summary;
    if (text !== undefined) run.output.text = text;
    if (annotations && annotations.length > 0) {
      run.output.annotations.push(...annotations.map((a) => ({ ...a })));
      run.annotationBatches.push(annotations.length);
    }
  }
}
