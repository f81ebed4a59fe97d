/**
 * A `.svgz` is an SVG compressed with gzip: binary by its bytes, so it was
 * skipped as binary and its scripts, event handlers and outside references
 * never reached a reviewer. Each side is gunzipped here, at most
 * SVGZ_MAX_BYTES out against a zip bomb, and then read as any SVG is: decoded,
 * diffed, cut short, followed by its security facts (svg.ts). One that does
 * not gunzip is named unreadable, never skipped as binary.
 */
import { constants, gunzipSync } from "node:zlib";
import { messageOf } from "../../engine/errors.js";

/** Decompressed bytes allowed per side: past it, the file is over the read limit, and its text is never held. */
export const SVGZ_MAX_BYTES = 8 * 1024 * 1024;

export const isSvgz = (path: string) => /\.svgz$/i.test(path);

/** The note beside a file read this way, and beside one that stopped at the cap. */
export const SVGZ_NOTE = "gunzipped from .svgz";
export const SVGZ_TOO_LARGE = `.svgz: more than ${SVGZ_MAX_BYTES / 1024 / 1024} MiB once gunzipped; not decompressed further`;

/** A side as read: its bytes up to a limit, and whether the file went on past it. */
export interface ReadSide {
  bytes: Buffer;
  truncated: boolean;
}

export type OpenedSvgz = { kind: "svg"; side: ReadSide } | { kind: "too_large" } | { kind: "corrupt"; detail: string };

/**
 * The SVG inside one side, cut at `limit` as a read is (then truncated). A
 * side read only in part is decompressed as far as it goes.
 */
export function gunzipSvgz(side: ReadSide, limit: number): OpenedSvgz {
  let out: Buffer;
  try {
    out = gunzipSync(side.bytes, { maxOutputLength: SVGZ_MAX_BYTES, ...(side.truncated ? { finishFlush: constants.Z_SYNC_FLUSH } : {}) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return { kind: "too_large" };
    return { kind: "corrupt", detail: `not a valid gzip stream (${messageOf(error)})` };
  }
  return { kind: "svg", side: { bytes: out.subarray(0, limit), truncated: side.truncated || out.length > limit } };
}

export type SvgzSides = { kind: "svg"; oldSide: ReadSide | undefined; newSide: ReadSide | undefined } | Exclude<OpenedSvgz, { kind: "svg" }>;

/**
 * Both sides gunzipped. Only the side shown decides: a corrupt or oversized
 * base of a file whose head is sound is diffed as empty, as an added file is.
 */
export function openSvgz(shown: "old" | "new", oldSide: ReadSide | undefined, newSide: ReadSide | undefined, limit: number): SvgzSides {
  const [base, head] = [oldSide && gunzipSvgz(oldSide, limit), newSide && gunzipSvgz(newSide, limit)];
  const decisive = shown === "old" ? base : head;
  if (decisive && decisive.kind !== "svg") return decisive;
  return { kind: "svg", oldSide: base?.kind === "svg" ? base.side : undefined, newSide: head?.kind === "svg" ? head.side : undefined };
}
