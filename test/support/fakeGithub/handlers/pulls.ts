// Pull requests as seeded by the test: get and list files.
import type { PullRecord } from "../records.js";
import { renderPull, renderPullFile } from "../render.js";
import { found, intParam, ok, pageOf, type Handler, type HandlerContext } from "./context.js";

export const getPull: Handler = (ctx) => ok(renderPull(pullOf(ctx), ctx.state, ctx.urls));

export const listPullFiles: Handler = (ctx) => {
  const pull = pullOf(ctx);
  return pageOf(ctx, pull.files ?? [], (f) => renderPullFile(f, ctx.state, ctx.urls));
};

export function pullOf(ctx: HandlerContext): PullRecord {
  return found(ctx.state.pulls.get(intParam(ctx, "pull_number")));
}
