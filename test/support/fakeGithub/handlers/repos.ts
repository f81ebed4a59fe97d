// The repository itself, collaborator permissions, file contents at a ref, git refs.
import { createHash } from "node:crypto";
import { GithubApiError, notFound } from "../errors.js";
import { encodePath, renderPermission, renderRepo, type Json } from "../render.js";
import { normalisePath } from "../state.js";
import { found, ok, stringParam, type Handler, type HandlerContext } from "./context.js";

export const getRepo: Handler = (ctx) => ok(renderRepo(ctx.state, ctx.urls));

/** Someone who isn't a collaborator gets 404, so an unseeded user can never pass an authorisation check. */
export const getCollaboratorPermission: Handler = (ctx) => {
  const login = stringParam(ctx, "username");
  const role = found(ctx.state.permissions.get(login.toLowerCase()));
  return ok(renderPermission(login, role, ctx.urls));
};

export const getRef: Handler = (ctx) => {
  const ref = stringParam(ctx, "ref").replace(/^refs\//, "");
  const sha = found(ctx.state.refs.get(ref));
  return ok({
    ref: `refs/${ref}`,
    node_id: `REF_${Buffer.from(ref).toString("base64url")}`,
    url: `${ctx.urls.api}/repos/${ctx.state.fullName}/git/refs/${ref}`,
    object: { sha, type: "commit", url: `${ctx.urls.api}/repos/${ctx.state.fullName}/git/commits/${sha}` },
  });
};

/**
 * The contents API: a file as base64 JSON (or raw bytes for the `raw` media
 * type), a directory as a listing. Without `ref`, the default branch.
 */
export const getContent: Handler = (ctx) => {
  const ref = (ctx.query.ref as string | undefined) ?? ctx.state.defaultBranch;
  const files = ctx.state.filesAt(ref);
  if (!files) throw new GithubApiError(404, `No commit found for the ref ${ref}`);
  const path = normalisePath(stringParam(ctx, "path"));
  const data = files.get(path);
  if (data !== undefined) {
    if (wantsRaw(ctx)) return { status: 200, raw: { contentType: "application/vnd.github.raw; charset=utf-8", data } };
    return ok(fileEntry(ctx, ref, path, data, true));
  }
  const listing = directoryListing(ctx, ref, files, path);
  if (listing.length === 0) throw notFound();
  return ok(listing);
};

function wantsRaw(ctx: HandlerContext): boolean {
  return /application\/vnd\.github(?:\.v3)?\.raw/.test(String(ctx.headers.accept ?? ""));
}

function directoryListing(ctx: HandlerContext, ref: string, files: Map<string, Buffer>, dir: string): Json[] {
  const prefix = dir === "" ? "" : `${dir}/`;
  const entries = new Map<string, Json>();
  for (const [path, data] of files) {
    if (!path.startsWith(prefix)) continue;
    const [name = "", ...deeper] = path.slice(prefix.length).split("/");
    if (entries.has(name)) continue;
    entries.set(name, deeper.length > 0 ? dirEntry(ctx, ref, `${prefix}${name}`) : fileEntry(ctx, ref, path, data, false));
  }
  // By name, as GitHub lists them, independent of seeding order.
  return [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
}

function fileEntry(ctx: HandlerContext, ref: string, path: string, data: Buffer, withContent: boolean): Json {
  const sha = blobSha(data);
  return {
    type: "file",
    name: path.split("/").pop() ?? path,
    path,
    sha,
    size: data.length,
    ...(withContent ? { encoding: "base64", content: wrapBase64(data) } : {}),
    ...links(ctx, ref, path, sha, "blob"),
    download_url: `${ctx.urls.html}/raw/${ctx.state.fullName}/${encodePath(ref)}/${encodePath(path)}`,
  };
}

function dirEntry(ctx: HandlerContext, ref: string, path: string): Json {
  const sha = createHash("sha1").update(`tree ${path}`).digest("hex");
  return { type: "dir", name: path.split("/").pop() ?? path, path, sha, size: 0, ...links(ctx, ref, path, sha, "tree"), download_url: null };
}

function links(ctx: HandlerContext, ref: string, path: string, sha: string, kind: "blob" | "tree"): Json {
  const self = `${ctx.urls.api}/repos/${ctx.state.fullName}/contents/${encodePath(path)}?ref=${encodeURIComponent(ref)}`;
  const git = `${ctx.urls.api}/repos/${ctx.state.fullName}/git/${kind}s/${sha}`;
  const html = `${ctx.urls.html}/${ctx.state.fullName}/${kind}/${encodePath(ref)}/${encodePath(path)}`;
  return { url: self, git_url: git, html_url: html, _links: { self, git, html } };
}

/** Git's blob id, so a client comparing SHAs across APIs sees consistent values. */
function blobSha(data: Buffer): string {
  return createHash("sha1").update(`blob ${data.length}\0`).update(data).digest("hex");
}

/** GitHub wraps the base64 at 60 characters per line. */
function wrapBase64(data: Buffer): string {
  const encoded = data.toString("base64");
  return encoded.length === 0 ? "" : `${encoded.match(/.{1,60}/g)?.join("\n")}\n`;
}
