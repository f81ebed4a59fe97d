export const id = 807;
export const ids = [807];
export const modules = {

/***/ 6452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IW: () => (/* binding */ redactPatch),
/* harmony export */   KL: () => (/* binding */ redactDeep)
/* harmony export */ });
/* unused harmony export RedactDeepCycleError */
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9015);
/**
 * Redaction that follows the structure of what it redacts, instead of running
 * over text that was serialized or concatenated first.
 *
 * - redactDeep: each string of a JSON-like value on its own. Redacting
 *   `JSON.stringify(x)` instead breaks on a BEGIN line without its END (the
 *   key pattern eats the rest of the JSON), merges a BEGIN in one field with
 *   an END in a later one, and hides a token behind the escape JSON puts
 *   before it.
 * - redactPatch: a unified diff, line by line, each side of the change with
 *   its own line-redactor state, so a private key added on one side is hidden
 *   on that side and the diff markers survive.
 */

/** The value refers to itself, so it is not JSON data and has no finite copy. */
class RedactDeepCycleError extends Error {
    path;
    constructor(path) {
        super(`redactDeep: the value refers back to itself at ${path}; only acyclic JSON-like data can be redacted`);
        this.path = path;
        this.name = "RedactDeepCycleError";
    }
}
/**
 * A copy of a JSON-like value with every string redacted, object keys too.
 * Arrays and objects are copied (an object as its own enumerable string keys,
 * as JSON.stringify reads it, without calling `toJSON`); numbers, booleans,
 * null, undefined and anything else are returned as they are. Two keys that
 * redact to the same text are both kept, the later one with a ` (2)` suffix,
 * so redaction never drops an entry. A shared (but acyclic) reference is
 * copied at each place; a cycle throws RedactDeepCycleError.
 */
function redactDeep(value, redact) {
    return copyRedacted(value, redact, new Set(), "$");
}
function copyRedacted(value, redact, ancestors, path) {
    if (typeof value === "string")
        return redact(value);
    if (value === null || typeof value !== "object")
        return value;
    if (ancestors.has(value))
        throw new RedactDeepCycleError(path);
    ancestors.add(value);
    try {
        if (Array.isArray(value))
            return value.map((item, index) => copyRedacted(item, redact, ancestors, `${path}[${index}]`));
        const copy = {};
        for (const [key, item] of Object.entries(value)) {
            // The path names redacted keys only: it ends up in an error message.
            const shownKey = unusedKey(copy, redact(key));
            // defineProperty, because assigning `__proto__` would replace the copy's prototype instead.
            Object.defineProperty(copy, shownKey, {
                value: copyRedacted(item, redact, ancestors, `${path}[${JSON.stringify(shownKey)}]`),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        }
        return copy;
    }
    finally {
        ancestors.delete(value);
    }
}
function unusedKey(target, key) {
    if (!Object.hasOwn(target, key))
        return key;
    for (let n = 2;; n += 1) {
        const candidate = `${key} (${n})`;
        if (!Object.hasOwn(target, candidate))
            return candidate;
    }
}
const HUNK_HEADER = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;
function hunkLeft(header) {
    const counts = HUNK_HEADER.exec(header);
    // A header without counts (a combined diff's `@@@`) leaves the hunk open until the next header.
    if (!counts)
        return { base: Number.POSITIVE_INFINITY, head: Number.POSITIVE_INFINITY };
    return { base: Number(counts[1] ?? 1), head: Number(counts[2] ?? 1) };
}
/** Of two redactions of one line, the one that shows less of it. */
function lessRevealing(head, base) {
    if (head === base)
        return head;
    const shown = (text) => text.replace(/\[REDACTED:[a-z-]+\]/g, "").length;
    return shown(base) < shown(head) ? base : head;
}
/**
 * Redacts unified diff text (`git diff` output, or one file's section of it)
 * for a prompt. Every input line gives exactly one output line.
 * - Hunk lines keep their marker (`+`, `-`, ` `, `\`); the rest of the line is
 *   redacted by a line redactor for the head side (`+` and context lines) or
 *   the base side (`-` and context lines), so a private key body is hidden
 *   on the side that has its BEGIN line. A context line is shown as the side
 *   that reveals less of it shows it.
 * - Every other line (`diff --git`, `index`, `---`, `+++`, `@@` with its
 *   section heading, rename and mode lines) is redacted whole with `redact`.
 * - Both sides start afresh at each `diff` and `@@` header: what lies between
 *   two hunks is unknown. The hunk's counts say where it ends, so a removed
 *   line reading `-- x` is not taken for a `---` header.
 */
function redactPatch(patch, redact) {
    let head = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact);
    let base = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact);
    let left;
    const restart = () => {
        head = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact);
        base = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact);
    };
    const redactLine = (line) => {
        if (line.startsWith("diff ")) {
            restart();
            left = undefined;
            return redact(line);
        }
        if (line.startsWith("@@")) {
            restart();
            left = hunkLeft(line);
            return redact(line);
        }
        // `\ No newline at end of file` follows the hunk's last line, after its counts ran out.
        if (line.startsWith("\\"))
            return "\\" + redact(line.slice(1));
        if (!left || (left.base <= 0 && left.head <= 0))
            return redact(line);
        const marker = line.charAt(0);
        const content = line.slice(1);
        if (marker === "+") {
            left.head -= 1;
            return "+" + head(content);
        }
        if (marker === "-") {
            left.base -= 1;
            return "-" + base(content);
        }
        if (marker === " " || marker === "") {
            left.head -= 1;
            left.base -= 1;
            const shown = lessRevealing(head(content), base(content));
            // An empty line is a context line whose space was trimmed: it shows nothing to hide.
            return marker === "" ? "" : " " + shown;
        }
        // Not a hunk line at all (a malformed or cut patch): redacted whole, and the sides restart.
        restart();
        return redact(line);
    };
    return patch.split("\n").map(redactLine).join("\n");
}


/***/ }),

/***/ 1800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ planChunks),
/* harmony export */   O3: () => (/* binding */ DEFAULT_MAX_CHUNKS),
/* harmony export */   ri: () => (/* binding */ DEFAULT_CHUNK_TOKENS)
/* harmony export */ });
/* unused harmony exports renderHunk, hunksOf */
/* harmony import */ var _filePolicy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9558);
/**
 * Groups a diff into review chunks under a token budget (chars / 4). Source
 * before tests before docs, then by churn. Files skipped by policy, or left
 * out of an incremental re-review, are listed with their reason and its
 * source; files beyond the budget are listed as over budget. Nothing is
 * dropped silently. A deleted file is shown as one line: the reviewer sees
 * that it went, and reads the base for what it held.
 */

const DEFAULT_CHUNK_TOKENS = 24_000;
const DEFAULT_MAX_CHUNKS = 20;
const tokensOf = (text) => Math.ceil(text.length / 4);
/** `localeCompare` without arguments, as one collator: building one per comparison is most of sorting 2,000 paths. */
const comparePaths = new Intl.Collator().compare;
/**
 * One hunk with head-side line numbers, so findings can cite real lines. The
 * numbers are padded only to the hunk's widest: padding is paid in tokens on
 * every line of every diff a reviewer reads.
 */
function renderHunk(hunk) {
    const lines = hunk.split("\n");
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(lines[0] ?? "");
    let next = header ? Number(header[1]) : 1;
    const rows = [];
    for (const line of lines.slice(1)) {
        if (line.startsWith("+"))
            rows.push({ number: next++, mark: "+", text: line.slice(1) });
        else if (line.startsWith("-"))
            rows.push({ mark: "-", text: line.slice(1) });
        else if (line.startsWith("\\"))
            rows.push({ mark: " ", text: line });
        else if (line !== "" || lines.length > 1)
            rows.push({ number: next++, mark: " ", text: line.slice(1) });
    }
    const width = String(Math.max(1, next - 1)).length;
    const out = rows.map((row) => `${(row.number === undefined ? "" : String(row.number)).padStart(width)} ${row.mark} ${row.text}`);
    return [lines[0], ...out].join("\n");
}
/** Splits a file's patch section into its hunks (each starting with @@). */
function hunksOf(patch) {
    const hunks = [];
    let current;
    for (const line of patch.replace(/\n$/, "").split("\n")) {
        if (line.startsWith("@@")) {
            if (current)
                hunks.push(current.join("\n"));
            current = [line];
        }
        else if (current) {
            current.push(line);
        }
    }
    if (current)
        hunks.push(current.join("\n"));
    return hunks;
}
function fileHeader(file) {
    const rename = file.oldPath && file.oldPath !== file.path ? ` (renamed from ${file.oldPath})` : "";
    return `### ${file.path}${rename} — ${file.status}, +${file.additions} −${file.deletions}`;
}
/** A file as pieces that each fit the budget: whole, or split at hunk boundaries. Undefined when a hunk alone is too big. */
function piecesOf(file, budget) {
    const header = fileHeader(file);
    if (file.tooLarge)
        return undefined;
    if (file.status === "deleted")
        return [`${header} (deleted: its content is at the base)`];
    const hunks = hunksOf(file.patch).map(renderHunk);
    const whole = [header, ...hunks].join("\n");
    if (tokensOf(whole) <= budget)
        return [whole];
    const pieces = [];
    let current = header;
    for (const hunk of hunks) {
        if (tokensOf(header + "\n" + hunk) > budget)
            return undefined;
        if (tokensOf(current + "\n" + hunk) > budget) {
            pieces.push(current);
            current = `${header} (continued)`;
        }
        current += "\n" + hunk;
    }
    pieces.push(current);
    return pieces;
}
function planChunks(files, options) {
    const skipped = [];
    const reviewable = [];
    for (const file of files) {
        const skip = (0,_filePolicy_js__WEBPACK_IMPORTED_MODULE_0__/* .skipDecision */ .q0)(file, options.policy);
        if (skip)
            skipped.push({ path: file.path, ...skip });
        else
            reviewable.push(file);
    }
    reviewable.sort((a, b) => (0,_filePolicy_js__WEBPACK_IMPORTED_MODULE_0__/* .fileRank */ .F6)(a.path) - (0,_filePolicy_js__WEBPACK_IMPORTED_MODULE_0__/* .fileRank */ .F6)(b.path) || b.additions + b.deletions - (a.additions + a.deletions) || comparePaths(a.path, b.path));
    const chunks = [];
    const overBudget = [];
    let current = { paths: [], parts: [], tokens: 0 };
    const close = () => {
        if (current.parts.length === 0)
            return;
        const diff = current.parts.join("\n\n");
        chunks.push({ index: chunks.length + 1, paths: current.paths, diff, tokens: tokensOf(diff) });
        current = { paths: [], parts: [], tokens: 0 };
    };
    for (const file of reviewable) {
        const pieces = piecesOf(file, options.chunkTokens);
        if (!pieces) {
            overBudget.push({ path: file.path, reason: "over budget" });
            continue;
        }
        // Chunks needed if this file goes in: a file is reviewed whole or not at all.
        const needed = pieces.length === 1 && current.tokens + tokensOf(pieces[0]) <= options.chunkTokens ? 0 : pieces.length;
        const open = current.parts.length > 0 ? 1 : 0;
        if (chunks.length + open + needed > options.maxChunks) {
            overBudget.push({ path: file.path, reason: "over budget" });
            continue;
        }
        for (const piece of pieces) {
            const tokens = tokensOf(piece);
            if (current.tokens + tokens > options.chunkTokens)
                close();
            current.parts.push(piece);
            if (!current.paths.includes(file.path))
                current.paths.push(file.path);
            current.tokens += tokens + 1;
        }
    }
    close();
    return { chunks, skipped, overBudget };
}


/***/ }),

/***/ 7726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ groupDuplicates),
/* harmony export */   Fo: () => (/* binding */ collect)
/* harmony export */ });
/* unused harmony export mergeDuplicates */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3798);
/* harmony import */ var _llm_tools_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8207);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7212);
/**
 * collect: stable ids F1…Fn, duplicates merged, locations checked against the
 * diff and the files. A finding at a bad location is kept and marked, never
 * annotated. The 🔴/🟡 findings become the verifier's typed input.
 */



const SEVERITY_ORDER = ["🔴 CRITICAL", "🟡 WARNING", "🟢 SUGGESTION", "💡 NITPICK"];
const normalizeTitle = (title) => title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
function isDuplicate(a, b) {
    return a.path === b.path && a.start_line <= b.end_line && b.start_line <= a.end_line && normalizeTitle(a.title) === normalizeTitle(b.title);
}
function isChunkReview(value) {
    return typeof value === "object" && value !== null && Array.isArray(value.findings) && typeof value.summary === "string";
}
/**
 * Merges duplicates, keeping the first wording and the more severe severity.
 * `absorb` lets a caller carry more of the later twin over (the matrix gate: its verdict).
 */
function mergeDuplicates(findings, absorb) {
    return groupDuplicates(findings, absorb).kept;
}
/** mergeDuplicates, also telling which kept finding each input went into (`groupOf[i]`, an index into `kept`). */
function groupDuplicates(findings, absorb) {
    const kept = [];
    const groupOf = [];
    for (const finding of findings) {
        const index = kept.findIndex((k) => isDuplicate(k, finding));
        groupOf.push(index === -1 ? kept.length : index);
        if (index === -1) {
            kept.push({ ...finding });
            continue;
        }
        const twin = kept[index];
        absorb?.(twin, finding);
        if (SEVERITY_ORDER.indexOf(finding.severity) < SEVERITY_ORDER.indexOf(twin.severity))
            twin.severity = finding.severity;
        twin.start_line = Math.min(twin.start_line, finding.start_line);
        twin.end_line = Math.max(twin.end_line, finding.end_line);
    }
    return { kept, groupOf };
}
const collect = {
    reads: { chunks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()), chunk_reviews: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()), changed_paths: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) },
    writes: {
        findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
        raw_findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
        verifier_items: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
        walkthrough: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
        failed_chunks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    },
    run: async ({ state, context, signal }) => {
        const chunks = (state.chunks ?? []);
        const reviews = (state.chunk_reviews ?? []);
        const changed = new Set((state.changed_paths ?? []));
        const { sandbox } = context.services;
        const raw = [];
        const walkthrough = [];
        const failed = [];
        chunks.forEach((chunk, i) => {
            const review = reviews[i];
            if (isChunkReview(review)) {
                walkthrough.push({ chunk: chunk.index, paths: chunk.paths, summary: review.summary });
                // The chunk travels with the finding: a matrix gate orders shards' findings by it, as this loop does.
                raw.push(...review.findings.map((finding) => ({ ...finding, chunk: chunk.index })));
                return;
            }
            const note = (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .isPipelineFault */ .fF)(review?.note)
                ? review.note
                : (0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .faultNote */ .rk)("code-reviewer", "review_chunk", "crash", `chunk ${chunk.index} returned no usable review`);
            failed.push({ chunk: chunk.index, paths: chunk.paths, note });
        });
        const locationExists = async (finding) => finding.start_line >= 1 &&
            finding.end_line >= finding.start_line &&
            changed.has(finding.path) &&
            (await (0,_llm_tools_index_js__WEBPACK_IMPORTED_MODULE_0__.readWorkspaceLine)(sandbox, finding.path, finding.end_line, signal)) !== undefined;
        const { kept, groupOf } = groupDuplicates(raw);
        // Before merging, for a matrix gate to merge once across shards: each with its chunk, order and group (render fills in the verdict).
        const rawFindings = [];
        for (const [order, finding] of raw.entries()) {
            rawFindings.push({ ...finding, chunk: finding.chunk ?? 1, order, group: `F${groupOf[order] + 1}`, location_valid: await locationExists(finding) });
        }
        const findings = [];
        for (const [i, finding] of kept.entries()) {
            const exists = await locationExists(finding);
            findings.push({
                ...finding,
                id: `F${i + 1}`,
                lane: "code-review",
                verdict: _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .VERIFIED_SEVERITIES */ .jr.includes(finding.severity) ? "UNVERIFIABLE" : "UNCHECKED",
                evidence: "",
                note: exists ? "" : `location ${finding.path}:${finding.start_line}-${finding.end_line} is not in the diff or does not exist`,
                location_valid: exists,
            });
        }
        const verifierItems = findings
            .filter((f) => _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .VERIFIED_SEVERITIES */ .jr.includes(f.severity))
            .map((f) => ({
            id: f.id,
            severity: f.severity,
            path: f.path,
            lines: f.start_line === f.end_line ? String(f.start_line) : `${f.start_line}-${f.end_line}`,
            claim: `${f.title}: ${f.claim}`,
        }));
        return { findings, raw_findings: rawFindings, verifier_items: verifierItems, walkthrough, failed_chunks: failed };
    },
};


/***/ }),

/***/ 9558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F6: () => (/* binding */ fileRank),
/* harmony export */   Lp: () => (/* binding */ GENERATED_MARKER),
/* harmony export */   Ro: () => (/* binding */ existedAtBase),
/* harmony export */   V3: () => (/* binding */ MARKER_LINES),
/* harmony export */   q0: () => (/* binding */ skipDecision),
/* harmony export */   rh: () => (/* binding */ reviewFilePolicy),
/* harmony export */   s_: () => (/* binding */ unchangedPaths)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _lockfiles_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1199);
/**
 * Which changed files the code review leaves out, and why: only the base
 * branch and fixed rules the pull request cannot influence decide that.
 *
 * - the base configuration's `paths.ignore`, `paths.generated`,
 *   `paths.vendored` and `denylist` (read at the base SHA);
 * - the default secret-file types (secretFiles.ts), never a source file;
 * - built-in conventions (`dist/`, `vendor/`, `*.min.js` …) and generated-file
 *   markers, but only for a file that already sat at that path, with that
 *   marker, at the base: a file the pull request adds there, or moves there,
 *   or a marker it adds, is reviewed like any other;
 * - the lockfiles the security lane checks deterministically;
 * - binary by content (decided in fileContent.ts, never by attributes);
 * - an incremental re-review's unchanged files (read by the last review).
 *
 * Each skip carries the rule and where it came from, for the report.
 */


const VENDORED = ["**/vendor/**", "**/third_party/**", "**/third-party/**", "**/node_modules/**", "**/bower_components/**", "**/.yarn/releases/**"];
const GENERATED = [
    "**/dist/**",
    "**/build/**",
    "**/out/**",
    "**/*.min.js",
    "**/*.min.css",
    "**/*.map",
    "**/*.generated.*",
    "**/*.gen.go",
    "**/*_pb2.py",
    "**/*.pb.go",
    "**/*.pb.ts",
    "**/__generated__/**",
    "**/__snapshots__/**",
    "**/*.snap",
];
/**
 * The header comments code generators write (git grep -E, case-sensitive): Go's
 * `// Code generated … DO NOT EDIT.`, the `@generated` tag, and "auto-generated"
 * or "autogenerated by" notes, each at the start of a comment line. A comment
 * that merely mentions generated ids does not count.
 */
const GENERATED_MARKER = "^[[:space:]]*(//|#|/\\*|\\*|<!--|--|;)[[:space:]]*(Code generated .*DO NOT EDIT|@generated([^A-Za-z]|$)|(This file (is|was) )?[Aa]uto-?generated( by| file|[.:]|$)|[Aa]utogenerated by|DO NOT EDIT)";
/** A marker counts only in a file's first lines, where tools write it. */
const MARKER_LINES = 5;
const GLOB_OPTIONS = { dot: true };
/**
 * The first glob that matches a path. One combined expression answers "none"
 * first, as picomatch would (a glob equal to the path, or its expression):
 * most paths match no rule, and one expression is cheaper to compile and run
 * than a score of them.
 */
function globMatcher(globs) {
    const list = (globs ?? []).filter((g) => typeof g === "string" && g !== "");
    if (list.length === 0)
        return () => undefined;
    const compiled = list.map((glob) => ({ glob, test: picomatch__WEBPACK_IMPORTED_MODULE_1___default()(glob, GLOB_OPTIONS) }));
    const literal = new Set(list);
    const any = new RegExp(list.map((glob) => `(?:${picomatch__WEBPACK_IMPORTED_MODULE_1___default().makeRe(glob, GLOB_OPTIONS).source})`).join("|"));
    return (path) => (literal.has(path) || any.test(path) ? compiled.find((c) => c.test(path))?.glob : undefined);
}
function reviewFilePolicy(options) {
    return {
        withheld: options.withheld,
        ignored: globMatcher(options.paths?.ignore),
        generated: globMatcher(options.paths?.generated),
        vendored: globMatcher(options.paths?.vendored),
        isUnchanged: options.isUnchanged ?? (() => false),
    };
}
/**
 * The run's `review_paths` fact (an incremental re-review) as a predicate for
 * the files left out of it. Anything but a list means a full review.
 */
function unchangedPaths(reviewPaths) {
    if (!Array.isArray(reviewPaths))
        return () => false;
    const listed = new Set(reviewPaths.filter((p) => typeof p === "string"));
    return (path) => !listed.has(path);
}
const builtIn = (globs) => globMatcher(globs);
const conventionVendored = builtIn(VENDORED);
const conventionGenerated = builtIn(GENERATED);
/** The file sat at this same path, as a file of the same type, at the base (a modification or a deletion). */
function existedAtBase(file) {
    return file.status === "modified" || file.status === "deleted";
}
/**
 * Why a file is not shown to the code review, with where the reason came
 * from; undefined to review it. Withheld secrets and the base configuration
 * come first; an unchanged file of an incremental re-review last.
 */
function skipDecision(file, policy) {
    const withheld = policy.withheld(file.path);
    if (withheld)
        return { reason: "withheld (sensitive)", source: `${withheld.by} (${JSON.stringify(withheld.pattern)})` };
    const ignored = policy.ignored(file.path);
    if (ignored)
        return { reason: "ignored by configuration", source: `base configuration paths.ignore (${JSON.stringify(ignored)})` };
    const generated = policy.generated(file.path);
    if (generated)
        return { reason: "generated", source: `base configuration paths.generated (${JSON.stringify(generated)})` };
    const vendored = policy.vendored(file.path);
    if (vendored)
        return { reason: "vendored", source: `base configuration paths.vendored (${JSON.stringify(vendored)})` };
    if (file.binary)
        return { reason: "binary", source: "content: NUL bytes in its first 8 KB, and not a source file" };
    // Checked deterministically by the security lane's lockfile check, so not read line by line.
    if ((0,_lockfiles_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lockfileKindOf */ .BN)(file.path) !== undefined)
        return { reason: "lockfile", source: "checked deterministically by the security lane (registries, integrity, sources)" };
    if (existedAtBase(file)) {
        const atBase = "built-in convention; the file existed at the base";
        const vendor = conventionVendored(file.path);
        if (vendor)
            return { reason: "vendored", source: `${atBase} (${JSON.stringify(vendor)})` };
        const gen = conventionGenerated(file.path);
        if (gen)
            return { reason: "generated", source: `${atBase} (${JSON.stringify(gen)})` };
        if (file.baseMarker)
            return { reason: "generated", source: `marker ${JSON.stringify(file.baseMarker)} in the file's first lines at the base` };
    }
    if (policy.isUnchanged(file.path))
        return { reason: "unchanged since the last review", source: "incremental re-review: read by the last review" };
    return undefined;
}
const TEST = /(^|\/)(tests?|__tests__|spec|specs)\/|\.(test|spec)\.[a-z0-9]+$|_test\.(go|py|rb)$|(^|\/)test_[^/]+\.py$/i;
/** Prose by file type; a folder name never makes code documentation. */
const DOCS = /\.(md|mdx|markdown|rst|txt|adoc|asciidoc)$/i;
/** Review order: source before tests before docs. Order only: it never leaves a file out. */
function fileRank(path) {
    if (DOCS.test(path))
        return 2;
    if (TEST.test(path))
        return 1;
    return 0;
}


/***/ }),

/***/ 9914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jt: () => (/* binding */ planDiffChunks),
  iH: () => (/* binding */ readDiff),
  x2: () => (/* binding */ readFileDiffs),
  y$: () => (/* binding */ runFilePolicy)
});

// UNUSED EXPORTS: positiveInt, splitPatch

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(3798);
// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(3991);
// EXTERNAL MODULE: ./src/review/diffSpec.ts
var review_diffSpec = __webpack_require__(654);
// EXTERNAL MODULE: ./src/review/signals/untracked.ts + 1 modules
var signals_untracked = __webpack_require__(8555);
// EXTERNAL MODULE: ./src/llm/redactDeep.ts
var redactDeep = __webpack_require__(6452);
// EXTERNAL MODULE: ./src/review/codeReview/filePolicy.ts
var filePolicy = __webpack_require__(9558);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/llm/tools/secretFiles.ts
var secretFiles = __webpack_require__(8700);
;// CONCATENATED MODULE: ./src/review/codeReview/fileContent.ts
/**
 * Facts about a changed file's content that decide how it is read, taken
 * from the object store and never from attributes in the pull request's tree
 * (`git --attr-source` needs git 2.40; runners here have 2.39).
 *
 * - Binary: git calls a file binary by a NUL byte in its head, or because an
 *   in-tree `.gitattributes` says `-diff`/`binary`. The pull request can add
 *   that attribute, so every file git calls binary is read again as text: it
 *   stays binary only when its head content looks binary (looksBinary: a NUL
 *   and much that is not text) and it is not a source file.
 * - Generated markers count only when the file carried them at the base.
 */



/** git's own binary test reads this much of a blob. */
const BINARY_SNIFF_BYTES = 8 * 1024;
/** The most of one file's text patch read; beyond it the file is over budget for any chunk. */
const TEXT_PATCH_LIMIT = 2 * 1024 * 1024;
const PARALLEL_GIT = 4;
/** The head's content as the text patch shows it: its added lines, or, for a deletion, the removed ones. */
function contentLines(patch, deleted) {
    const marker = deleted ? "-" : "+";
    const lines = [];
    let size = 0;
    let inHunk = false;
    for (const line of patch.split("\n")) {
        if (line.startsWith("@@"))
            inHunk = true;
        else if (inHunk && line.startsWith(marker)) {
            lines.push(line.slice(1));
            size += line.length;
            if (size > BINARY_SNIFF_BYTES)
                break;
        }
    }
    return lines.join("\n").slice(0, BINARY_SNIFF_BYTES);
}
/**
 * Binary content: a NUL byte and, beyond it, what text never has — bytes that
 * are not UTF-8 (decoded as U+FFFD) or control characters, in more than a
 * tenth of the sniffed text. A NUL alone never makes a file binary: one NUL
 * in a comment must not hide a Makefile or a shell script from review.
 */
function looksBinary(content) {
    if (!content.includes("\0"))
        return false;
    let odd = 0;
    for (const char of content) {
        const code = char.codePointAt(0);
        if (code === 0xfffd || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c && code !== 0x00) || code === 0x7f)
            odd += 1;
    }
    return odd > content.length / 10;
}
/** Added and removed lines of one file's patch, as `git diff --numstat` counts them (0 and 0 for a binary file). */
function countLines(patch) {
    let additions = 0;
    let deletions = 0;
    let inHunk = false;
    // Each line's first characters, read in place: splitting every patch of a large diff into lines is mostly garbage.
    for (let start = 0; start < patch.length;) {
        const newline = patch.indexOf("\n", start);
        const first = patch.charCodeAt(start);
        if (first === AT && patch.charCodeAt(start + 1) === AT)
            inHunk = true;
        else if (inHunk && first === PLUS)
            additions += 1;
        else if (inHunk && first === MINUS)
            deletions += 1;
        start = newline === -1 ? patch.length : newline + 1;
    }
    return { additions, deletions };
}
const AT = "@".charCodeAt(0);
const PLUS = "+".charCodeAt(0);
const MINUS = "-".charCodeAt(0);
/** Re-reads as text each file git called binary; keeps `binary` only for binary content in a non-source file. */
async function settleBinaryFiles(git, spec, files, options = {}) {
    const limit = (0,p_limit/* default */.A)(PARALLEL_GIT);
    await Promise.all(files
        .filter((file) => file.binary)
        .map((file) => limit(async () => {
        const paths = file.oldPath && file.oldPath !== file.path ? [file.oldPath, file.path] : [file.path];
        const { text, truncated } = await git.diffPatchAsText(spec, paths, TEXT_PATCH_LIMIT, options);
        if (looksBinary(contentLines(text, file.status === "deleted")) && !(0,secretFiles/* hasSourceExtension */.Ty)(file.path))
            return;
        file.binary = false;
        if (truncated) {
            file.tooLarge = true;
            return;
        }
        file.patch = text;
        Object.assign(file, countLines(text));
    })));
}
/**
 * The generated-file marker each changed path had at the base, for the paths
 * that sat there (`existedAtBase`). It needs only the name-status listing, so
 * it runs while git is still producing the patch.
 */
async function baseMarkers(git, spec, entries, options = {}) {
    const markers = new Map();
    const candidates = entries.filter((entry) => (0,filePolicy/* existedAtBase */.Ro)(entry)).map((entry) => entry.path);
    if (candidates.length === 0)
        return markers;
    const base = await git.baseRevision(spec, options);
    for (const match of await git.grepAtRevision(base, filePolicy/* GENERATED_MARKER */.Lp, candidates, options)) {
        if (match.line <= filePolicy/* MARKER_LINES */.V3 && !markers.has(match.path))
            markers.set(match.path, match.text.trim().slice(0, 80));
    }
    return markers;
}

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts
var chunks = __webpack_require__(1800);
// EXTERNAL MODULE: ./src/review/matrix/facts.ts
var facts = __webpack_require__(2335);
// EXTERNAL MODULE: ./src/review/matrix/shards.ts
var shards = __webpack_require__(7743);
;// CONCATENATED MODULE: ./src/review/codeReview/readDiff.ts
/**
 * read_diff: per-file hunks for the run's diff spec, planned into review
 * chunks. Pure git on the checkout; a git failure degrades the lane instead
 * of stopping it. An incremental re-review (the run fact `review_paths`)
 * chunks only the files it names; the others are listed as skipped.
 */










/** Splits a whole `git diff --patch` into per-file sections, in git's order. */
function splitPatch(patch) {
    if (patch.trim() === "")
        return [];
    return patch.split(/^(?=diff --git )/m).filter((s) => s.startsWith("diff --git "));
}
/**
 * Every changed file's patch. With `redact`, each patch is redacted line by
 * line (redactPatch) before anyone reads it: what reaches a prompt never held
 * a secret committed by mistake, nor the run's own token or key.
 */
async function readFileDiffs(git, diffSpec, signal, redact, untracked) {
    const files = await readRawFileDiffs(git, diffSpec, signal, untracked);
    if (redact)
        for (const file of files)
            file.patch = (0,redactDeep/* redactPatch */.IW)(file.patch, redact);
    return files;
}
async function readRawFileDiffs(git, diffSpec, signal, untracked) {
    const spec = (0,review_diffSpec/* parseDiffSpec */.EX)(diffSpec);
    const options = signal ? { signal } : {};
    // The counts and the binary mark come from the patch itself, as `--numstat` would give them: one full diff fewer.
    // The base markers need only the listing: their merge base and grep run while git is still writing the patch.
    const listing = git.diffNameStatus(spec, options);
    const [entries, patch, markers] = await Promise.all([listing, git.diffPatch(spec, [], options), listing.then((l) => baseMarkers(git, spec, l, options))]);
    const sections = splitPatch(patch);
    const files = [];
    for (const [i, entry] of entries.entries()) {
        // Both listings come from one diff machinery, so they share git's order; check rather than trust.
        const section = sections.length === entries.length ? sections[i] : undefined;
        const sectionPatch = section ?? (await git.diffPatch(spec, [entry.path, ...(entry.oldPath ? [entry.oldPath] : [])], options));
        files.push({
            path: entry.path,
            ...(entry.oldPath ? { oldPath: entry.oldPath } : {}),
            status: entry.status,
            binary: /^Binary files /m.test(sectionPatch),
            ...countLines(sectionPatch),
            patch: sectionPatch,
        });
    }
    // Decided from the object store, never from attributes or markers the pull request adds.
    await settleBinaryFiles(git, spec, files, options);
    for (const file of files) {
        const marker = markers.get(file.path);
        if (marker !== undefined)
            file.baseMarker = marker;
    }
    if ((0,review_diffSpec/* countsUntracked */.w3)(spec, untracked)) {
        for (const change of await (0,signals_untracked/* readUntrackedChanges */.H)(git, options)) {
            const body = change.addedLines.map((l) => `+${l}`).join("\n");
            files.push({
                path: change.path,
                status: "added",
                binary: change.binary,
                additions: change.addedLines.length,
                deletions: 0,
                patch: `diff --git a/${change.path} b/${change.path}\nnew file (untracked)\n@@ -0,0 +1,${change.addedLines.length} @@\n${body}\n`,
            });
        }
    }
    return files;
}
/**
 * The run's file policy: the sandbox's withheld files (default secret types
 * plus the base configuration's denylist) and the base configuration's path
 * rules (the run fact `path_rules`). `incremental` narrows to the run's
 * `review_paths`: only the code-review lane does that.
 */
function runFilePolicy(context, options) {
    const { sandbox } = context.services;
    const rules = (context.facts.path_rules ?? {});
    return (0,filePolicy/* reviewFilePolicy */.rh)({
        withheld: (path) => sandbox.withheld(path),
        paths: rules,
        ...(options.incremental ? { isUnchanged: (0,filePolicy/* unchangedPaths */.s_)(context.facts.review_paths) } : {}),
    });
}
/** A positive integer variable; `--var chunk_tokens=2000` arrives as the string "2000". */
function positiveInt(value, fallback) {
    const number = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    return typeof number === "number" && Number.isInteger(number) && number > 0 ? number : fallback;
}
/**
 * The run's diff, planned into chunks exactly as read_diff plans them. The
 * matrix plan calls it with no chunk cap to count the chunks it must shard.
 */
async function planDiffChunks(context, diffSpec, limits, signal) {
    const { git, sandbox } = context.services;
    if (!git)
        throw new Error("no git client in this run");
    const files = await readFileDiffs(git, diffSpec, signal, sandbox.redact, (0,review_diffSpec/* runUntracked */.F_)(context));
    const plan = (0,chunks/* planChunks */.Cu)(files, {
        ...limits,
        // Only this lane narrows to the incremental scope; changed_paths stays the whole diff.
        policy: runFilePolicy(context, { incremental: true }),
    });
    return { files, plan };
}
const readDiff = {
    // diff_spec is written back so the review prompt names the diff actually read, not the graph's default.
    reads: { diff_spec: schemas/* string */.YjP() },
    writes: {
        diff_spec: schemas/* string */.YjP(),
        chunks: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        chunk_count: schemas/* number */.aig().int().min(0),
        file_stats: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        changed_paths: schemas/* array */.YOg(schemas/* string */.YjP()),
        skipped_files: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        over_budget_files: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        diff_error: schemas/* string */.YjP(),
    },
    run: async ({ state, context, signal }) => {
        const diffSpec = (0,review_diffSpec/* runDiffSpec */.E8)(context, state);
        // A matrix shard plans the whole matrix's chunks (the cap is per shard) and keeps its own; indices and the count stay global.
        const job = (0,facts/* matrixJobFact */.vX)(context.facts);
        const shard = job?.lane === "code-review" ? job : undefined;
        let files;
        let plan;
        try {
            const limits = {
                chunkTokens: positiveInt(state.chunk_tokens, chunks/* DEFAULT_CHUNK_TOKENS */.ri),
                maxChunks: positiveInt(state.max_chunks, chunks/* DEFAULT_MAX_CHUNKS */.O3) * (shard?.shards ?? 1),
            };
            ({ files, plan } = await planDiffChunks(context, diffSpec, limits, signal));
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            return {
                diff_spec: diffSpec,
                chunks: [],
                chunk_count: 0,
                file_stats: [],
                changed_paths: [],
                skipped_files: [],
                over_budget_files: [],
                diff_error: (0,engine/* messageOf */.bD)(error),
            };
        }
        return {
            diff_spec: diffSpec,
            chunks: shard ? plan.chunks.filter((chunk) => (0,shards/* inShard */.Iw)(chunk.index, shard.shard, shard.shards)) : plan.chunks,
            chunk_count: plan.chunks.length,
            file_stats: files.map((f) => ({ path: f.path, status: f.status, additions: f.additions, deletions: f.deletions })),
            changed_paths: files.filter((f) => f.status !== "deleted").map((f) => f.path),
            skipped_files: plan.skipped,
            over_budget_files: plan.overBudget,
            diff_error: "",
        };
    },
};


/***/ }),

/***/ 1479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XX: () => (/* binding */ render),
  e6: () => (/* binding */ renderCodeReview)
});

// UNUSED EXPORTS: countFindings, gatherRenderInput, summaryLine

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(3798);
// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(3991);
// EXTERNAL MODULE: ./src/review/findings.ts
var review_findings = __webpack_require__(7212);
;// CONCATENATED MODULE: ./src/review/codeReview/verdicts.ts
/** Joins the verifier's verdicts to the findings and decides what is kept. */


const isBudgetFault = (note) => (0,engine/* parsePipelineFault */.oo)(note)?.kind === "budget";
function applyVerdicts(findings, results, verifierOutput) {
    const fault = (0,review_findings/* isPipelineFault */.fF)(verifierOutput)
        ? verifierOutput
        : Array.isArray(results)
            ? null
            : (0,review_findings/* faultNote */.rk)("code-reviewer", "verify", "crash", "the finding verifier returned no verdict list");
    const byId = new Map();
    if (!fault)
        for (const slot of results)
            if (slot && typeof slot === "object")
                byId.set(String(slot.id), slot);
    const kept = [];
    const dropped = [];
    let budgetExhausted = fault !== null && isBudgetFault(fault);
    for (const finding of findings) {
        if (!review_findings/* VERIFIED_SEVERITIES */.jr.includes(finding.severity)) {
            kept.push({ ...finding, verdict: "UNCHECKED" });
            continue;
        }
        const item = { id: finding.id, severity: finding.severity, path: finding.path, lines: "", claim: finding.claim };
        const record = fault ? { id: finding.id, verdict: "UNVERIFIABLE", evidence: "", note: fault } : (0,review_findings/* normalizeVerdict */.pe)(byId.get(finding.id), item);
        if (isBudgetFault(record.note))
            budgetExhausted = true;
        const note = [finding.note, record.note].filter(Boolean).join(" — ");
        const verified = { ...finding, verdict: record.verdict, evidence: record.evidence, note };
        (record.verdict === "FALSE" ? dropped : kept).push(verified);
    }
    return { kept, dropped, fault, budgetExhausted };
}

;// CONCATENATED MODULE: ./src/review/codeReview/render.ts
/**
 * render: the lane report and its structured result. The last lines are the
 * machine-read sentinels: the summary line, the verdict, the coverage.
 * Gathering the input from state and rendering it are apart, so a matrix gate
 * renders merged shards with the very same function.
 */


function countFindings(findings) {
    const count = (prefix) => findings.filter((f) => f.severity.startsWith(prefix)).length;
    return { critical: count("🔴"), warnings: count("🟡"), suggestions: count("🟢"), nitpicks: count("💡") };
}
function summaryLine(files, c) {
    return `*Reviewed ${files} files, found ${c.critical} critical, ${c.warnings} warnings, ${c.suggestions} suggestions, ${c.nitpicks} nitpicks*`;
}
/** Text from the model or the PR, inlined in markdown: no line may pose as a sentinel or a heading. */
function inline(text) {
    return text
        .replace(/\r?\n+/g, " ")
        .replace(/`/g, "'")
        .trim();
}
const UNCHANGED = "unchanged since the last review";
/** A skip reason as the file table shows it: an unchanged file was read before, so its findings stand. */
function skipLabel(reason) {
    return reason === UNCHANGED ? `${reason} (findings carried forward)` : reason;
}
function findingBlock(f) {
    const where = f.start_line === f.end_line ? `${f.path}:${f.start_line}` : `${f.path}:${f.start_line}-${f.end_line}`;
    const label = f.verdict === "UNVERIFIABLE" ? "UNVERIFIABLE — unverified" : f.verdict;
    const lines = [`- **${f.id} ${f.severity}** \`${inline(where)}\` — ${inline(f.title)} (${label})`, `  ${inline(f.claim)}`];
    if (f.evidence)
        lines.push("  Evidence:", "  ```", ...f.evidence.split("\n").map((l) => `  ${l.replace(/```/g, "'''")}`), "  ```");
    if (f.note)
        lines.push(`  Note: ${inline(f.note)}`);
    if (f.suggestion)
        lines.push(`  Suggestion: ${inline(f.suggestion)}`);
    return lines.join("\n");
}
/** The render input from the lane's state: the verifier's verdicts applied, findings in collect's order. */
function gatherRenderInput(state) {
    const findings = (state.findings ?? []);
    const outcome = applyVerdicts(findings, state.verifier_results, state.verifier_output);
    const verdicted = new Map([...outcome.kept, ...outcome.dropped].map((f) => [f.id, f]));
    const raw = (state.raw_findings ?? []);
    return {
        findings: findings.map((f) => verdicted.get(f.id) ?? f),
        // Each raw finding carries its merged finding's verdict: a matrix gate merges them again, once, across shards.
        raw_findings: raw.map((r) => {
            const merged = verdicted.get(r.group);
            return { ...r, id: r.group, lane: "code-review", verdict: merged?.verdict ?? "UNCHECKED", evidence: merged?.evidence ?? "", note: merged?.note ?? "" };
        }),
        chunk_count: typeof state.chunk_count === "number" ? state.chunk_count : 0,
        file_stats: (state.file_stats ?? []),
        skipped: (state.skipped_files ?? []),
        over_budget: (state.over_budget_files ?? []),
        failed_chunks: (state.failed_chunks ?? []),
        walkthrough: (state.walkthrough ?? []),
        diff_error: typeof state.diff_error === "string" ? state.diff_error : "",
        verifier_fault: outcome.fault,
        budget_exhausted: outcome.budgetExhausted,
        rigor: String(state.rigor ?? "production"),
    };
}
const render = {
    reads: {
        findings: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        raw_findings: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        chunk_count: schemas/* number */.aig(),
        file_stats: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        skipped_files: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        over_budget_files: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        failed_chunks: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        walkthrough: schemas/* array */.YOg(schemas/* unknown */.L5J()),
        diff_error: schemas/* string */.YjP(),
    },
    writes: { report: schemas/* string */.YjP(), lane_result: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()) },
    run: ({ state }) => {
        const input = gatherRenderInput(state);
        const { report, lane_result } = renderCodeReview(input);
        // The input rides along so a matrix lane job can hand it to the gate; read_lane drops it otherwise.
        return { report, lane_result: { ...lane_result, render_input: input } };
    },
};
/** The lane's report and structured result from its render input: pure. */
function renderCodeReview(input) {
    const stats = input.file_stats;
    const skipped = input.skipped;
    const overBudget = input.over_budget;
    const failedChunks = input.failed_chunks;
    const walkthrough = input.walkthrough;
    const rigor = input.rigor;
    const diffError = input.diff_error;
    const all = input.findings;
    const outcome = { kept: all.filter((f) => f.verdict !== "FALSE"), dropped: all.filter((f) => f.verdict === "FALSE") };
    const failedPaths = [...new Set(failedChunks.flatMap((c) => c.paths))];
    const notReviewed = [...overBudget, ...failedPaths.map((path) => ({ path, reason: "review failed" }))];
    const reviewedPaths = new Set(walkthrough.flatMap((w) => w.paths).filter((p) => !failedPaths.includes(p)));
    const degraded = [
        diffError && `diff unreadable: ${diffError}`,
        failedChunks.length > 0 && `review of ${failedChunks.length} chunk(s) failed`,
        input.verifier_fault && "finding verifier failed",
        input.budget_exhausted && "budget exhausted",
    ].filter((r) => typeof r === "string" && r !== "");
    const partial = notReviewed.length > 0 || diffError !== "";
    const counts = countFindings(outcome.kept);
    const blocked = counts.critical > 0 || degraded.length > 0 || (partial && rigor === "production");
    const result = {
        lane: "code-review",
        verdict: blocked ? "BLOCKED" : "PASS",
        degraded: degraded.length > 0 ? degraded.join("; ") : null,
        coverage: { complete: !partial, not_reviewed: notReviewed, skipped },
        files_reviewed: reviewedPaths.size,
        counts,
        findings: outcome.kept,
        dropped: outcome.dropped,
    };
    const status = (path) => {
        if (reviewedPaths.has(path))
            return "reviewed";
        const skip = skipped.find((s) => s.path === path);
        if (skip)
            return `skipped: ${skipLabel(skip.reason)}`;
        const missed = notReviewed.find((n) => n.path === path);
        return missed ? `not reviewed: ${missed.reason}` : "—";
    };
    const lines = ["## Code review", ""];
    if (walkthrough.length > 0) {
        lines.push("### Walkthrough", ...walkthrough.map((w) => `- ${inline(w.summary)}`), "");
    }
    const unchanged = skipped.filter((s) => s.reason === UNCHANGED).length;
    if (unchanged > 0) {
        lines.push(`Incremental review: ${unchanged} file(s) unchanged since the last review were not read again; their findings are carried forward.`, "");
    }
    if (stats.length > 0) {
        const shown = stats.slice(0, 300);
        lines.push("| File | Change | Status |", "|---|---|---|", ...shown.map((s) => `| \`${inline(s.path)}\` | ${s.status} +${s.additions} −${s.deletions} | ${status(s.path)} |`));
        if (stats.length > shown.length)
            lines.push(`| … ${stats.length - shown.length} more files | | |`);
        lines.push("");
    }
    lines.push("### Findings", ...(outcome.kept.length > 0 ? outcome.kept.map(findingBlock) : ["No findings kept."]), "");
    if (outcome.dropped.length > 0) {
        lines.push(`### Dropped as false (${outcome.dropped.length})`, ...outcome.dropped.map((f) => `- ${f.id} ${f.severity} \`${inline(f.path)}\` — ${inline(f.title)}: ${inline(f.note)}`), "");
    }
    const policySkips = skipped.filter((s) => s.reason !== UNCHANGED);
    if (policySkips.length > 0) {
        // Each skip names its rule and where the rule came from: never the pull request.
        const shownSkips = policySkips.slice(0, 200);
        lines.push(`### Skipped (${policySkips.length})`, ...shownSkips.map((s) => `- \`${inline(s.path)}\` — ${s.reason}: ${inline(s.source ?? "")}`));
        if (policySkips.length > shownSkips.length)
            lines.push(`- … ${policySkips.length - shownSkips.length} more`);
        lines.push("");
    }
    if (notReviewed.length > 0) {
        lines.push(`### Not reviewed (${notReviewed.length})`, ...notReviewed.map((n) => `- \`${inline(n.path)}\` — ${n.reason}`), "");
    }
    if (failedChunks.length > 0)
        lines.push(...failedChunks.map((c) => `- chunk ${c.chunk}: ${inline(c.note)}`), "");
    if (diffError)
        lines.push(`Diff error: ${inline(diffError)}`, "");
    lines.push(summaryLine(result.files_reviewed, counts));
    lines.push(result.degraded ? `Review Verdict: BLOCKED (degraded: ${result.degraded})` : `Review Verdict: ${result.verdict}`);
    const overCount = overBudget.length;
    const failedCount = failedPaths.length;
    lines.push(partial
        ? `Review Coverage: partial (${overCount} files over budget${failedCount > 0 ? `, ${failedCount} files not reviewed after failures` : ""}${diffError ? ", diff unreadable" : ""})`
        : "Review Coverage: complete");
    return { report: lines.join("\n"), lane_result: result };
}


/***/ }),

/***/ 336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rj: () => (/* binding */ fingerprint)
/* harmony export */ });
/* unused harmony exports MAX_CITED_LINES, fingerprintOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A finding's fingerprint: what it is about, not how it is worded. Lane, path,
 * severity, and a hash of the text of the lines it cites — model prose is left
 * out, because a re-review rewords its prose. A dismissal holds while the
 * fingerprint still matches; edit the cited lines and the finding is new.
 */

/** Lines beyond this many are not hashed: a finding citing a whole file is about its start. */
const MAX_CITED_LINES = 400;
function fingerprintOf(citation, citedLines) {
    // Trailing blanks and CR are editor noise, not a change to what the finding is about.
    const cited = citedLines.map((line) => line.replace(/\s+$/, "")).join("\n");
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update([citation.lane, citation.path, citation.severity, cited].join("\0")).digest("hex").slice(0, 16);
}
async function fingerprint(citation, read) {
    const end = Math.min(citation.end_line, citation.start_line + MAX_CITED_LINES - 1);
    return fingerprintOf(citation, await read(citation.path, citation.start_line, end));
}


/***/ }),

/***/ 7773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ renderReason),
/* harmony export */   L4: () => (/* binding */ renderFault),
/* harmony export */   YP: () => (/* binding */ laneReasons),
/* harmony export */   p3: () => (/* binding */ FINDING_REASON_KINDS)
/* harmony export */ });
/* unused harmony export verdictReasons */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8361);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(872);
/* harmony import */ var _sentinelNames_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4223);
/**
 * Why a lane blocks, as typed reasons decided from its typed outcome. The
 * gate decides from the kinds (dismissibility included); the words are
 * rendered from them only for the report, the check and the comment.
 */



/** Reasons that exist only because of blocking findings; any other kind (a missing line, a fault) keeps the lane blocked. */
const FINDING_REASON_KINDS = {
    "code-review": ["critical_findings", "blocking_verdict", "result_blocked"],
    security: ["blocking_verdict", "threshold_findings"],
};
/** What a verdict by itself blocks on, stricter reading first as the lane reports it. */
function verdictReasons(verdict, options) {
    const reasons = [];
    switch (verdict.lane) {
        case "code-review": {
            const lane = verdict.lane;
            if (verdict.critical > 0)
                reasons.push({ kind: "critical_findings", lane, count: verdict.critical });
            if (verdict.blocking_line)
                reasons.push({ kind: "blocking_verdict", lane, line: "Review Verdict: BLOCKED" });
            if (verdict.coverage.kind === "missing")
                reasons.push({ kind: "missing_line", lane, line: "Review Coverage:" });
            if (verdict.coverage.kind === "partial" && options.rigor === "production")
                reasons.push({ kind: "partial_coverage", lane, detail: verdict.coverage.detail });
            // The structured result is read too: the stricter of it and the report wins.
            const result = verdict.result;
            if (result?.verdict === "BLOCKED" && !reasons.some((r) => r.kind === "blocking_verdict"))
                reasons.push({ kind: "result_blocked", lane });
            if (result && result.critical > 0 && !reasons.some((r) => r.kind === "critical_findings"))
                reasons.push({ kind: "critical_findings", lane, count: result.critical });
            return reasons;
        }
        case "security": {
            const lane = verdict.lane;
            if (verdict.blocking_line)
                reasons.push({ kind: "blocking_verdict", lane, line: "SECURITY_REVIEW: FAIL" });
            const over = (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .securityThreshold */ .GB)(options.posture).filter((level) => verdict.counts[level] > 0);
            if (over.length > 0)
                reasons.push({
                    kind: "threshold_findings",
                    lane,
                    posture: options.posture,
                    counts: over.map((severity) => ({ severity, count: verdict.counts[severity] })),
                });
            if (!verdict.posture_line)
                reasons.push({ kind: "missing_line", lane, line: "Posture:" });
            return reasons;
        }
        case "adversary": {
            const lane = verdict.lane;
            if (verdict.blocking_line)
                reasons.push({ kind: "blocking_verdict", lane, line: "ADVERSARIAL_REVIEW: DIVERGES" });
            if (!verdict.criteria)
                reasons.push({ kind: "missing_line", lane, line: "Criteria:" });
            const { met, partial, unmet, diverged } = verdict.criteria ?? { met: 0, partial: 0, unmet: 0, diverged: 0 };
            if (unmet + diverged > 0 || verdict.marked > 0)
                reasons.push({ kind: "broken_criteria", lane, count: Math.max(unmet + diverged, verdict.marked) });
            // Conforming to nothing shows nothing: a plan with no criterion checked is not a pass.
            if (verdict.verdict === "CONFORMS" && verdict.criteria && met + partial + unmet + diverged === 0 && verdict.marked === 0) {
                reasons.push({ kind: "no_criterion_classified", lane });
            }
            return reasons;
        }
        case "probe": {
            const lane = verdict.lane;
            if (verdict.fail_line)
                reasons.push({ kind: "blocking_verdict", lane, line: "USAGE_PROBE: FAIL" });
            if (verdict.inconclusive_line)
                reasons.push({ kind: "probe_inconclusive", lane, note: verdict.note });
            return reasons;
        }
    }
}
/** Why a lane blocks: its state, or its completed verdict's own reasons. */
function laneReasons(outcome, options) {
    if (outcome.state === "skipped")
        return [];
    if (outcome.state !== "completed")
        return [{ kind: "lane_state", lane: outcome.lane, state: outcome.state, fault: outcome.fault }];
    return verdictReasons(outcome.verdict, options);
}
function renderFault(lane, fault) {
    switch (fault.kind) {
        case "node_failed":
            return `${fault.failure_kind}: ${fault.message}`;
        case "missing_sentinel":
            return renderReason({ kind: "missing_sentinel", lane });
        case "inner":
            return `degraded: ${fault.message}`;
        case "partial_coverage":
            return `partial coverage at production: ${fault.detail}`;
        case "never_reported":
            return "the lane was selected but never reported";
        case "matrix_job":
            return `${fault.job}: ${fault.message}`;
    }
}
function renderReason(reason) {
    const lane = reason.lane;
    switch (reason.kind) {
        case "lane_state":
            return `${lane}: ${reason.state} — ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .T)(renderFault(lane, reason.fault))}`;
        case "missing_sentinel":
            return `${lane}: no \`${_sentinelNames_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_SENTINELS */ .P[lane]}\` line (a missing verdict is a failure)`;
        case "critical_findings":
            return `${lane}: ${reason.count} critical finding(s)`;
        case "blocking_verdict":
            return `${lane}: ${reason.line}`;
        case "result_blocked":
            return `${lane}: the lane's result is BLOCKED`;
        case "missing_line":
            return `${lane}: no \`${reason.line}\` line`;
        case "partial_coverage":
            return `${lane}: partial coverage at rigor production (${reason.detail})`;
        case "threshold_findings":
            return `${lane}: finding(s) at or above the ${reason.posture} threshold (${reason.counts.map((c) => `${c.count} ${(0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .securityEmoji */ .b6)(c.severity)}`).join(", ")})`;
        case "broken_criteria":
            return `${lane}: ${reason.count} criterion/criteria Unmet or Diverged`;
        case "no_criterion_classified":
            return `${lane}: no criterion was classified`;
        case "probe_inconclusive":
            return `${lane}: USAGE_PROBE: INCONCLUSIVE — the environment could not be brought up${reason.note ? ` ${reason.note}` : ""}; this blocks until the probe can run`;
    }
}


/***/ }),

/***/ 3695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ typedLaneFindings),
/* harmony export */   DP: () => (/* binding */ securityLineCounts),
/* harmony export */   Kj: () => (/* binding */ renderFinding),
/* harmony export */   So: () => (/* binding */ parseSecurityReport),
/* harmony export */   jB: () => (/* binding */ parseAdversaryFindings)
/* harmony export */ });
/* unused harmony exports SECURITY_FINDING_LINE, securityReportLines, securityFindings, adversaryFindings */
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(872);

// Separators stay on their line: a finding is one line, so a finding without a
// suggestion never swallows the next line ("- 🔴 B — …") as its suggestion.
const DASH = "[ \\t]+[—–-]{1,2}[ \\t]+";
const SECURITY_LINE = new RegExp(`^[ \\t]*(?:[-*+][ \\t]+)?(🔴|🟠|🟡|🟢)[ \\t]+(.+?)${DASH}(\\S+?):(\\d+)(?:-(\\d+))?${DASH}(.+?)(?:${DASH}(.+))?$`, "gmu");
/**
 * A security finding line: its severity emoji first on the line, after at most
 * a list marker ("- 🟠 …" is still a finding; "avoids a 🔴 bug" mid-line is not).
 * The reader counts with it on the raw report, the parser on the plain copy.
 */
const SECURITY_FINDING_LINE = /^[ \t]*(?:[-*+][ \t]+)?(🔴|🟠|🟡|🟢)[ \t]/gmu;
const COMPLAINT_LINE = /^[-*] ⚠ (.+)$/gmu;
const LOCATION = /([\w./@-]+\.[A-Za-z0-9]+):(\d+)(?:-(\d+))?/u;
/** Backticks around a location ("`src/db.ts:42`") and CRLF line ends don't hide a finding. */
const plain = (report) => report.replace(/\r\n?/g, "\n").replace(/`/g, "");
/** Severity lines by severity, for one text. */
function securityLineCounts(text) {
    const counts = { critical: 0, high: 0, medium: 0, low: 0 };
    for (const match of text.matchAll(SECURITY_FINDING_LINE)) {
        const level = (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .securitySeverityOf */ .Z2)(match[1]);
        if (level)
            counts[level]++;
    }
    return counts;
}
/** The security report's findings and its severity lines, both read from one plain copy. */
function parseSecurityReport(report) {
    const text = plain(report);
    const lineCounts = securityLineCounts(text);
    const findings = [];
    for (const m of text.matchAll(SECURITY_LINE)) {
        const severity = (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .securitySeverityOf */ .Z2)(m[1]);
        if (!severity)
            continue;
        const start = Math.max(1, Number(m[4]));
        findings.push({
            id: `S${findings.length + 1}`,
            severity,
            path: m[3],
            start_line: start,
            end_line: m[5] ? Math.max(start, Number(m[5])) : start,
            title: m[2].trim(),
            claim: m[6].trim(),
            verdict: "UNCHECKED",
            evidence: "",
            note: "",
            location_valid: false,
            suggestion: (m[7] ?? "").trim(),
        });
    }
    return { findings, lineCounts };
}
function parseAdversaryFindings(report) {
    const found = [];
    for (const m of plain(report).matchAll(COMPLAINT_LINE)) {
        const location = LOCATION.exec(m[1]);
        if (!location)
            continue;
        const start = Math.max(1, Number(location[2]));
        found.push({
            id: `A${found.length + 1}`,
            severity: "complaint",
            path: location[1],
            start_line: start,
            end_line: location[3] ? Math.max(start, Number(location[3])) : start,
            title: "Plan conformance",
            claim: m[1].trim(),
            verdict: "UNCHECKED",
            evidence: "",
            note: "",
            location_valid: false,
            suggestion: "",
        });
    }
    return found;
}
/** A typed finding as shown at the edge. */
function renderFinding(lane, finding) {
    const { severity, replacement, ...rest } = finding;
    return { ...rest, lane, severity: (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityLabel */ .yi)(lane, severity), ...(replacement ? { replacement } : {}) };
}
/** Views with the lanes' labels, for tools and tests that read a report directly. */
function securityReportLines(report) {
    const { findings, lineCounts } = parseSecurityReport(report);
    const seen = SECURITY_SEVERITIES.filter((level) => lineCounts[level] > 0);
    return {
        findings: findings.map((f) => renderFinding("security", f)),
        lineCounts: Object.fromEntries(seen.map((level) => [securityEmoji(level), lineCounts[level]])),
    };
}
const securityFindings = (report) => parseSecurityReport(report).findings.map((f) => renderFinding("security", f));
const adversaryFindings = (report) => parseAdversaryFindings(report).map((f) => renderFinding("adversary", f));
/** The typed findings a lane's outcome carries (none for a skipped or faulted lane). */
function typedLaneFindings(outcome) {
    if (outcome.state === "skipped" || outcome.state === "faulted" || !outcome.verdict)
        return [];
    return outcome.verdict.lane === "probe" ? [] : outcome.verdict.findings;
}


/***/ }),

/***/ 3790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ meterLedger)
});

// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
;// CONCATENATED MODULE: ./src/review/gauntlet/laneTiming.ts
/** This run's top-level events: those after the last top-level run_start, of its run id. */
function topLevel(events) {
    const starts = events.filter((e) => e.type === "run_start" && e.depth === 0);
    const runStart = starts.at(-1);
    if (!runStart)
        return undefined;
    return { start: runStart.ts, events: events.filter((e) => e.depth === 0 && e.runId === runStart.runId && e.ts >= runStart.ts) };
}
function laneTiming(events, mapNode) {
    const run = topLevel(events);
    if (!run)
        return { duration_ms: 0, passes: [] };
    const passes = [];
    let started;
    for (const event of run.events) {
        if (event.type === "node_start" && event.node === mapNode)
            started = event.ts;
        if (event.type === "node_finish" && event.node === mapNode) {
            const duration = Math.max(0, event.durationMs);
            // A finish without its start (a trace cut short) still counts, placed where it must have begun.
            passes.push({ start_ms: Math.max(0, (started ?? event.ts - duration) - run.start), duration_ms: duration });
            started = undefined;
        }
    }
    return { duration_ms: passes.reduce((sum, p) => sum + p.duration_ms, 0), passes };
}

// EXTERNAL MODULE: ./src/review/gauntlet/result.ts
var result = __webpack_require__(230);
;// CONCATENATED MODULE: ./src/review/gauntlet/laneLedger.ts



/** Today's reading: the run's meter per graph, and the lane's map node in the run's trace. */
function meterLedger(services) {
    const usageOf = (graphs) => (0,result/* usageSummary */.kj)(graphs.map((g) => services.meter?.graphTotal(g)));
    return {
        usage: (lane) => usageOf(lane === "code-review" ? [lanes/* LANE_SPECS */.OW[lane].graph, "finding-verifier"] : [lanes/* LANE_SPECS */.OW[lane].graph]),
        timing: (lane) => laneTiming(services.trace?.events ?? [], lanes/* LANE_SPECS */.OW[lane].map),
        total: () => {
            const totals = usageOf([...new Set([...lanes/* LANES */.Ci.map((l) => lanes/* LANE_SPECS */.OW[l].graph), "finding-verifier", "review-gauntlet"])]);
            // The whole run's usage, whatever graph the calls came from.
            return services.meter ? { ...totals, ...(0,result/* usageSummary */.kj)([services.meter.runTotal()]) } : totals;
        },
    };
}


/***/ }),

/***/ 5761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BM: () => (/* binding */ classifyLane),
  pG: () => (/* binding */ faultOutcome),
  QQ: () => (/* binding */ outcomeOfSlot)
});

// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(3991);
// EXTERNAL MODULE: ./src/review/findings.ts
var findings = __webpack_require__(7212);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(3798);
// EXTERNAL MODULE: ./src/review/gauntlet/severity.ts
var gauntlet_severity = __webpack_require__(872);
;// CONCATENATED MODULE: ./src/review/gauntlet/codeReviewResult.ts
/**
 * The code-review lane's structured result (the child's `{{result}}`), read
 * into typed findings and the facts the gate needs. It crosses a graph
 * boundary as plain data, so it is parsed, not cast: what does not parse
 * contributes nothing, and the lane's report still decides.
 */



const findingSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    severity: schemas/* string */.YjP(),
    path: schemas/* string */.YjP(),
    start_line: schemas/* number */.aig(),
    end_line: schemas/* number */.aig(),
    title: schemas/* string */.YjP(),
    claim: schemas/* string */.YjP(),
    verdict: schemas/* enum */.k5n([...findings/* VERIFIER_VERDICTS */.As, "UNCHECKED"]),
    evidence: schemas/* string */.YjP().catch(""),
    note: schemas/* string */.YjP().catch(""),
    location_valid: schemas/* boolean */.zMY().catch(false),
    suggestion: schemas/* string */.YjP().catch(""),
    replacement: schemas/* unknown */.L5J().optional(),
});
const resultSchema = schemas/* object */.Ikc({
    verdict: schemas/* unknown */.L5J(),
    counts: schemas/* object */.Ikc({ critical: schemas/* number */.aig().int().min(0).catch(0) })
        .partial()
        .optional()
        .catch(undefined),
    coverage: schemas/* object */.Ikc({
        complete: schemas/* unknown */.L5J(),
        not_reviewed: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), reason: schemas/* string */.YjP() })).catch([]),
        skipped: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), reason: schemas/* string */.YjP(), source: schemas/* string */.YjP() })).catch([]),
    })
        .optional()
        .catch(undefined),
    findings: schemas/* array */.YOg(schemas/* unknown */.L5J()).catch([]),
    dropped: schemas/* array */.YOg(schemas/* unknown */.L5J()).catch([]),
});
function codeReviewSummary(result) {
    const parsed = resultSchema.safeParse(result);
    if (!parsed.success)
        return null;
    const { verdict, counts, coverage } = parsed.data;
    return {
        verdict: verdict === "PASS" || verdict === "BLOCKED" ? verdict : null,
        critical: counts?.critical ?? 0,
        coverage: coverage ? { complete: coverage.complete === true, not_reviewed: coverage.not_reviewed, skipped: coverage.skipped } : null,
    };
}
/** Kept and dropped findings, each with its Severity; a finding that does not parse is left out. */
function codeReviewFindings(result) {
    const parsed = resultSchema.safeParse(result);
    if (!parsed.success || !Array.isArray(result.findings))
        return [];
    const found = [];
    for (const raw of [...parsed.data.findings, ...parsed.data.dropped]) {
        const finding = findingSchema.safeParse(raw);
        const severity = finding.success ? (0,gauntlet_severity/* codeReviewSeverityOf */.az)(finding.data.severity) : undefined;
        if (!finding.success || !severity)
            continue;
        const { replacement, ...rest } = finding.data;
        found.push({ ...rest, severity, ...(typeof replacement === "string" && replacement !== "" ? { replacement } : {}) });
    }
    return found;
}

// EXTERNAL MODULE: ./src/review/gauntlet/laneOutcome.ts
var laneOutcome = __webpack_require__(273);
// EXTERNAL MODULE: ./src/review/gauntlet/blockReasons.ts
var blockReasons = __webpack_require__(7773);
// EXTERNAL MODULE: ./src/review/gauntlet/laneFindings.ts
var laneFindings = __webpack_require__(3695);
// EXTERNAL MODULE: ./src/review/gauntlet/sentinelNames.ts
var sentinelNames = __webpack_require__(4223);
;// CONCATENATED MODULE: ./src/review/gauntlet/sentinels.ts




function lastMatch(text, pattern) {
    const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g");
    let last = null;
    for (const match of text.matchAll(global))
        last = match;
    return last;
}
const missing = (lane) => ({ found: false, sentinel: sentinelNames/* LANE_SENTINELS */.P[lane] });
function parseCodeReview(text, findings = [], result = null) {
    const verdict = lastMatch(text, /^Review Verdict: (PASS|BLOCKED)(?: \(degraded: (.*)\))?[ \t]*$/m);
    if (!verdict)
        return missing("code-review");
    const summary = lastMatch(text, /^\*Reviewed (\d+) files, found (\d+) critical, (\d+) warnings, (\d+) suggestions, (\d+) nitpicks\*[ \t]*$/m);
    const coverage = lastMatch(text, /^Review Coverage: (complete|partial(?: \((.*)\))?)[ \t]*$/m);
    return {
        found: true,
        verdict: {
            lane: "code-review",
            verdict: verdict[1] === "BLOCKED" ? "BLOCKED" : "PASS",
            blocking_line: /^Review Verdict: BLOCKED/m.test(text),
            degraded: verdict[2] ?? null,
            // Without the summary line, every 🔴 in the report counts: stricter, never looser.
            critical: summary ? Number(summary[2]) : [...text.matchAll(/🔴/gu)].length,
            coverage: !coverage ? { kind: "missing" } : coverage[1] === "complete" ? { kind: "complete" } : { kind: "partial", detail: coverage[2] ?? "partial" },
            result,
            findings,
        },
    };
}
function parseSecurity(text) {
    const verdict = lastMatch(text, /^SECURITY_REVIEW: (PASS|FAIL)\b(?: \(degraded: (.*)\))?/m);
    if (!verdict)
        return missing("security");
    const lines = (0,laneFindings/* parseSecurityReport */.So)(text);
    return {
        found: true,
        verdict: {
            lane: "security",
            verdict: verdict[1] === "FAIL" ? "FAIL" : "PASS",
            blocking_line: /^SECURITY_REVIEW: FAIL\b/m.test(text),
            degraded: verdict[2] ?? null,
            counts: (0,laneFindings/* securityLineCounts */.DP)(text),
            plain_counts: lines.lineCounts,
            posture_line: /^Posture: /m.test(text),
            findings: lines.findings,
        },
    };
}
/** A criterion line marked Unmet or Diverged: "- [Unmet] …", "1. **Diverged** …", "[Unmet] …". */
const BROKEN_CRITERION = /^[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]*\[?|\[)[ \t]*\*{0,2}(Unmet|Diverged)\b/gim;
function parseAdversary(text) {
    const verdict = lastMatch(text, /^ADVERSARIAL_REVIEW: (CONFORMS|DIVERGES)\b(?: \(degraded: (.*)\))?/m);
    if (!verdict)
        return missing("adversary");
    const criteria = lastMatch(text, /^Criteria: met=(\d+) partial=(\d+) unmet=(\d+) diverged=(\d+)/m);
    return {
        found: true,
        verdict: {
            lane: "adversary",
            verdict: verdict[1] === "DIVERGES" ? "DIVERGES" : "CONFORMS",
            blocking_line: /^ADVERSARIAL_REVIEW: DIVERGES\b/m.test(text),
            degraded: verdict[2] ?? null,
            criteria: criteria ? { met: Number(criteria[1]), partial: Number(criteria[2]), unmet: Number(criteria[3]), diverged: Number(criteria[4]) } : null,
            marked: [...text.matchAll(BROKEN_CRITERION)].length,
            findings: (0,laneFindings/* parseAdversaryFindings */.jB)(text),
        },
    };
}
function parseProbe(text) {
    const verdict = lastMatch(text, /^USAGE_PROBE: (PASS|FAIL|INCONCLUSIVE)\b(.*)$/m);
    if (!verdict)
        return missing("probe");
    return {
        found: true,
        verdict: {
            lane: "probe",
            verdict: verdict[1] === "FAIL" ? "FAIL" : verdict[1] === "INCONCLUSIVE" ? "INCONCLUSIVE" : "PASS",
            fail_line: /^USAGE_PROBE: FAIL\b/m.test(text),
            inconclusive_line: /^USAGE_PROBE: INCONCLUSIVE\b/m.test(text),
            note: verdict[2]?.trim() ?? "",
        },
    };
}
/** A lane's report read into its typed verdict; code review adds its structured result's findings. */
function parseVerdict(lane, raw, codeReview) {
    // A CRLF reply must not hide its verdict line from the line-end anchors.
    const text = raw.replace(/\r\n?/g, "\n");
    switch (lane) {
        case "code-review":
            return parseCodeReview(text, codeReview?.findings, codeReview?.result ?? null);
        case "adversary":
            return parseAdversary(text);
        case "security":
            return parseSecurity(text);
        case "probe":
            return parseProbe(text);
    }
}
function factsOf(verdict) {
    switch (verdict.lane) {
        case "code-review":
            return { critical: verdict.critical };
        case "security":
            return Object.fromEntries(SECURITY_SEVERITIES.filter((l) => verdict.counts[l] > 0).map((l) => [securityEmoji(l), verdict.counts[l]]));
        case "adversary":
            return { ...(verdict.criteria ?? { met: 0, partial: 0, unmet: 0, diverged: 0 }) };
        case "probe":
            return {};
    }
}
function view(lane, reading, options) {
    if (!reading.found) {
        const reasons = [renderReason({ kind: "missing_sentinel", lane })];
        return { sentinel: null, blocks: true, reasons, degraded: null, partial: null, facts: {} };
    }
    const { verdict } = reading;
    const reasons = verdictReasons(verdict, options).map(renderReason);
    const degraded = verdict.lane === "probe" ? null : verdict.degraded;
    const partial = verdict.lane === "code-review" && verdict.coverage.kind === "partial" ? verdict.coverage.detail : null;
    return { sentinel: verdict.verdict, blocks: reasons.length > 0, reasons, degraded, partial, facts: factsOf(verdict) };
}
const NEUTRAL = { rigor: "production", posture: "standard" };
const readCodeReview = (text, rigor) => view("code-review", parseCodeReview(text), { ...NEUTRAL, rigor });
const readSecurity = (text, posture) => view("security", parseSecurity(text), { ...NEUTRAL, posture });
const readAdversary = (text) => view("adversary", parseAdversary(text), NEUTRAL);
const readProbe = (text) => view("probe", parseProbe(text), NEUTRAL);
const readLane = (lane, raw, options) => view(lane, parseVerdict(lane, raw), options);

;// CONCATENATED MODULE: ./src/review/gauntlet/laneState.ts
/**
 * What happened to a lane, read once from what its agent node left:
 * - completed: the report has its sentinel and records no inner fault — its verdict counts;
 * - faulted:   the agent node failed with a fault another attempt could fix (a timeout, an invalid
 *              reply), or the sentinel is missing — re-run by the retry gate;
 * - degraded:  a fault another attempt could not fix (the endpoint still failing after the HTTP
 *              layer's retries, an open circuit breaker, a 4xx, a refusal, a crash), auth failure,
 *              budget exhausted, an inner fault the lane's own verdict line records, or partial
 *              coverage at production — blocks, no re-run;
 * - skipped:   not selected (no slot).
 */





/** Faults a re-run cannot fix: the same credentials and the same budget would fail again. */
const PERMANENT_KINDS = new Set(["auth", "budget"]);
const GAUNTLET = "review-gauntlet";
const laneState_text = (value, fallback) => (typeof value === "string" ? value : fallback);
const objectOf = (value) => value !== null && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;
/** A node failure as a typed fault outcome: faulted when another attempt could fix it, degraded when not. */
function faultOutcome(lane, report, failure) {
    const fault = { kind: "node_failed", node: failure.node, failure_kind: failure.kind, message: failure.message, retryable: failure.retryable };
    // Only a fault that says another attempt could fix it is re-run (a record without the flag is, as before).
    const permanent = PERMANENT_KINDS.has(failure.kind) || failure.retryable === false;
    return { lane, state: permanent ? "degraded" : "faulted", report, verdict: null, fault };
}
/** The engine's record of a failure ({node, kind, message, retryable?}), typed; undefined when it is not one. */
function failureRecord(value, fallbackMessage) {
    const record = objectOf(value);
    if (!record)
        return undefined;
    return {
        node: laneState_text(record.node, "lane"),
        kind: laneState_text(record.kind, "crash"),
        message: laneState_text(record.message, fallbackMessage),
        retryable: typeof record.retryable === "boolean" ? record.retryable : null,
    };
}
/**
 * Reads the slot an agent node's state_updates (or lane_fault) left, `{report, result, failure}`,
 * into the lane's typed outcome. The one place a lane's verdict text is parsed.
 */
function classifyLane(lane, slot, options) {
    const out = objectOf(slot) ?? { report: slot };
    if (out.failed === true) {
        // The engine's record of a branch that failed with no fallback.
        const failure = failureRecord(out, "the lane's branch failed");
        return faultOutcome(lane, (0,engine/* pipelineFaultText */.sm)({ graph: GAUNTLET, ...failure }), failure);
    }
    const report = laneState_text(out.report, "");
    if (out.fault === true || (0,findings/* isPipelineFault */.fF)(report)) {
        const failure = failureRecord(out.failure, report) ?? { node: "lane", kind: "crash", message: report, retryable: null };
        return faultOutcome(lane, report, failure);
    }
    const reading = parseVerdict(lane, report, lane === "code-review" ? { findings: codeReviewFindings(out.result), result: codeReviewSummary(out.result) } : undefined);
    if (!reading.found)
        return { lane, state: "faulted", report, verdict: null, fault: { kind: "missing_sentinel", sentinel: reading.sentinel } };
    const verdict = reading.verdict;
    if (verdict.lane !== "probe" && verdict.degraded)
        return { lane, state: "degraded", report, verdict, fault: { kind: "inner", message: verdict.degraded } };
    if (verdict.lane === "code-review" && verdict.coverage.kind === "partial" && options.rigor === "production") {
        return { lane, state: "degraded", report, verdict, fault: { kind: "partial_coverage", detail: verdict.coverage.detail } };
    }
    return { lane, state: "completed", report, verdict };
}
/**
 * A map slot as the gates see it: the branch's typed outcome; the engine's
 * record of a branch that failed (read_lane itself died); nothing (not
 * selected). Anything else is a fault, never a pass.
 */
function outcomeOfSlot(lane, slot) {
    if (slot === undefined)
        return { lane, state: "skipped" };
    const parsed = laneOutcome/* laneOutcomeSchema */.Cz.safeParse(slot);
    if (parsed.success && parsed.data.lane === lane)
        return parsed.data;
    if (objectOf(slot)?.failed === true)
        return classifyLane(lane, slot, { rigor: "production" });
    const failure = { node: "read_lane", kind: "crash", message: "the lane's slot holds no readable outcome", retryable: false };
    return faultOutcome(lane, (0,engine/* pipelineFaultText */.sm)({ graph: GAUNTLET, ...failure }), failure);
}


/***/ }),

/***/ 1581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TG: () => (/* binding */ readLane),
/* harmony export */   kk: () => (/* binding */ laneOf),
/* harmony export */   sq: () => (/* binding */ CODE_REVIEW_INPUT_KEY)
/* harmony export */ });
/* harmony import */ var _intake_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3859);
/* harmony import */ var _laneOutcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(273);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7292);
/* harmony import */ var _laneState_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5761);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8290);
/* harmony import */ var _stateSchema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7261);
/* harmony import */ var _matrix_facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2335);
/**
 * read_lane: the last node of each lane's branch. It reads the lane's report
 * (and, for code review, its structured result) into the lane's typed
 * outcome, once; the gates decide from that value and never from the text.
 */







/** The branch's lane, from its map item; a branch without one is a bug, not a lane to guess. */
function laneOf(state) {
    const item = (0,_state_js__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1)(state, "lane_ctx");
    const lane = typeof item.lane === "string" ? (0,_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .laneByName */ .f1)(item.lane) : undefined;
    if (!lane)
        throw new Error("read_lane: the branch has no lane_ctx.lane (build_items sets it on every item)");
    return lane;
}
/** Where a matrix code-review job's slot keeps the lane's render input, for the gate to merge shards. */
const CODE_REVIEW_INPUT_KEY = "code_review_input";
const readLane = {
    reads: _stateSchema_js__WEBPACK_IMPORTED_MODULE_4__/* .gauntletState */ .A.pick({ lane_ctx: true, lane_out: true, rigor: true }).shape,
    writes: { lane_out: _laneOutcome_js__WEBPACK_IMPORTED_MODULE_1__/* .laneOutcomeSchema */ .Cz },
    run: ({ state, context }) => {
        const lane = laneOf(state);
        const outcome = (0,_laneState_js__WEBPACK_IMPORTED_MODULE_3__/* .classifyLane */ .BM)(lane, state.lane_out, (0,_intake_js__WEBPACK_IMPORTED_MODULE_0__/* .gateOptions */ .O6)(state));
        // Only a matrix job keeps the raw input beside the outcome: a single review's state stays lean.
        const input = lane === "code-review" && (0,_matrix_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .matrixJobFact */ .vX)(context.facts) ? (0,_state_js__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1)((0,_state_js__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1)(state, "lane_out"), "result").render_input : undefined;
        return { lane_out: input === undefined ? outcome : { ...outcome, [CODE_REVIEW_INPUT_KEY]: input } };
    },
};


/***/ }),

/***/ 6197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ renderScopeNotes),
/* harmony export */   Tt: () => (/* binding */ renderGauntletReport)
/* harmony export */ });
/* unused harmony exports neutralizeSentinels, findingLocation, renderDismissals */
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(230);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8361);
/** The gauntlet's human report: lane table, why it blocks, then each lane's own report. */


/**
 * Lane reports quote PR text, and the selection notes carry model and fault
 * text: no line of the report may pose as the gauntlet's own sentinel. Only
 * the end node writes GAUNTLET lines, above the report.
 */
function neutralizeSentinels(text) {
    return text.replace(/^([ \t>]*)(GAUNTLET[A-Z_]*\s*:)/gim, "$1\\$2");
}
function renderGauntletReport(result, laneReports, lanesSummary) {
    const lines = ["## Review gauntlet", ""];
    lines.push("| Lane | State | Verdict | Attempts | Duration | Tokens |", "|---|---|---|---|---|---|");
    for (const lane of result.lanes) {
        const cached = lane.usage.cached_prompt_tokens !== undefined ? ` (${lane.usage.cached_prompt_tokens} cached)` : "";
        const tokens = `${lane.usage.prompt_tokens + lane.usage.completion_tokens}${cached}`;
        lines.push(`| ${lane.name} | ${lane.state} | ${lane.verdict ?? "—"}${lane.blocks ? " (blocks)" : ""} | ${lane.attempts} | ${(lane.duration_ms / 1000).toFixed(1)} s | ${tokens} |`);
    }
    lines.push("");
    if (result.reasons.length > 0)
        lines.push("### Why it blocks", ...result.reasons.map((r) => `- ${r}`), "");
    if (lanesSummary.trim())
        lines.push("### Lane selection", lanesSummary, "");
    for (const lane of result.lanes) {
        const report = laneReports[lane.name];
        if (lane.state === "skipped" || !report)
            continue;
        lines.push(`### Lane: ${lane.name}`, "", report.trim(), "");
    }
    const u = result.usage;
    lines.push(`Usage: ${u.calls} model call(s), ${(0,_result_js__WEBPACK_IMPORTED_MODULE_0__/* .describeTokens */ .k2)(u)}${u.cost_usd !== null ? `, about $${u.cost_usd.toFixed(4)}` : ""}.`);
    return neutralizeSentinels(lines.join("\n"));
}
/** `path:12` or `path:12-18`. */
const findingLocation = (f) => `${f.path}:${f.start_line}${f.end_line > f.start_line ? `-${f.end_line}` : ""}`;
const at = findingLocation;
/** What an incremental review read anew and what it carried forward. */
function renderScopeNotes(result) {
    const scope = result.review_scope;
    if (!scope)
        return "";
    const carried = result.findings.filter((f) => f.carried_from);
    const lines = [
        `### Incremental review since ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .F)(scope.since)}`,
        "",
        scope.reviewed.length > 0
            ? `Reviewed anew (${scope.reviewed.length}): ${scope.reviewed.map((p) => `\`${p}\``).join(", ")}`
            : "Reviewed anew: no file changed since the last review.",
        "",
    ];
    if (carried.length > 0) {
        lines.push(`Carried forward (${carried.length}), unchanged since the review of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .F)(scope.since)}:`);
        for (const f of carried)
            lines.push(`- ${f.id} ${f.severity} \`${at(f)}\` — ${f.title} (${f.verdict})`);
        lines.push("");
    }
    return neutralizeSentinels(lines.join("\n"));
}
/** Every dismissal, and which blocks they lifted. */
function renderDismissals(result) {
    const dismissed = result.findings.filter((f) => f.dismissed);
    if (dismissed.length === 0)
        return "";
    const lines = [`### Dismissed findings (${dismissed.length})`, "", "| Finding | Where | By | Reason |", "|---|---|---|---|"];
    const cell = (text) => text.replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|");
    for (const f of dismissed)
        lines.push(`| ${f.id} ${f.severity} ${cell(f.title)} | \`${at(f)}\` | @${f.dismissed.by} | ${cell(f.dismissed.reason) || "—"} ([comment](${f.dismissed.source})) |`);
    const lifted = result.lanes.filter((l) => l.dismissed_reasons?.length);
    if (lifted.length > 0)
        lines.push("", ...lifted.map((l) => `No longer blocks: ${l.name} (${l.dismissed_reasons.join("; ")}).`));
    return neutralizeSentinels(lines.join("\n"));
}


/***/ }),

/***/ 230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k2: () => (/* binding */ describeTokens),
/* harmony export */   kj: () => (/* binding */ usageSummary),
/* harmony export */   w: () => (/* binding */ RESULT_SCHEMA)
/* harmony export */ });
const RESULT_SCHEMA = "gauntlet.review/1";
/** Meter totals (per graph, or the run's) as one summary; cost and cached tokens only when some total has them. */
function usageSummary(totals) {
    const sum = (pick) => totals.reduce((total, usage) => total + (usage ? pick(usage) : 0), 0);
    const cached = totals.some((t) => t?.cachedPromptTokens !== undefined);
    return {
        prompt_tokens: sum((u) => u.promptTokens),
        completion_tokens: sum((u) => u.completionTokens),
        calls: sum((u) => u.calls),
        cost_usd: totals.some((t) => t?.costUsd !== undefined) ? sum((u) => u.costUsd ?? 0) : null,
        ...(cached ? { cached_prompt_tokens: sum((u) => u.cachedPromptTokens ?? 0) } : {}),
    };
}
/** `N prompt (C cached) + M completion tokens`: the cached share apart, when it is known. */
function describeTokens(usage) {
    const cached = usage.cached_prompt_tokens !== undefined ? ` (${usage.cached_prompt_tokens} cached)` : "";
    return `${usage.prompt_tokens} prompt${cached} + ${usage.completion_tokens} completion tokens`;
}


/***/ }),

/***/ 4223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ LANE_SENTINELS)
/* harmony export */ });
const LANE_SENTINELS = {
    "code-review": "Review Verdict:",
    adversary: "ADVERSARIAL_REVIEW:",
    security: "SECURITY_REVIEW:",
    probe: "USAGE_PROBE:",
};


/***/ }),

/***/ 1199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ew: () => (/* reexport */ checkLockfile),
  BN: () => (/* reexport */ lockfileKindOf)
});

// UNUSED EXPORTS: DEFAULT_REGISTRIES

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/review/lockfiles/sources.ts
/**
 * Where a lockfile entry's code comes from, and whether the base allows it.
 * Only the base decides: its registries (the origins of its registry tarball
 * URLs, or the public defaults), and the exact non-registry sources it
 * already had. Nothing in the head can widen either.
 */

/** The public registry under its three names; a base on any of them allows all three (one registry, three hostnames). */
const DEFAULT_REGISTRIES = ["https://registry.npmjs.org", "https://registry.npmjs.com", "https://registry.yarnpkg.com"];
const GIT_SCHEME = /^(?:git\+[a-z]+|git|ssh|github|gitlab|bitbucket|gist):/i;
/** `git@github.com:user/repo.git`. */
const SCP_LIKE = /^[\w.-]+@[\w.-]+:/;
/** npm's short form for a GitHub repository, `user/repo#ref`. */
const GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;
const GIT_HOSTS = new Set(["github.com", "www.github.com", "codeload.github.com", "api.github.com", "gist.github.com", "gitlab.com", "bitbucket.org"]);
/** A registry's tarball path: `/name/-/name-1.0.0.tgz`, `/@scope/name/-/name-1.0.0.tgz`, after any registry prefix. */
const REGISTRY_TARBALL_PATH = /\/-\/[^/]+\.tgz$/i;
/** What npm takes for a tarball rather than a folder. */
const TARBALL_FILE = /\.(?:tgz|tar\.gz|tar)$/i;
function classifySpec(spec, git = false) {
    if (git)
        return { kind: "git" };
    if (/^file:/i.test(spec)) {
        const target = spec.slice(5).replace(/#.*$/, "");
        return TARBALL_FILE.test(target) ? { kind: "file-tarball" } : { kind: "file-folder", target };
    }
    if (GIT_SCHEME.test(spec) || SCP_LIKE.test(spec))
        return { kind: "git" };
    if (/^npm:/i.test(spec))
        return { kind: "registry-alias" };
    const url = parseUrl(spec);
    if (url && (url.protocol === "https:" || url.protocol === "http:")) {
        if (GIT_HOSTS.has(url.hostname) || url.pathname.endsWith(".git"))
            return { kind: "git" };
        return { kind: "url", url, registryShaped: REGISTRY_TARBALL_PATH.test(url.pathname) };
    }
    if (!url && GITHUB_SHORTHAND.test(spec))
        return { kind: "git" };
    return { kind: "unknown" };
}
function sourcePolicy(baseEntries, lockfileDir) {
    const registries = new Set();
    const knownSources = new Set();
    for (const entry of baseEntries) {
        const key = sourceKey(entry.origin);
        if (key !== undefined)
            knownSources.add(key);
        if (entry.origin.kind !== "resolved")
            continue;
        const source = classifySpec(entry.origin.spec, entry.origin.git);
        if (source.kind === "url" && source.registryShaped)
            registries.add(source.url.origin);
    }
    if (registries.size === 0 || DEFAULT_REGISTRIES.some((r) => registries.has(r)))
        for (const r of DEFAULT_REGISTRIES)
            registries.add(r);
    return { registries, knownSources, lockfileDir };
}
/** An origin's exact spelling, for "the base already had exactly this source"; undefined for the configured registry. */
function sourceKey(origin) {
    if (origin.kind === "resolved")
        return `${origin.git ? "git " : ""}${origin.spec}`;
    if (origin.kind === "local")
        return `local ${external_node_path_.posix.join(origin.relativeTo, origin.target)}`;
    return undefined;
}
/** Whether `origin` is allowed; `name` is what the message calls the entry. */
function judgeOrigin(origin, policy, name) {
    if (origin.kind === "registry")
        return { ok: true, needsIntegrity: true };
    const known = policy.knownSources.has(sourceKey(origin));
    if (origin.kind === "local") {
        if (isInsideRepository(origin.relativeTo, origin.target) || known)
            return { ok: true, needsIntegrity: false };
        return sourceProblem(`${name} links to a folder outside the repository, which this review cannot see; keep linked packages inside the repository`);
    }
    const source = classifySpec(origin.spec, origin.git);
    switch (source.kind) {
        case "registry-alias":
            return { ok: true, needsIntegrity: true };
        case "git":
            // Pinned by its commit, and npm and yarn record no hash for git sources.
            if (known)
                return { ok: true, needsIntegrity: false };
            return sourceProblem(`${name} is installed from a git repository the base lockfile does not use, so its code is not a reviewed registry release; depend on a published version, or add this source in a separate reviewed change`);
        case "file-tarball":
            if (known)
                return { ok: true, needsIntegrity: true };
            return sourceProblem(`${name} is installed from a tarball file, whose contents this review cannot read; depend on a published registry version instead`);
        case "file-folder": {
            if (isInsideRepository(policy.lockfileDir, source.target) || known)
                return { ok: true, needsIntegrity: false };
            return sourceProblem(`${name} is installed from a folder outside the repository, which this review cannot see; keep local packages inside the repository`);
        }
        case "url":
            return judgeUrl(source.url, source.registryShaped, known, policy, name);
        case "unknown":
            if (known)
                return { ok: true, needsIntegrity: true };
            return sourceProblem(`${name} uses a source this check does not recognise as a registry; depend on a published registry version instead`);
    }
}
function judgeUrl(url, registryShaped, known, policy, name) {
    if (policy.registries.has(url.origin))
        return { ok: true, needsIntegrity: true };
    if (registryShaped) {
        const secureTwin = url.protocol === "http:" && policy.registries.has(`https://${url.host}`);
        const message = url.protocol === "http:"
            ? `${name} is downloaded over plain http from ${url.origin}, which the base lockfile never used, so anyone on the network path can swap it; resolve it over https${secureTwin ? " from the same registry" : " from a registry the base uses"}`
            : `${name} is downloaded from ${url.origin}, a registry the base lockfile does not use; resolve it from ${registryList(policy)}, or add the new registry in a separate reviewed change`;
        return { ok: false, rule: "registry", message };
    }
    if (known)
        return { ok: true, needsIntegrity: true };
    return sourceProblem(`${name} is downloaded from a tarball URL on ${url.origin}, which is not a registry the base lockfile uses; depend on a published registry version instead`);
}
function sourceProblem(message) {
    return { ok: false, rule: "source", message };
}
function registryList(policy) {
    const all = [...policy.registries];
    return all.length <= 3 ? all.join(", ") : `${all.slice(0, 3).join(", ")} or another registry the base uses`;
}
/** A relative path that stays inside the repository once joined to `relativeTo` (the lockfile's folder, repository-relative). */
function isInsideRepository(relativeTo, target) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || /^[/\\~]/.test(target))
        return false; // a scheme, a drive, absolute, home
    const joined = external_node_path_.posix.normalize(external_node_path_.posix.join(relativeTo, target.replace(/\\/g, "/")));
    return joined !== ".." && !joined.startsWith("../") && !external_node_path_.posix.isAbsolute(joined);
}
function parseUrl(spec) {
    try {
        return new URL(spec);
    }
    catch {
        return undefined;
    }
}
/** An origin for a spec a lockfile spells out: `file:` folders are local folders (nothing is downloaded), all else is judged as a source. */
function originOfSpec(spec, line, lockfileDir) {
    const source = classifySpec(spec);
    if (source.kind === "file-folder")
        return { kind: "local", target: source.target, relativeTo: lockfileDir, line };
    return { kind: "resolved", spec, line };
}
/** What "unchanged against the base" compares: the entry's key, its source and its hash. */
function entryFingerprint(entry) {
    return `${entry.key}\u0000${sourceKey(entry.origin) ?? "registry"}\u0000${entry.integrity?.value ?? ""}`;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/artifacts.ts
/**
 * The same artifact cannot change its hash. A registry never republishes a
 * release, so an entry whose name, version and source stay as the base had
 * them but whose hash changes points the install at other code: npm's and
 * pnpm's stores are addressed by hash, so a poisoned cache or mirror would
 * serve it. A yarn v1 `resolved` URL's `#sha1` fragment is part of the hash.
 *
 * The base's hashes are the reference; an artifact the base lacks takes its
 * first hash in the head, so two head entries cannot disagree either. A
 * berry hash is compared only under the same cache key: a new cache key
 * rehashes every package, and is not judged here.
 */

class ArtifactHashes {
    known = new Map();
    constructor(baseEntries) {
        for (const entry of baseEntries)
            this.record(entry);
    }
    /** Records an entry the check does not judge (unchanged against the base). */
    record(entry) {
        const hashed = artifactHashOf(entry);
        if (!hashed)
            return;
        const hashes = this.known.get(hashed.artifact);
        if (hashes)
            hashes.add(hashed.hash);
        else
            this.known.set(hashed.artifact, new Set([hashed.hash]));
    }
    /** A hash this artifact never had, if the entry's is one; `name` is what the message calls the entry. */
    judge(entry, name) {
        const hashed = artifactHashOf(entry);
        if (!hashed)
            return undefined;
        const hashes = this.known.get(hashed.artifact);
        if (!hashes) {
            this.known.set(hashed.artifact, new Set([hashed.hash]));
            return undefined;
        }
        if (hashes.has(hashed.hash))
            return undefined;
        const integrityKnown = [...hashes].some((hash) => hash.startsWith(`${hashed.integrity}\u0000`));
        return {
            line: integrityKnown ? hashed.fragmentLine : hashed.integrityLine,
            message: `${name} has the name, version and source of a release already pinned (by the base, or by another entry) but another hash, and a published release never changes, so the entry points the install at other code; restore the pinned hash, or, if the package manager only moved to a stronger hash algorithm, confirm the new hash against the registry before merging`,
        };
    }
}
function artifactHashOf(entry) {
    const { origin, integrity } = entry;
    let source = sourceKey(origin) ?? "registry";
    let fragment = "";
    if (origin.kind === "resolved" && classifySpec(origin.spec, origin.git).kind === "url") {
        const hashMark = origin.spec.indexOf("#");
        if (hashMark !== -1) {
            source = origin.spec.slice(0, hashMark);
            fragment = origin.spec.slice(hashMark + 1);
        }
    }
    if (!integrity && fragment === "")
        return undefined;
    const sourceLine = origin.kind === "registry" ? entry.line : origin.line;
    return {
        artifact: [entry.artifact ?? entry.package, source, integrity?.scope ?? ""].join("\u0000"),
        hash: `${integrity?.value ?? ""}\u0000${fragment}`,
        integrity: integrity?.value ?? "",
        integrityLine: integrity?.line ?? sourceLine,
        fragmentLine: sourceLine,
    };
}

;// CONCATENATED MODULE: ./src/review/lockfiles/claims.ts
/**
 * A registry entry must be the package it says it is. An entry that keeps the
 * key `node_modules/lodash` at 4.17.21 but fetches another package's tarball
 * from the same registry, with that tarball's hash, passes every source and
 * hash rule; so the names an entry gives must agree, and a registry tarball
 * URL must be that package's release in the registry layout:
 * `/<name>/-/<unscoped-name>-<version>.tgz`, the scope also as `@scope%2f`.
 *
 * The public registry always uses that layout, so another path there is
 * refused. A custom registry (one the base's lockfile uses) may serve
 * tarballs under other paths, which name no package this check can read:
 * those are held to the source and hash rules only.
 */

/** The registry layout's tarball path, after any registry prefix. */
const LAYOUT_TARBALL = /\/-\/[^/]+\.tgz$/;
/** What is wrong with the package a registry entry claims to be, if anything; `name` is what the message calls the entry. */
function judgeClaim(entry, policy, name) {
    const tarball = registryTarball(entry.origin, policy);
    if (!entry.claim || (!tarball && !fetchesByName(entry.origin)))
        return undefined;
    const { claim } = entry;
    const names = distinct(claim.names);
    const versions = distinct(claim.versions);
    if (names.length > 1) {
        return {
            line: claim.line,
            message: `${name}'s entry names different packages (${listed(names)}), so it can install one package under another's name; regenerate the lockfile with the package manager`,
        };
    }
    if (versions.length > 1) {
        return {
            line: claim.line,
            message: `${name}'s entry states different versions (${listed(versions)}), so it can install another release than it names; regenerate the lockfile with the package manager`,
        };
    }
    if (!tarball)
        return undefined;
    return judgeTarball(tarball.url, names[0], versions[0], tarball.line, name);
}
function judgeTarball(url, packageName, version, line, name) {
    if (!LAYOUT_TARBALL.test(url.pathname)) {
        if (!DEFAULT_REGISTRIES.includes(url.origin))
            return undefined; // a custom registry's own layout: nothing here names the package
        return {
            line,
            message: `${name} is downloaded from a path on ${url.origin} that is not a package tarball of the registry's layout, so nothing ties it to this package; resolve it to the package's own tarball with the package manager`,
        };
    }
    if (packageName === undefined || packageName === "" || version === undefined) {
        return {
            line,
            message: `${name} names no ${version === undefined ? "version" : "package"}, so its registry tarball cannot be matched to it; regenerate the lockfile with the package manager`,
        };
    }
    if (isTarballOf(url.pathname, packageName, version))
        return undefined;
    return {
        line,
        message: `${name} is downloaded from a registry tarball that is not ${displayed(packageName)}@${displayed(version)}'s, so the entry installs another package's code under its name; regenerate the lockfile with the package manager`,
    };
}
/** Whether a registry path ends with the package's tarball: `/lodash/-/lodash-4.17.21.tgz`, `/@s/n/-/n-1.0.0.tgz` or `/@s%2fn/-/n-1.0.0.tgz`. */
function isTarballOf(pathname, packageName, version) {
    const slash = packageName.indexOf("/");
    const scoped = packageName.startsWith("@") && slash > 1;
    const unscoped = scoped ? packageName.slice(slash + 1) : packageName;
    const file = `/-/${unscoped}-${version}.tgz`;
    const folders = scoped ? [packageName, `${packageName.slice(0, slash)}%2f${unscoped}`, `${packageName.slice(0, slash)}%2F${unscoped}`] : [packageName];
    return folders.some((folder) => pathname.endsWith(`/${folder}${file}`));
}
/** The URL of a tarball the entry fetches from a registry the base uses. */
function registryTarball(origin, policy) {
    if (origin.kind !== "resolved")
        return undefined;
    const source = classifySpec(origin.spec, origin.git);
    return source.kind === "url" && policy.registries.has(source.url.origin) ? { url: source.url, line: origin.line } : undefined;
}
/** Fetched by name from the configured registry, so the names decide what is fetched. */
function fetchesByName(origin) {
    return origin.kind === "registry" || (origin.kind === "resolved" && classifySpec(origin.spec, origin.git).kind === "registry-alias");
}
function distinct(values) {
    return [...new Set(values)];
}
function listed(values) {
    return values.slice(0, 3).map(displayed).join(", ") + (values.length > 3 ? ", …" : "");
}
/** A name or version from the pull request's text, for a message: one line, bounded. */
function displayed(text) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
    return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/lineIndex.ts
/**
 * Line numbers for offsets in one text, indexed once: lockfiles run to tens
 * of thousands of lines, and every entry asks for a line or two.
 */
class LineIndex {
    text;
    starts;
    constructor(text) {
        this.text = text;
        const starts = [0];
        for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
            starts.push(i + 1);
        this.starts = starts;
    }
    get count() {
        return this.starts.length;
    }
    /** The 1-based line that holds `offset`. */
    lineAt(offset) {
        let low = 0;
        let high = this.starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (this.starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low + 1;
    }
    /** Offset of the first character of a 1-based line; the text's length past the last. */
    startOf(line) {
        return this.starts[line - 1] ?? this.text.length;
    }
    /** A 1-based line verbatim, as `text.split("\n")[line - 1]` gives it (a CR stays). */
    lineText(line) {
        const start = this.starts[line - 1];
        if (start === undefined)
            return "";
        const next = this.starts[line];
        return this.text.slice(start, next === undefined ? this.text.length : next - 1);
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/types.ts
/**
 * The lockfile check's shapes. A lockfile is not reviewed line by line, so
 * each format is read into the same list of entries, and every entry that is
 * new or changed against the base is judged by fixed rules (check.ts).
 */
/**
 * Text the check cannot read as the lockfile it claims to be. Internal: the
 * check turns it into an `unparseable` violation and never lets it escape.
 * The reason never quotes the file, which is the pull request's text.
 */
class LockfileSyntaxError extends Error {
    line;
    isLockfileSyntaxError = true;
    constructor(reason, line) {
        super(line === undefined ? reason : `line ${line}: ${reason}`);
        this.line = line;
        this.name = "LockfileSyntaxError";
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/json.ts
/**
 * Strict JSON that remembers where each object key sits, so an npm lockfile
 * violation can quote the exact `"resolved"` line whatever the formatting.
 * Values come out as JSON.parse gives them (the last duplicate key wins, as
 * npm reads it), in null-prototype objects so a `__proto__` key is just a key.
 */

/** Deeper than any real lockfile; keeps hostile nesting off the call stack. */
const MAX_DEPTH = 512;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
function parseLocatedJson(text) {
    const reader = new JsonReader(text);
    const root = reader.document();
    return { root, keyOffset: (owner, key) => reader.keyOffsets.get(owner)?.get(key) };
}
class JsonReader {
    text;
    keyOffsets = new WeakMap();
    pos = 0;
    constructor(text) {
        this.text = text;
        if (text.charCodeAt(0) === 0xfeff)
            this.pos = 1; // npm tolerates a byte-order mark
    }
    document() {
        this.skipSpace();
        const value = this.value(0);
        this.skipSpace();
        if (this.pos !== this.text.length)
            this.fail("unexpected text after the JSON value");
        return value;
    }
    value(depth) {
        if (depth > MAX_DEPTH)
            this.fail("nesting is too deep");
        const c = this.text.charCodeAt(this.pos);
        if (c === 0x7b)
            return this.object(depth);
        if (c === 0x5b)
            return this.array(depth);
        if (c === 0x22)
            return this.string();
        if (c === 0x2d || (c >= 0x30 && c <= 0x39))
            return this.number();
        for (const [word, value] of LITERALS) {
            if (this.text.startsWith(word, this.pos)) {
                this.pos += word.length;
                return value;
            }
        }
        return this.fail("expected a JSON value");
    }
    object(depth) {
        const object = Object.create(null);
        const offsets = new Map();
        this.keyOffsets.set(object, offsets);
        this.pos++;
        this.skipSpace();
        if (this.eat(0x7d))
            return object;
        for (;;) {
            if (this.text.charCodeAt(this.pos) !== 0x22)
                this.fail("expected a quoted key");
            const keyStart = this.pos;
            const key = this.string();
            this.skipSpace();
            if (!this.eat(0x3a))
                this.fail("expected ':' after a key");
            this.skipSpace();
            object[key] = this.value(depth + 1);
            offsets.set(key, keyStart);
            this.skipSpace();
            if (this.eat(0x2c)) {
                this.skipSpace();
                continue;
            }
            if (this.eat(0x7d))
                return object;
            this.fail("expected ',' or '}'");
        }
    }
    array(depth) {
        const array = [];
        this.pos++;
        this.skipSpace();
        if (this.eat(0x5d))
            return array;
        for (;;) {
            array.push(this.value(depth + 1));
            this.skipSpace();
            if (this.eat(0x2c)) {
                this.skipSpace();
                continue;
            }
            if (this.eat(0x5d))
                return array;
            this.fail("expected ',' or ']'");
        }
    }
    string() {
        const start = this.pos;
        let escaped = false;
        for (let i = start + 1; i < this.text.length; i++) {
            const c = this.text.charCodeAt(i);
            if (c === 0x22) {
                this.pos = i + 1;
                if (!escaped)
                    return this.text.slice(start + 1, i);
                try {
                    return JSON.parse(this.text.slice(start, i + 1));
                }
                catch {
                    return this.fail("invalid escape in a string");
                }
            }
            if (c === 0x5c) {
                escaped = true;
                i++;
            }
            else if (c < 0x20) {
                this.pos = i;
                this.fail("control character in a string");
            }
        }
        return this.fail("unterminated string");
    }
    number() {
        NUMBER.lastIndex = this.pos;
        const match = NUMBER.exec(this.text);
        if (!match)
            return this.fail("invalid number");
        this.pos += match[0].length;
        return Number(match[0]);
    }
    skipSpace() {
        for (;;) {
            const c = this.text.charCodeAt(this.pos);
            if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
                return;
            this.pos++;
        }
    }
    eat(code) {
        if (this.text.charCodeAt(this.pos) !== code)
            return false;
        this.pos++;
        return true;
    }
    fail(reason) {
        let line = 1;
        for (let i = this.text.indexOf("\n"); i !== -1 && i < this.pos; i = this.text.indexOf("\n", i + 1))
            line++;
        throw new LockfileSyntaxError(reason, line);
    }
}
const LITERALS = [
    ["true", true],
    ["false", false],
    ["null", null],
];

;// CONCATENATED MODULE: ./src/review/lockfiles/npm.ts
/**
 * package-lock.json and npm-shrinkwrap.json. Versions 2 and 3 list installs
 * in `packages` by install path; version 1, and version 2's copy for npm 6,
 * nest them under `dependencies`. Both halves are read, because npm 6
 * installs from the nested one; an entry the same in both is read once.
 * An entry's package is the last name in its install path, or its `name`
 * field (an alias, `npm:`); in version 1 an alias is `version: "npm:b@1.0.0"`.
 * A field the check reads that is not the type npm writes is unparseable.
 */



const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;
function readNpmLockfile(lines, lockfileDir) {
    const json = parseLocatedJson(lines.text);
    if (!isObject(json.root))
        throw new LockfileSyntaxError("not a JSON object");
    const version = json.root.lockfileVersion;
    if (version !== 1 && version !== 2 && version !== 3)
        throw new LockfileSyntaxError("unknown lockfileVersion");
    if (version !== 1 && json.root.packages === undefined)
        throw new LockfileSyntaxError("no packages object");
    const reader = new NpmReader(json, lines, lockfileDir);
    if (json.root.packages !== undefined)
        reader.packages(objectOf(json.root.packages));
    if (json.root.dependencies !== undefined)
        reader.tree(objectOf(json.root.dependencies), "");
    return reader.entries;
}
class NpmReader {
    json;
    lines;
    lockfileDir;
    entries = [];
    seen = new Set();
    constructor(json, lines, lockfileDir) {
        this.json = json;
        this.lines = lines;
        this.lockfileDir = lockfileDir;
    }
    /** Versions 2 and 3: `{"node_modules/a/node_modules/b": {...}}`. */
    packages(packages) {
        for (const key of Object.keys(packages)) {
            // "" is the project and other keys are its workspace folders: their code is in the repository.
            if (!key.startsWith("node_modules/") && !key.includes("/node_modules/"))
                continue;
            const line = this.keyLine(packages, key);
            const meta = entryObject(packages[key], line);
            // Shipped inside its parent's tarball, which carries the hash. A bundled entry that names a source is checked like any other.
            if (meta.inBundle === true && meta.resolved === undefined)
                continue;
            const name = stringOf(meta.name) ?? key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
            const version = stringOf(meta.version);
            const origin = meta.link === true ? this.linkOrigin(meta, line) : this.resolvedOrigin(meta, line);
            const claim = { names: [name], versions: version === undefined ? [] : [version], line: this.fieldLine(meta, "name", line) };
            this.add({ key, package: version ? `${name}@${version}` : name, line, origin, integrity: this.integrity(meta), claim });
        }
    }
    /** Version 1 (and version 2's second half): `{"a": {"version", "resolved", "dependencies": {"b": ...}}}`. */
    tree(dependencies, prefix) {
        for (const name of Object.keys(dependencies)) {
            const line = this.keyLine(dependencies, name);
            const meta = entryObject(dependencies[name], line);
            const key = `${prefix}node_modules/${name}`;
            if (meta.bundled !== true || meta.resolved !== undefined) {
                const version = stringOf(meta.version);
                const display = version !== undefined && SEMVER.test(version) ? `${name}@${version}` : name;
                const claim = legacyClaim(name, version, this.fieldLine(meta, "version", line));
                this.add({ key, package: display, line, origin: this.legacyOrigin(meta, line), integrity: this.integrity(meta), claim });
            }
            if (meta.dependencies !== undefined)
                this.tree(objectOf(meta.dependencies, line), `${key}/`);
        }
    }
    linkOrigin(meta, line) {
        const target = stringOf(meta.resolved);
        const at = this.fieldLine(meta, "resolved", line);
        // A link that names no folder is nothing npm writes: judged as an unknown source.
        return target === undefined ? { kind: "resolved", spec: "", line: at } : { kind: "local", target, relativeTo: this.lockfileDir, line: at };
    }
    resolvedOrigin(meta, line) {
        const resolved = stringOf(meta.resolved);
        // npm leaves `resolved` out only for the configured registry (omit-lockfile-registry-resolved).
        return resolved === undefined ? { kind: "registry" } : originOfSpec(resolved, this.fieldLine(meta, "resolved", line), this.lockfileDir);
    }
    /** Version 1 spells a git or folder source in `version` when there is no `resolved`. */
    legacyOrigin(meta, line) {
        if (meta.resolved !== undefined)
            return this.resolvedOrigin(meta, line);
        const version = stringOf(meta.version);
        if (version === undefined || SEMVER.test(version) || version.startsWith("npm:"))
            return { kind: "registry" };
        return originOfSpec(version, this.fieldLine(meta, "version", line), this.lockfileDir);
    }
    integrity(meta) {
        const value = stringOf(meta.integrity);
        return value === undefined ? undefined : { value, line: this.fieldLine(meta, "integrity", 1), format: "sri" };
    }
    add(entry) {
        const fingerprint = entryFingerprint(entry);
        if (this.seen.has(fingerprint))
            return;
        this.seen.add(fingerprint);
        this.entries.push(entry);
    }
    keyLine(owner, key) {
        const offset = this.json.keyOffset(owner, key);
        return offset === undefined ? 1 : this.lines.lineAt(offset);
    }
    fieldLine(owner, key, fallback) {
        const offset = this.json.keyOffset(owner, key);
        return offset === undefined ? fallback : this.lines.lineAt(offset);
    }
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function objectOf(value, line) {
    if (!isObject(value))
        throw new LockfileSyntaxError("expected an object", line);
    return value;
}
/** Fields this check reads, and the type npm writes them in: another type could hide a source from the check. */
const FIELD_TYPES = [
    ["name", "string"],
    ["version", "string"],
    ["resolved", "string"],
    ["integrity", "string"],
    ["link", "boolean"],
    ["inBundle", "boolean"],
    ["bundled", "boolean"],
];
function entryObject(value, line) {
    const meta = objectOf(value, line);
    for (const [field, type] of FIELD_TYPES) {
        if (meta[field] !== undefined && typeof meta[field] !== type)
            throw new LockfileSyntaxError(`${field} is not a ${type}`, line);
    }
    return meta;
}
/** Version 1 spells an alias in `version`: `npm:bar@1.0.0` (and a git or file source, which names no registry package). */
function legacyClaim(name, version, line) {
    if (version?.startsWith("npm:")) {
        const target = version.slice("npm:".length);
        const at = target.indexOf("@", 1);
        if (at !== -1)
            return { names: [target.slice(0, at)], versions: [target.slice(at + 1)], line };
    }
    return { names: [name], versions: version !== undefined && SEMVER.test(version) ? [version] : [], line };
}
function stringOf(value) {
    return typeof value === "string" ? value : undefined;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/descriptors.ts
/**
 * yarn's descriptors and locators, `name@range`, as lockfile keys and berry
 * resolutions spell them. The name ends at the first `@` after a scope's, as
 * in yarn's own normalizePattern, so `x@git+ssh://git@host/x.git` keeps its
 * whole range. What a descriptor fetches can be another package: an `npm:`
 * alias (`foo@npm:bar@^1`) fetches bar, and a berry `patch:` fetches its
 * inner locator.
 */

/** Aliases of patches of aliases …: deeper than yarn writes. */
const MAX_WRAPPING = 4;
/** A semver version, the only range that pins one release. */
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;
/**
 * What the registry resolves: a semver range (`^1.2.0`, `>=1 <2 || 3.x`, `*`)
 * or a dist-tag (`latest`). No `/`, `:`, `#` or `@`, which would make it a
 * URL, git remote, path or alias, and no leading `.` (a relative path).
 */
const REGISTRY_RANGE = /^(?![.])[\w.+^~<>=|* -]*$/;
/** A package name: an optional `@scope/`, then a name; no spaces, and no `/` or `@` beyond the scope's. */
const PACKAGE_NAME = /^(?:@[^\s/@]+\/)?[^\s/@]+$/;
function isPackageName(text) {
    return PACKAGE_NAME.test(text);
}
function parseDescriptor(text) {
    const at = text.indexOf("@", 1);
    return at === -1 ? { name: text, range: "" } : { name: text.slice(0, at), range: text.slice(at + 1) };
}
/** The descriptor whose package is actually fetched, through `npm:` aliases and `patch:` wrappers. */
function fetchedDescriptor(text, depth = 0) {
    const descriptor = parseDescriptor(text);
    if (depth >= MAX_WRAPPING)
        return descriptor;
    const { range } = descriptor;
    if (range.startsWith("npm:")) {
        const target = range.slice("npm:".length);
        return isAliasTarget(target) ? fetchedDescriptor(target, depth + 1) : descriptor;
    }
    if (range.startsWith("patch:")) {
        const inner = decoded(withoutBindings(range).slice("patch:".length).replace(/#.*$/, ""));
        return inner === undefined ? descriptor : fetchedDescriptor(inner, depth + 1);
    }
    return descriptor;
}
/** The exact version a range pins (`4.17.21`, `npm:4.17.21`, `npm:2.1.3::__archiveUrl=…`), if it pins one. */
function exactVersionOf(range) {
    const reference = withoutBindings(range).replace(/^npm:/, "");
    return EXACT_VERSION.test(reference) ? reference : undefined;
}
/**
 * Where yarn v1 fetches a range from when the entry has no `resolved`: it
 * resolves the pattern again, so a URL, git remote or path in the range is
 * the source. Only a semver range or tag (directly or behind `npm:`) goes to
 * the registry.
 */
function rangeOrigin(range, line, lockfileDir) {
    if (range.startsWith("link:"))
        return { kind: "local", target: range.slice("link:".length), relativeTo: lockfileDir, line };
    if (REGISTRY_RANGE.test(range))
        return { kind: "registry" };
    if (range.startsWith("npm:")) {
        // Judged by what the alias points at: `npm:` itself says nothing about the source.
        const target = range.slice("npm:".length);
        const inner = isAliasTarget(target) ? parseDescriptor(target).range : target;
        return REGISTRY_RANGE.test(inner) ? { kind: "registry" } : originOfSpec(inner, line, lockfileDir);
    }
    return originOfSpec(range, line, lockfileDir);
}
/** `bar@^1` or `@scope/bar@^1` after `npm:`, rather than a bare range such as `^1`. */
function isAliasTarget(text) {
    return /^(?:@[^/@]+\/)?[^/@:]+@/.test(text);
}
function withoutBindings(range) {
    const bindings = range.indexOf("::");
    return bindings === -1 ? range : range.slice(0, bindings);
}
function decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/review/lockfiles/yamlInline.ts
/**
 * The one-line YAML that pnpm and yarn berry write: a key, then a plain or
 * quoted scalar, or a flat flow map or sequence. Read by hand because the
 * yaml package needs about a second for a 50,000-line lockfile. Every reader
 * here answers `undefined` when it is not certain what YAML would make of the
 * text; the caller then hands that entry to the yaml package, so this fast
 * path can be incomplete but never different.
 */
/** Characters that make a line mean something other than it looks: control characters, lone CRs, YAML 1.1 line breaks, BOMs. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNCERTAIN_CHARACTER = /[\u0000-\u001f\u007f\u0085\u2028\u2029\ufeff]/;
/** A plain scalar may start with none of YAML's indicators (and `-`, `?`, `:` are left to the yaml package). */
const PLAIN_START = /^[^\s\-?:,[\]{}#&*!|>'"%@`]/;
/** `key: rest` (rest "" when the value follows on deeper lines). */
function splitKeyLine(content) {
    if (UNCERTAIN_CHARACTER.test(content))
        return undefined;
    let key;
    let afterKey;
    const first = content[0];
    if (first === '"' || first === "'") {
        const quoted = quotedAt(content, 0);
        if (!quoted)
            return undefined;
        key = quoted.value;
        afterKey = quoted.end;
    }
    else {
        const colon = content.indexOf(": ");
        afterKey = colon === -1 ? (content.endsWith(":") ? content.length - 1 : -1) : colon;
        if (afterKey <= 0)
            return undefined;
        key = content.slice(0, afterKey);
        if (!PLAIN_START.test(key) || /[\s[\]{},]|:$/.test(key) || key === "<<")
            return undefined;
    }
    if (content[afterKey] !== ":")
        return undefined;
    const rest = content.slice(afterKey + 1);
    if (rest !== "" && rest[0] !== " ")
        return undefined;
    const value = rest.trim();
    return { key, rest: value.startsWith("#") ? "" : value };
}
/** The value after `key: `, when it is certain. */
function inlineValue(rest) {
    if (UNCERTAIN_CHARACTER.test(rest))
        return undefined;
    const first = rest[0];
    if (first === '"' || first === "'") {
        const quoted = quotedAt(rest, 0);
        return quoted && quoted.end === rest.length ? { kind: "scalar", value: quoted.value } : undefined;
    }
    if (first === "{")
        return flowMap(rest);
    if (first === "[")
        return flowSequence(rest) ? { kind: "seq" } : undefined;
    if (!PLAIN_START.test(rest) || rest.includes(": ") || rest.includes(" #") || rest.endsWith(":"))
        return undefined;
    return { kind: "scalar", value: coreScalar(rest) };
}
/** A plain scalar as YAML 1.2's core schema types it. */
function coreScalar(text) {
    if (/^(?:~|null|Null|NULL)$/.test(text))
        return null;
    if (/^(?:true|True|TRUE)$/.test(text))
        return true;
    if (/^(?:false|False|FALSE)$/.test(text))
        return false;
    if (/^[-+]?[0-9]+$/.test(text))
        return Number.parseInt(text, 10);
    if (/^0o[0-7]+$/.test(text))
        return Number.parseInt(text.slice(2), 8);
    if (/^0x[0-9a-fA-F]+$/.test(text))
        return Number.parseInt(text.slice(2), 16);
    if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(text))
        return Number.parseFloat(text);
    if (/^[-+]?\.(?:inf|Inf|INF)$/.test(text))
        return text.startsWith("-") ? -Infinity : Infinity;
    if (/^\.(?:nan|NaN|NAN)$/.test(text))
        return Number.NaN;
    return text;
}
/** A quoted scalar starting at `start`: single-quoted, or double-quoted without escapes. */
function quotedAt(text, start) {
    const quote = text[start];
    if (quote === '"') {
        const close = text.indexOf('"', start + 1);
        if (close === -1)
            return undefined;
        const value = text.slice(start + 1, close);
        return value.includes("\\") ? undefined : { value, end: close + 1 };
    }
    let value = "";
    let segment = start + 1;
    for (let i = start + 1; i < text.length; i++) {
        if (text[i] !== "'")
            continue;
        if (text[i + 1] === "'") {
            value += text.slice(segment, i + 1); // '' is one quote
            segment = ++i + 1;
            continue;
        }
        return { value: value + text.slice(segment, i), end: i + 1 };
    }
    return undefined;
}
/** `{a: b, c: 'd'}` with scalar values only. */
function flowMap(text) {
    const cursor = new FlowCursor(text);
    const pairs = [];
    if (cursor.close("}"))
        return cursor.atEnd() ? { kind: "map", pairs } : undefined;
    for (;;) {
        const key = cursor.scalar();
        if (key === undefined || !cursor.colon())
            return undefined;
        const value = cursor.scalar();
        if (value === undefined || pairs.some(([existing]) => existing === String(key)))
            return undefined;
        pairs.push([String(key), value]);
        if (cursor.comma())
            continue;
        return cursor.close("}") && cursor.atEnd() ? { kind: "map", pairs } : undefined;
    }
}
/** `[a, 'b']` with scalar items only. */
function flowSequence(text) {
    const cursor = new FlowCursor(text);
    if (cursor.close("]"))
        return cursor.atEnd();
    for (;;) {
        if (cursor.scalar() === undefined)
            return false;
        if (cursor.comma())
            continue;
        return cursor.close("]") && cursor.atEnd();
    }
}
class FlowCursor {
    text;
    pos = 1;
    constructor(text) {
        this.text = text;
    }
    scalar() {
        this.skipSpaces();
        const first = this.text[this.pos];
        if (first === '"' || first === "'") {
            const quoted = quotedAt(this.text, this.pos);
            if (quoted)
                this.pos = quoted.end;
            return quoted?.value;
        }
        const start = this.pos;
        if (!PLAIN_START.test(this.text.slice(start, start + 1)))
            return undefined;
        while (this.pos < this.text.length) {
            const c = this.text[this.pos];
            if (",[]{}".includes(c))
                break;
            if (c === ":" && " ,]}".includes(this.text[this.pos + 1] ?? " "))
                break;
            if (c === "#" && this.text[this.pos - 1] === " ")
                return undefined;
            this.pos++;
        }
        return coreScalar(this.text.slice(start, this.pos).trimEnd());
    }
    colon() {
        this.skipSpaces();
        if (this.text[this.pos] !== ":" || this.text[this.pos + 1] !== " ")
            return false;
        this.pos += 2;
        return true;
    }
    comma() {
        this.skipSpaces();
        if (this.text[this.pos] !== ",")
            return false;
        this.pos++;
        return true;
    }
    close(bracket) {
        this.skipSpaces();
        if (this.text[this.pos] !== bracket)
            return false;
        this.pos++;
        return true;
    }
    atEnd() {
        return this.pos === this.text.length;
    }
    skipSpaces() {
        while (this.text[this.pos] === " ")
            this.pos++;
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/yaml.ts
/**
 * A YAML lockfile (pnpm, yarn berry) as a tree of maps and scalars with the
 * line of every key. Lines are grouped into entries by indentation; each
 * entry is read by the one-line fast path (yamlInline.ts) when that is
 * certain, and by the yaml package otherwise, one entry at a time, so the
 * yaml package's own cost never grows with the whole file.
 *
 * Fails closed (LockfileSyntaxError) on what no lockfile writer produces and
 * a reader could take two ways: duplicate keys, anchors, aliases and merge
 * keys (js-yaml merges `<<`, so pnpm would see keys this tree does not).
 */



/** The text's top-level block map. */
function readYamlMap(lines, options = {}) {
    return new BlockReader(lines, options.fastPath ?? true).document();
}
/** A pair's value when it is a string, with the key's line. */
function stringField(pair) {
    return pair?.value.kind === "scalar" && typeof pair.value.value === "string" ? { value: pair.value.value, line: pair.line } : undefined;
}
/** Not a line with content: blank or a comment. */
const EMPTY = -1;
class BlockReader {
    lines;
    fastPath;
    indents;
    constructor(lines, fastPath) {
        this.lines = lines;
        this.fastPath = fastPath;
        this.indents = new Int32Array(lines.count);
        for (let i = 0; i < lines.count; i++) {
            const text = lines.lineText(i + 1);
            const content = text.trimStart();
            const blank = content === "" || content === "\r" || content.startsWith("#");
            this.indents[i] = blank ? EMPTY : text.length - text.replace(/^ */, "").length;
        }
    }
    document() {
        const first = this.next(0);
        if (first === this.lines.count)
            return { kind: "map", line: 1, pairs: new Map() };
        if (this.indents[first] !== 0)
            throw new LockfileSyntaxError("the top level is indented", first + 1);
        return this.map(first, this.lines.count, 0);
    }
    /** The block map whose entries start at `indent` within lines [from, to) (0-based). */
    map(from, to, indent) {
        const pairs = new Map();
        for (let i = from; i < to;) {
            if (this.indents[i] !== indent)
                throw new LockfileSyntaxError("unexpected indentation", i + 1);
            const end = this.entryEnd(i, to, indent);
            const [key, pair] = (this.fastPath && this.fastEntry(i, end, indent)) || this.yamlEntry(i, end);
            if (pairs.has(key))
                throw new LockfileSyntaxError("duplicate key", pair.line);
            pairs.set(key, pair);
            i = this.next(end);
        }
        return { kind: "map", line: from + 1, pairs };
    }
    fastEntry(i, end, indent) {
        const split = splitKeyLine(this.lines
            .lineText(i + 1)
            .slice(indent)
            .replace(/\r$/, ""));
        if (!split)
            return undefined;
        const line = i + 1;
        const child = this.next(i + 1);
        if (split.rest !== "") {
            if (child < end)
                return undefined; // a value that goes on over more lines
            const value = inlineValue(split.rest);
            return value && [split.key, { line, value: inlineNode(value, line) }];
        }
        if (child >= end)
            return [split.key, { line, value: { kind: "scalar", value: null, line } }];
        if (this.indents[child] <= indent || this.isSequenceItem(child))
            return undefined;
        return [split.key, { line, value: this.map(child, end, this.indents[child]) }];
    }
    /** One entry (lines [i, end)) read by the yaml package, offsets mapped back to this text. */
    yamlEntry(i, end) {
        const start = this.lines.startOf(i + 1);
        const doc = (0,dist/* parseDocument */.Tp)(this.lines.text.slice(start, this.lines.startOf(end + 1)), { uniqueKeys: false, prettyErrors: false });
        const error = doc.errors[0];
        if (error)
            throw new LockfileSyntaxError("not valid YAML", this.lines.lineAt(start + error.pos[0]));
        (0,dist/* visit */.YR)(doc, {
            Node: (_key, node) => {
                if ((0,dist/* isAlias */.Vj)(node) || ("anchor" in node && node.anchor))
                    throw new LockfileSyntaxError("anchors and aliases are not used in lockfiles", i + 1);
            },
        });
        const root = doc.contents;
        if (!(0,dist/* isMap */.jh)(root) || root.items.length !== 1)
            throw new LockfileSyntaxError("expected one key", i + 1);
        const converter = new NodeConverter(this.lines, start);
        const [key, pair] = converter.pair(root.items[0]);
        return [key, pair];
    }
    entryEnd(i, to, indent) {
        let j = this.next(i + 1);
        while (j < to && (this.indents[j] > indent || (this.indents[j] === indent && this.isSequenceItem(j))))
            j = this.next(j + 1);
        return j;
    }
    next(i) {
        while (i < this.lines.count && this.indents[i] === EMPTY)
            i++;
        return i;
    }
    /** `- item` at a key's own indentation still belongs to that key (a compact sequence). */
    isSequenceItem(i) {
        const content = this.lines.lineText(i + 1).slice(this.indents[i]);
        return content === "-" || content.startsWith("- ") || content === "-\r";
    }
}
function inlineNode(value, line) {
    if (value.kind === "scalar")
        return { kind: "scalar", value: value.value, line };
    if (value.kind === "seq")
        return { kind: "other", line };
    const pairs = new Map();
    for (const [key, item] of value.pairs)
        pairs.set(key, { line, value: { kind: "scalar", value: item, line } });
    return { kind: "map", line, pairs };
}
/** yaml package nodes to YamlNode, with lines in the whole text. */
class NodeConverter {
    lines;
    offset;
    constructor(lines, offset) {
        this.lines = lines;
        this.offset = offset;
    }
    pair(pair) {
        const keyNode = pair.key;
        if (!(0,dist/* isScalar */.jn)(keyNode) || keyNode.value === null || typeof keyNode.value === "object")
            throw new LockfileSyntaxError("keys must be plain text");
        const key = String(keyNode.value);
        const line = this.lineOf(keyNode) ?? this.lines.lineAt(this.offset);
        if (key === "<<")
            throw new LockfileSyntaxError("merge keys are not used in lockfiles", line);
        return [key, { line, value: this.node(pair.value, line) }];
    }
    node(node, fallbackLine) {
        if (node === null || node === undefined)
            return { kind: "scalar", value: null, line: fallbackLine };
        const line = this.lineOf(node) ?? fallbackLine;
        if ((0,dist/* isScalar */.jn)(node))
            return { kind: "scalar", value: node.value, line };
        if ((0,dist/* isSeq */.oP)(node) || !(0,dist/* isMap */.jh)(node))
            return { kind: "other", line };
        const pairs = new Map();
        for (const item of node.items) {
            const [key, pair] = this.pair(item);
            if (pairs.has(key))
                throw new LockfileSyntaxError("duplicate key", pair.line);
            pairs.set(key, pair);
        }
        return { kind: "map", line, pairs };
    }
    lineOf(node) {
        return node.range ? this.lines.lineAt(this.offset + node.range[0]) : undefined;
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/pnpm.ts
/**
 * pnpm-lock.yaml, versions 5 to 9. The `packages` map holds one entry per
 * package; a registry package carries only `resolution: {integrity}` (the
 * configured registry), others a `tarball`, `type: git` or `type: directory`.
 * Importers' `link:` dependencies and v9's `snapshots` fetch nothing.
 * pnpm fetches a registry package by its `name` and `version` fields when it
 * has them, else by its key's, so all of them are the entry's claim.
 */




function readPnpmLockfile(lines, lockfileDir) {
    const root = readYamlMap(lines);
    const version = root.pairs.get("lockfileVersion")?.value;
    const versionText = version?.kind === "scalar" && (typeof version.value === "string" || typeof version.value === "number") ? String(version.value) : "";
    if (!/^\d+(?:\.\d+)?$/.test(versionText))
        throw new LockfileSyntaxError("no lockfileVersion");
    const packages = root.pairs.get("packages");
    if (!packages || (packages.value.kind === "scalar" && packages.value.value === null))
        return [];
    if (packages.value.kind !== "map")
        throw new LockfileSyntaxError("packages is not a map", packages.line);
    const legacyKeys = Number.parseFloat(versionText) < 6;
    const entries = [];
    for (const [key, pair] of packages.value.pairs) {
        if (pair.value.kind !== "map")
            throw new LockfileSyntaxError("a package is not a map", pair.line);
        const fields = pair.value.pairs;
        const resolution = fields.get("resolution");
        const resolutionMap = resolution?.value.kind === "map" ? resolution.value : undefined;
        if (resolutionMap)
            requireStringFields(resolutionMap, RESOLUTION_STRINGS);
        requireStringFields(pair.value, ["name", "version"]);
        const integrity = resolutionMap && stringField(resolutionMap.pairs.get("integrity"));
        const name = stringField(fields.get("name"));
        const packageVersion = stringField(fields.get("version"));
        const id = displayKey(key, legacyKeys);
        entries.push({
            key,
            package: name && packageVersion ? `${name.value}@${packageVersion.value}` : id,
            line: pair.line,
            origin: resolutionOrigin(resolution, resolutionMap, lockfileDir),
            integrity: integrity && { value: integrity.value, line: integrity.line, format: "sri" },
            claim: claimOf(id, name, packageVersion, pair.line),
        });
    }
    return entries;
}
function resolutionOrigin(resolution, map, lockfileDir) {
    // No resolution at all: pnpm would fetch by name from the registry, and there is no hash to check it with.
    if (!resolution)
        return { kind: "registry" };
    if (!map)
        return { kind: "resolved", spec: "", line: resolution.line };
    const field = (name) => stringField(map.pairs.get(name));
    const type = field("type");
    if (type?.value === "git") {
        const repo = field("repo");
        return { kind: "resolved", spec: `${repo?.value ?? ""}#${field("commit")?.value ?? ""}`, git: true, line: repo?.line ?? resolution.line };
    }
    if (type?.value === "directory") {
        const directory = field("directory");
        return { kind: "local", target: directory?.value ?? "", relativeTo: lockfileDir, line: directory?.line ?? resolution.line };
    }
    if (type)
        return { kind: "resolved", spec: `pnpm-resolution-type:${type.value}`, line: type.line };
    const tarball = field("tarball");
    return tarball ? originOfSpec(tarball.value, tarball.line, lockfileDir) : { kind: "registry" };
}
/** Resolution fields that decide what is fetched: pnpm reads them as strings, so another type could hide one from this check. */
const RESOLUTION_STRINGS = ["integrity", "tarball", "type", "repo", "commit", "directory", "path"];
function requireStringFields(map, names) {
    for (const name of names) {
        const pair = map.pairs.get(name);
        if (pair && !stringField(pair))
            throw new LockfileSyntaxError(`${name} is not text`, pair.line);
    }
}
/**
 * The key's name (unless the key is a host path, as v5 spells some tarball
 * sources) and exact version, and the name and version fields: a registry
 * package's key is its real name, so a name field that differs would fetch
 * another package under it.
 */
function claimOf(id, name, version, line) {
    const at = id.indexOf("@", 1);
    const keyName = at === -1 ? id : id.slice(0, at);
    const keyVersion = at === -1 ? undefined : exactVersionOf(id.slice(at + 1));
    const names = [...(isPackageName(keyName) ? [keyName] : []), ...(name ? [name.value] : [])];
    const versions = [...(keyVersion === undefined ? [] : [keyVersion]), ...(version ? [version.value] : [])];
    return { names, versions, line: name?.line ?? version?.line ?? line };
}
/** `/@scope/name/1.0.0_peer@2` (v5), `/name@1.0.0(peer@2)` (v6), `name@1.0.0(peer@2)` (v9) → `name@1.0.0`. */
function displayKey(key, legacyKeys) {
    const id = key.replace(/^\//, "").replace(/\(.*$/, "");
    if (!legacyKeys)
        return id;
    const slash = id.lastIndexOf("/");
    return slash > 0 ? `${id.slice(0, slash)}@${id.slice(slash + 1).replace(/_.*$/, "")}` : id;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/yarnBerry.ts
/**
 * yarn.lock from yarn 2 and later ("berry"): YAML with a `__metadata` key.
 * Each entry's `resolution` is a locator, `name@protocol:reference`; the
 * registry behind `npm:` is configured in .yarnrc.yml, which the lockfile
 * does not show, so `npm:` counts as the configured registry, unless the
 * locator binds its own `__archiveUrl`. yarn keeps a descriptor's name in its
 * locator, except through an `npm:` alias, so the key's descriptors and the
 * resolution must agree on the package they fetch. An entry has the fields
 * yarn's lockfile writer gives it and no others.
 */





/** A patch of a patch of …: deeper than yarn writes. */
const MAX_PATCH_DEPTH = 4;
const yarnBerry_TARBALL_FILE = /\.(?:tgz|tar\.gz|tar)$/i;
/** What yarn's lockfile writer puts in an entry (Project.generateLockfile: the manifest's fields, then linkType, resolution, checksum, conditions). */
const ENTRY_FIELDS = new Set([
    "version",
    "resolution",
    "checksum",
    "languageName",
    "linkType",
    "conditions",
    "dependencies",
    "optionalDependencies",
    "peerDependencies",
    "dependenciesMeta",
    "peerDependenciesMeta",
    "bin",
]);
const TEXT_FIELDS = new Set(["version", "resolution", "checksum", "languageName", "linkType", "conditions"]);
/** yarn 4 prefixes a checksum with the cache key it was computed under: `10c0/…`. */
const CHECKSUM_CACHE_KEY = /^([0-9a-z]+)\//;
function readYarnBerryLockfile(lines, lockfileDir) {
    const root = readYamlMap(lines);
    const metadata = root.pairs.get("__metadata")?.value;
    if (metadata?.kind !== "map")
        throw new LockfileSyntaxError("no __metadata map");
    if (!metadata.pairs.has("version"))
        throw new LockfileSyntaxError("__metadata has no version", metadata.line);
    const cacheKey = metadata.pairs.get("cacheKey")?.value;
    const defaultScope = cacheKey?.kind === "scalar" && cacheKey.value !== null ? String(cacheKey.value) : "";
    const entries = [];
    for (const [key, pair] of root.pairs) {
        if (key === "__metadata")
            continue;
        if (pair.value.kind !== "map")
            throw new LockfileSyntaxError("an entry is not a map", pair.line);
        requireEntryShape(pair.value, pair.line);
        const fields = pair.value.pairs;
        const resolution = stringField(fields.get("resolution"));
        const checksum = stringField(fields.get("checksum"));
        const version = stringField(fields.get("version"))?.value;
        const name = resolution.value.slice(0, atOf(resolution.value));
        entries.push({
            key,
            package: version === undefined ? resolution.value : `${name}@${version}`,
            line: pair.line,
            origin: locatorOrigin(resolution.value, resolution.line, lockfileDir, 0),
            integrity: checksum && {
                value: checksum.value,
                line: checksum.line,
                format: "berry-checksum",
                scope: CHECKSUM_CACHE_KEY.exec(checksum.value)?.[1] ?? defaultScope,
            },
            claim: yarnBerry_claimOf(key, resolution, version),
            artifact: resolution.value,
        });
    }
    return entries;
}
/**
 * A `resolution`, and only the fields yarn writes, as text where they are
 * text. (yarn leaves `version` out for a package whose manifest has none.)
 */
function requireEntryShape(entry, line) {
    for (const [field, pair] of entry.pairs) {
        if (!ENTRY_FIELDS.has(field))
            throw new LockfileSyntaxError("an entry has a field yarn does not write", pair.line);
        if (TEXT_FIELDS.has(field) && pair.value.kind !== "scalar")
            throw new LockfileSyntaxError(`${field} is not text`, pair.line);
    }
    if (!stringField(entry.pairs.get("resolution")))
        throw new LockfileSyntaxError("an entry has no resolution", line);
}
/** Each descriptor's fetched package (an alias's target), and the resolution's; the version field and the resolution's exact version. */
function yarnBerry_claimOf(key, resolution, version) {
    const descriptors = key.split(", ").map((descriptor) => fetchedDescriptor(descriptor));
    const fetched = fetchedDescriptor(resolution.value);
    const resolvedVersion = exactVersionOf(fetched.range);
    return {
        names: [...descriptors.map((d) => d.name), fetched.name],
        versions: [version, resolvedVersion].filter((v) => v !== undefined),
        line: resolution.line,
    };
}
function locatorOrigin(locator, line, lockfileDir, depth) {
    const range = locator.slice(atOf(locator) + 1);
    const bindings = range.indexOf("::");
    const reference = bindings === -1 ? range : range.slice(0, bindings);
    const protocol = /^[a-z]+:/.exec(reference)?.[0];
    const path = protocol ? reference.slice(protocol.length) : reference;
    switch (protocol) {
        case "npm:": {
            // yarn fetches an `npm:` package from `__archiveUrl` when the locator binds one, not from the registry.
            const archive = bindings === -1 ? null : new URLSearchParams(range.slice(bindings + 2)).get("__archiveUrl");
            return archive === null ? { kind: "registry" } : originOfSpec(archive, line, lockfileDir);
        }
        case "workspace:":
            return { kind: "local", target: path, relativeTo: lockfileDir, line };
        case "link:":
        case "portal:":
            return { kind: "local", target: path, relativeTo: bindingDir(range, bindings, lockfileDir), line };
        case "file:":
            if (yarnBerry_TARBALL_FILE.test(path))
                return { kind: "resolved", spec: reference, line };
            return { kind: "local", target: path, relativeTo: bindingDir(range, bindings, lockfileDir), line };
        case "patch:": {
            // patch:<url-encoded inner locator>#<patch files>: the patched package comes from the inner locator.
            const inner = yarnBerry_decoded(path.slice(0, path.indexOf("#") === -1 ? undefined : path.indexOf("#")));
            if (inner === undefined || depth >= MAX_PATCH_DEPTH)
                return { kind: "resolved", spec: reference, line };
            return locatorOrigin(inner, line, lockfileDir, depth + 1);
        }
        default:
            return originOfSpec(reference, line, lockfileDir);
    }
}
/** A link or portal is relative to the workspace that declares it (`::locator=app%40workspace%3Apackages%2Fapp`). */
function bindingDir(range, bindings, lockfileDir) {
    if (bindings === -1)
        return lockfileDir;
    const locator = new URLSearchParams(range.slice(bindings + 2)).get("locator");
    const reference = locator?.slice(atOf(locator) + 1);
    return reference?.startsWith("workspace:") ? external_node_path_.posix.join(lockfileDir, reference.slice("workspace:".length)) : lockfileDir;
}
/** Where a locator's name ends: the first `@` after a scope's. */
function atOf(locator) {
    const at = locator.indexOf("@", 1);
    return at === -1 ? locator.length : at;
}
function yarnBerry_decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/yarnClassicShape.ts
/**
 * The shape yarn v1's lockfile writer gives a file (lockfile/index.js
 * implodeEntry, lockfile/stringify.js): the `# yarn lockfile v1` header,
 * entries keyed by `name@range` patterns, each with a `version` and only
 * the fields yarn writes, and dependency maps of `name range` lines. A file
 * named yarn.lock is skipped from code review as a lockfile, so anything
 * else in it (a shell script that happens to tokenize, say) is unparseable
 * rather than hidden.
 */


/** yarn's writer, plus what other yarn 1 releases and tools leave in a v1 file. */
const FIELDS = new Map([
    ["name", "text"],
    ["version", "text"],
    ["uid", "text"],
    ["resolved", "text"],
    ["integrity", "text"],
    ["registry", "text"],
    ["languageName", "text"],
    ["linkType", "text"],
    ["dependencies", "block"],
    ["optionalDependencies", "block"],
    ["peerDependencies", "block"],
    ["peerDependenciesMeta", "block"],
    ["permissions", "block"],
    ["prebuiltVariants", "block"],
    ["bin", "block"],
    ["os", "either"],
    ["cpu", "either"],
]);
/** Blocks whose lines are `name range`. */
const DEPENDENCY_MAPS = new Set(["dependencies", "optionalDependencies", "peerDependencies"]);
function isYarnClassicHeader(comment) {
    return comment.trimEnd() === "# yarn lockfile v1";
}
/** Checks each line against the shape as the reader meets it. */
class ShapeTracker {
    /** The top-level field whose block the following deeper lines belong to. */
    block;
    line(level, keys, value, line) {
        if (level === 0) {
            for (const pattern of keys)
                if (!isPackageName(parseDescriptor(pattern).name))
                    throw new LockfileSyntaxError("an entry's pattern names no package", line);
            this.block = undefined;
        }
        else if (level === 1) {
            for (const key of keys)
                checkField(key, value, line);
            this.block = value === undefined ? keys[0] : undefined;
        }
        else if (level === 2 && this.block !== undefined && DEPENDENCY_MAPS.has(this.block)) {
            if (typeof value !== "string")
                throw new LockfileSyntaxError("a dependency without a range", line);
            for (const key of keys)
                if (!isPackageName(key))
                    throw new LockfileSyntaxError("a dependency that names no package", line);
        }
    }
}
function checkField(key, value, line) {
    const kind = FIELDS.get(key);
    if (kind === undefined)
        throw new LockfileSyntaxError("a field yarn does not write", line);
    if (kind === "text" && typeof value !== "string")
        throw new LockfileSyntaxError(`${key} is not text`, line);
    if (kind === "block" && value !== undefined)
        throw new LockfileSyntaxError(`${key} is not a block`, line);
}
/** The fields the check reads; an entry without a `version` is nothing yarn writes. */
function yarnClassicShape_requireEntryShape(raw) {
    const text = (name) => {
        const field = raw.fields.get(name);
        return typeof field?.value === "string" ? { value: field.value, line: field.line } : undefined;
    };
    const version = text("version");
    if (!version)
        throw new LockfileSyntaxError("an entry has no version", raw.line);
    return { version: version.value, resolved: text("resolved"), integrity: text("integrity") };
}

;// CONCATENATED MODULE: ./src/review/lockfiles/yarnClassic.ts
/**
 * yarn.lock v1: yarn's own format, not YAML. Read line by line with the
 * rules of yarn's tokenizer (two-space indentation, `"quoted"` or bare
 * tokens, `a, b:` headers, `key value` or `key: value` fields), so a line
 * means here what it means to yarn. What yarn would refuse is unparseable,
 * and so is what yarn's writer never produces (yarnClassicShape.ts): a file
 * that is not a lockfile must not pass as one, since lockfiles skip review.
 *
 * An entry without `resolved` is resolved again from its patterns, so each
 * pattern's range is its source; the patterns name the package its registry
 * tarball must be.
 */




function readYarnClassicLockfile(lines, lockfileDir) {
    const entries = [];
    let current;
    let header = false;
    const shape = new ShapeTracker();
    /** The deepest level the next line may take: one below an opener (`key:`), else the same. */
    let deepest = 0;
    for (let n = 1; n <= lines.count; n++) {
        const text = lines.lineText(n).replace(n === 1 ? /^\ufeff|\r$/g : /\r$/, "");
        // yarn reads a lone CR as a line break; this reader does not, so it refuses it.
        if (text.includes("\r"))
            throw new LockfileSyntaxError("a carriage return inside a line", n);
        const content = text.trimStart();
        if (content === "" || content.startsWith("#")) {
            if (!current && isYarnClassicHeader(content))
                header = true;
            continue;
        }
        if (!header)
            throw new LockfileSyntaxError("no `# yarn lockfile v1` header before the first entry", 1);
        const indent = text.length - content.length;
        if (!/^ *$/.test(text.slice(0, indent)) || indent % 2 !== 0)
            throw new LockfileSyntaxError("indentation must be pairs of spaces", n);
        const level = indent / 2;
        if (level > deepest)
            throw new LockfileSyntaxError("unexpected indentation", n);
        const { keys, value } = parseLine(tokenize(content, n), n);
        shape.line(level, keys, value, n);
        if (level === 0) {
            if (value !== undefined)
                throw new LockfileSyntaxError("a top-level line must open an entry", n);
            current = { patterns: keys, line: n, fields: new Map() };
            entries.push(current);
        }
        else if (level === 1) {
            for (const key of keys)
                current.fields.set(key, { value: value ?? null, line: n });
        }
        deepest = value === undefined ? level + 1 : level;
    }
    if (!header)
        throw new LockfileSyntaxError("no `# yarn lockfile v1` header", 1);
    return entries.map((raw) => toEntry(raw, lockfileDir));
}
function toEntry(raw, lockfileDir) {
    const { version, resolved, integrity } = yarnClassicShape_requireEntryShape(raw);
    const first = parseDescriptor(raw.patterns[0]);
    return {
        key: raw.patterns.join(", "),
        package: `${first.name}@${version}`,
        line: raw.line,
        origin: resolved ? originOfSpec(resolved.value, resolved.line, lockfileDir) : patternsOrigin(raw, lockfileDir),
        integrity: integrity && { value: integrity.value, line: integrity.line, format: "sri" },
        claim: { names: raw.patterns.map((pattern) => fetchedDescriptor(pattern).name), versions: [version], line: raw.line },
    };
}
/**
 * Without `resolved`, yarn resolves each pattern again: a registry range from
 * the registry, any other range (a URL, `github:`, git, a path) from where it
 * points. Patterns that point at different places are no source yarn writes.
 */
function patternsOrigin(raw, lockfileDir) {
    const sources = raw.patterns
        .map((pattern) => rangeOrigin(parseDescriptor(pattern).range, raw.line, lockfileDir))
        .filter((origin) => origin.kind !== "registry");
    const distinct = new Set(sources.map((origin) => sourceKey(origin)));
    if (distinct.size > 1)
        return { kind: "resolved", spec: "", line: raw.line };
    return sources[0] ?? { kind: "registry" };
}
/** `keys [:] [value]`: keys are comma-separated; no value opens a nested block (which needs the colon). */
function parseLine(tokens, line) {
    const keys = [];
    let i = 0;
    for (;;) {
        const token = tokens[i++];
        if (token?.kind !== "value" || typeof token.value !== "string")
            throw new LockfileSyntaxError("expected a key", line);
        keys.push(token.value);
        if (tokens[i]?.kind !== "comma")
            break;
        i++;
    }
    const colon = tokens[i]?.kind === "colon";
    if (colon)
        i++;
    const value = tokens[i];
    if (value === undefined) {
        if (!colon)
            throw new LockfileSyntaxError("a key without a value", line);
        return { keys };
    }
    if (value.kind !== "value" || i + 1 !== tokens.length)
        throw new LockfileSyntaxError("unexpected text after a value", line);
    return { keys, value: value.value };
}
/** yarn's tokenizer, for one line (its order of checks matters: `true…` is a boolean before it is a word). */
function tokenize(content, line) {
    const tokens = [];
    let pos = 0;
    while (pos < content.length) {
        const rest = content.slice(pos);
        const c = rest[0];
        if (c === " ") {
            pos++;
        }
        else if (c === "#") {
            break;
        }
        else if (c === '"') {
            let i = 1;
            for (; i < rest.length; i++)
                if (rest[i] === '"' && !(rest[i - 1] === "\\" && rest[i - 2] !== "\\"))
                    break;
            if (i >= rest.length)
                throw new LockfileSyntaxError("unterminated string", line);
            tokens.push({ kind: "value", value: parseQuoted(rest.slice(0, i + 1), line) });
            pos += i + 1;
        }
        else if (/[0-9]/.test(c)) {
            const word = /^[0-9]*/.exec(rest)[0];
            tokens.push({ kind: "value", value: word });
            pos += word.length;
        }
        else if (rest.startsWith("true") || rest.startsWith("false")) {
            const value = rest.startsWith("true");
            tokens.push({ kind: "value", value });
            pos += value ? 4 : 5;
        }
        else if (c === ":" || c === ",") {
            tokens.push({ kind: c === ":" ? "colon" : "comma" });
            pos++;
        }
        else if (/[a-zA-Z/.-]/.test(c)) {
            const word = /^[^: \n\r,]*/.exec(rest)[0];
            tokens.push({ kind: "value", value: word });
            pos += word.length;
        }
        else {
            throw new LockfileSyntaxError("unexpected character", line);
        }
    }
    return tokens;
}
function parseQuoted(token, line) {
    try {
        return JSON.parse(token);
    }
    catch {
        throw new LockfileSyntaxError("invalid quoted string", line);
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/read.ts
/** Which lockfile a path is, and its entries. */






/** Berry's lockfile opens with a `__metadata:` map; v1's never has that key. */
const BERRY_METADATA = /^__metadata:/m;
/**
 * The lockfile kind by file name, at any depth: package-lock.json and
 * npm-shrinkwrap.json, yarn.lock (berry when `text` has `__metadata:`,
 * classic otherwise or without text), pnpm-lock.yaml. undefined for any
 * other file, which is reviewed as text.
 */
function lockfileKindOf(path, text) {
    switch (external_node_path_.posix.basename(path)) {
        case "package-lock.json":
        case "npm-shrinkwrap.json":
            return "npm";
        case "yarn.lock":
            return text !== undefined && BERRY_METADATA.test(text) ? "yarn-berry" : "yarn-classic";
        case "pnpm-lock.yaml":
            return "pnpm";
        default:
            return undefined;
    }
}
/** Every entry the lockfile lists. Throws LockfileSyntaxError on text it cannot read. */
function readLockfile(kind, path, lines) {
    const dir = external_node_path_.posix.dirname(path);
    switch (kind) {
        case "npm":
            return readNpmLockfile(lines, dir);
        case "yarn-classic":
            return readYarnClassicLockfile(lines, dir);
        case "yarn-berry":
            return readYarnBerryLockfile(lines, dir);
        case "pnpm":
            return readPnpmLockfile(lines, dir);
        case undefined:
            throw new LockfileSyntaxError("not a lockfile this check knows");
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/check.ts
/**
 * The lockfile check: every entry the pull request adds or changes must come
 * from a registry the base uses, be the package it names (claims.ts), carry
 * an integrity hash that the same artifact never had otherwise
 * (artifacts.ts), and use no git, tarball or local source outside the
 * repository that the base did not already have. Entries the base has
 * unchanged (same key, source and hash) are the base's history and are not
 * re-judged. Pure and deterministic; it never throws: text it cannot read,
 * or that has not the shape its package manager writes, is one
 * `unparseable` violation.
 */






const SRI_HASH = /^sha(?:1|256|384|512)-[A-Za-z0-9+/]+={0,2}(?:\?[\x21-\x7e]*)?$/;
/** yarn berry: a hex digest, after a cache-key prefix since yarn 4 (`10c0/…`). */
const BERRY_CHECKSUM = /^(?:[0-9a-z]+\/)?[0-9a-f]{32,}$/;
/** Checks a changed lockfile against the same path at the base (`baseText` undefined when the pull request adds it). */
function checkLockfile(path, headText, baseText) {
    const lines = new LineIndex(headText);
    const kind = lockfileKindOf(path, headText);
    try {
        const head = readLockfile(kind, path, lines);
        const base = baseText === undefined ? [] : readBase(path, baseText);
        const unchanged = new Set(base.map(entryFingerprint));
        const policy = sourcePolicy(base, external_node_path_.posix.dirname(path));
        const hashes = new ArtifactHashes(base);
        const violations = [];
        for (const entry of head) {
            if (unchanged.has(entryFingerprint(entry))) {
                hashes.record(entry);
                continue;
            }
            const violation = judgeEntry(entry, policy, hashes);
            if (violation)
                violations.push({
                    path,
                    line: violation.line,
                    text: lines.lineText(violation.line),
                    rule: violation.rule,
                    package: entry.package,
                    message: violation.message,
                });
        }
        return violations.sort((a, b) => a.line - b.line);
    }
    catch (error) {
        return [unparseable(path, kind, lines, error)];
    }
}
/**
 * At most one violation an entry, the first of: a source the base does not
 * allow, a package other than the one it names, a missing or malformed hash,
 * a hash its artifact never had.
 */
function judgeEntry(entry, policy, hashes) {
    const name = displayName(entry.package);
    const judgement = judgeOrigin(entry.origin, policy, name);
    if (!judgement.ok)
        return { line: entry.origin.kind === "registry" ? entry.line : entry.origin.line, rule: judgement.rule, message: `${judgement.message}.` };
    const claimProblem = judgeClaim(entry, policy, name);
    if (claimProblem)
        return { line: claimProblem.line, rule: "source", message: `${claimProblem.message}.` };
    const { integrity } = entry;
    if (judgement.needsIntegrity) {
        if (!integrity)
            return {
                line: entry.line,
                rule: "integrity",
                message: `${name} has no integrity hash, so nothing pins the code that gets installed; regenerate the lockfile with the package manager so the entry records one.`,
            };
        if (!isWellFormed(integrity.value, integrity.format))
            return {
                line: integrity.line,
                rule: "integrity",
                message: `${name} has an integrity value that is not a hash, so nothing pins the code that gets installed; regenerate the lockfile with the package manager.`,
            };
    }
    const hashChange = hashes.judge(entry, name);
    if (hashChange)
        return { line: hashChange.line, rule: "integrity", message: `${hashChange.message}.` };
    return undefined;
}
function isWellFormed(value, format) {
    if (format === "berry-checksum")
        return BERRY_CHECKSUM.test(value);
    const hashes = value.trim().split(/\s+/);
    return hashes.length > 0 && hashes.every((hash) => SRI_HASH.test(hash));
}
/** The base's entries; a base that cannot be read allows nothing beyond the defaults (fail closed). */
function readBase(path, baseText) {
    try {
        return readLockfile(lockfileKindOf(path, baseText), path, new LineIndex(baseText));
    }
    catch {
        return [];
    }
}
function unparseable(path, kind, lines, error) {
    const reason = isSyntaxError(error) ? error.message : "the reader failed on it";
    const what = kind === undefined ? "file" : `${kind} lockfile`;
    return {
        path,
        line: 1,
        text: lines.lineText(1),
        rule: "unparseable",
        package: "",
        message: `This ${what} cannot be read (${reason}), so its packages cannot be checked; regenerate it with the package manager.`,
    };
}
function isSyntaxError(error) {
    return error instanceof Error && error.isLockfileSyntaxError === true;
}
/** The entry's name for a message: one line, bounded (it is the pull request's text). */
function displayName(packageName) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    const clean = packageName.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
    if (clean === "")
        return "This entry";
    return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/index.ts
/** The deterministic lockfile check (issue 12: lockfile injection). */





/***/ }),

/***/ 9807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewScripts: () => (/* binding */ reviewScripts)
});

// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(3991);
// EXTERNAL MODULE: ./src/probe/register.ts + 2 modules
var register = __webpack_require__(4926);
// EXTERNAL MODULE: ./src/review/codeReview/collect.ts
var collect = __webpack_require__(7726);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(3798);
// EXTERNAL MODULE: ./src/review/findings.ts
var review_findings = __webpack_require__(7212);
;// CONCATENATED MODULE: ./src/review/codeReview/faults.ts
/** The code-review lane's fault markers. A fault degrades the lane; it never passes. */


/** review_chunk died: its slot records the fault, and its files are listed as not reviewed. */
const chunkFault = {
    reads: { chunk_review: schemas/* unknown */.L5J() },
    // Seeded null: nothing has failed yet.
    writes: { chunk_review: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullable() },
    run: ({ state }) => ({
        chunk_review: {
            failed: true,
            note: (0,review_findings/* isPipelineFault */.fF)(state.chunk_review) ? state.chunk_review : (0,review_findings/* faultNote */.rk)("code-reviewer", "review_chunk", "crash", "no review"),
        },
    }),
};

// EXTERNAL MODULE: ./src/review/codeReview/readDiff.ts + 1 modules
var readDiff = __webpack_require__(9914);
// EXTERNAL MODULE: ./src/review/codeReview/render.ts + 1 modules
var render = __webpack_require__(1479);
;// CONCATENATED MODULE: ./src/review/codeReview/register.ts




const CODE_REVIEW_GRAPH = "code-reviewer";
function registerCodeReviewScripts(registry) {
    return registry
        .register(CODE_REVIEW_GRAPH, "read_diff", readDiff/* readDiff */.iH)
        .register(CODE_REVIEW_GRAPH, "chunk_fault", chunkFault)
        .register(CODE_REVIEW_GRAPH, "collect", collect/* collect */.Fo)
        .register(CODE_REVIEW_GRAPH, "render", render/* render */.XX);
}

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts
var chunks = __webpack_require__(1800);
// EXTERNAL MODULE: ./src/review/diffSpec.ts
var diffSpec = __webpack_require__(654);
;// CONCATENATED MODULE: ./src/review/diffDigest.ts
/**
 * read_diff for the plan-conformance and security lanes: the whole change as
 * one budgeted, line-numbered text. Files left out are named, never dropped
 * silently. A diff that cannot be read routes to `diff_unreadable`, an end node
 * whose verdict line records the fault: a lane that saw no change is degraded,
 * never a pass.
 */





const DEFAULT_DIGEST_TOKENS = 40_000;
/** With `requirePlan`, a request without a plan routes to `no_plan` (an end node) instead of `review`. */
function diffDigest(options) {
    return {
        reads: { diff_spec: schemas/* string */.YjP(), plan_context: schemas/* string */.YjP() },
        writes: { diff_text: schemas/* string */.YjP(), diff_omitted: schemas/* array */.YOg(schemas/* unknown */.L5J()), diff_error: schemas/* string */.YjP() },
        routes: options.requirePlan ? ["review", "no_plan", "diff_unreadable"] : ["review", "diff_unreadable"],
        run: async ({ state, context, signal }) => {
            // Plan conformance without a plan has nothing to check: no git, no model call, a blocking DIVERGES.
            if (options.requirePlan && String(state.plan_context ?? "").trim() === "") {
                return { diff_text: "", diff_omitted: [], diff_error: "", _next: "no_plan" };
            }
            const { git, sandbox } = context.services;
            try {
                if (!git)
                    throw new Error("no git client in this run");
                const files = await (0,readDiff/* readFileDiffs */.x2)(git, (0,diffSpec/* runDiffSpec */.E8)(context, state), signal, sandbox.redact, (0,diffSpec/* runUntracked */.F_)(context));
                const budget = typeof state.diff_tokens === "number" && state.diff_tokens > 0 ? state.diff_tokens : DEFAULT_DIGEST_TOKENS;
                const plan = (0,chunks/* planChunks */.Cu)(files, { chunkTokens: budget, maxChunks: 1, policy: (0,readDiff/* runFilePolicy */.y$)(context, { incremental: false }) });
                const omitted = [
                    ...plan.skipped.map((s) => `${s.path} (skipped: ${s.reason})`),
                    ...plan.overBudget.map((o) => `${o.path} (over the diff budget: read it with the tools)`),
                ];
                return { diff_text: plan.chunks[0]?.diff ?? "(no changes)", diff_omitted: omitted, diff_error: "", _next: "review" };
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                // One line: it lands on the lane's verdict line.
                const reason = (0,engine/* messageOf */.bD)(error)
                    .replace(/\s*\n\s*/g, " ")
                    .replace(/[()]/g, "")
                    .trim()
                    .slice(0, 500);
                return { diff_text: "", diff_omitted: [], diff_error: reason || "unknown error", _next: "diff_unreadable" };
            }
        },
    };
}

// EXTERNAL MODULE: ./src/review/gauntlet/readLane.ts
var readLane = __webpack_require__(1581);
// EXTERNAL MODULE: ./src/review/gauntlet/laneOutcome.ts
var laneOutcome = __webpack_require__(273);
// EXTERNAL MODULE: ./src/review/gauntlet/laneState.ts + 2 modules
var laneState = __webpack_require__(5761);
// EXTERNAL MODULE: ./src/review/gauntlet/state.ts
var gauntlet_state = __webpack_require__(8290);
// EXTERNAL MODULE: ./src/review/gauntlet/stateSchema.ts
var stateSchema = __webpack_require__(7261);
;// CONCATENATED MODULE: ./src/review/gauntlet/faults.ts
/** The gauntlet's fault markers: a dead stage records a PIPELINE-FAULT, and the verdict gate blocks on it. */






/** parse died: record the fault where the verdict gate reads pipeline faults, and go straight to it. */
const gauntletParseFault = {
    reads: stateSchema/* gauntletState */.A.pick({ parse_failure: true }).shape,
    writes: stateSchema/* gauntletState */.A.pick({ signals_error: true }).shape,
    run: ({ state }) => ({
        signals_error: (0,review_findings/* isPipelineFault */.fF)(state.parse_failure) ? state.parse_failure : (0,review_findings/* faultNote */.rk)("review-gauntlet", "parse", "crash", "parse failed"),
    }),
};
/** A lane's agent node died: its slot holds the lane's typed fault outcome. A degraded lane is never a pass. */
const laneFault = {
    reads: stateSchema/* gauntletState */.A.pick({ lane_ctx: true, lane_out: true }).shape,
    writes: { lane_out: laneOutcome/* laneOutcomeSchema */.Cz },
    run: ({ state }) => {
        const lane = (0,readLane/* laneOf */.kk)(state);
        const out = (0,gauntlet_state/* record */.g1)(state, "lane_out");
        const failure = (0,gauntlet_state/* record */.g1)(out, "failure");
        const kind = typeof failure.kind === "string" ? failure.kind : "crash";
        const message = typeof failure.message === "string" ? failure.message : "the lane failed";
        const node = typeof failure.node === "string" ? failure.node : "lane";
        const report = (0,review_findings/* isPipelineFault */.fF)(out.report) ? out.report : (0,review_findings/* faultNote */.rk)("review-gauntlet", node, kind, message);
        const retryable = typeof failure.retryable === "boolean" ? failure.retryable : null;
        return { lane_out: (0,laneState/* faultOutcome */.pG)(lane, report, { node, kind, message: Object.keys(failure).length > 0 ? message : report, retryable }) };
    },
};
/**
 * A node that fell back records its engine failure ({node, kind, message}) via
 * `state_updates: {key: "{{failure}}"}`; on success the key renders "". This
 * reads it back as a PIPELINE-FAULT line, or "" when the node succeeded.
 */
function recordedFault(state, key, node) {
    const failure = (0,gauntlet_state/* record */.g1)(state, key);
    if (!failure.kind)
        return "";
    return (0,review_findings/* faultNote */.rk)("review-gauntlet", String(failure.node ?? node), String(failure.kind), String(failure.message ?? ""));
}

// EXTERNAL MODULE: ./src/review/gauntlet/intake.ts
var intake = __webpack_require__(3859);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var gauntlet_lanes = __webpack_require__(7292);
;// CONCATENATED MODULE: ./src/review/gauntlet/retryGate.ts
/**
 * retry_gate: re-runs faulted lanes, and only those. "Faulted" means a fault
 * another attempt could fix (the lane's typed outcome says so): this deliberately narrows the
 * seed's retry_gate, which re-ran any faulted lane. Transport faults are
 * retried once, by the HTTP client; a lane whose endpoint is still failing
 * after that, whose breaker is open, or that got a 4xx, a refusal or a crash
 * is not re-run here (it blocks at once), so a permanent fault is never
 * multiplied by passes.
 * It stashes every report
 * that ran this pass, restores the ones a re-run pass overwrote with [] (a
 * lane not being re-run maps over nothing), counts attempts, and routes back
 * to build_items while a faulted lane has passes left inside the wall clock.
 * A real verdict is never re-run.
 *
 * "Inside the wall clock": a pass of a lane that stalls again costs its agent
 * node's attempts × its timeout, and the gates need their time after it. A
 * pass that could not finish before the run's own timeout is not started: the
 * run would die with no verdict at all, where giving up yields BLOCKED.
 */




const MAX_LANE_PASSES = 3;
const DEFAULT_RUN_SECONDS = 1800;
const retryGate = {
    reads: stateSchema/* gauntletState */.A.pick({
        kept_results: true,
        lane_attempts: true,
        review_incomplete: true,
        gauntlet_started_at: true,
        code_review_results: true,
        adversary_results: true,
        security_results: true,
        probe_results: true,
    }).shape,
    writes: stateSchema/* gauntletState */.A.pick({
        kept_results: true,
        lane_attempts: true,
        retry_lanes: true,
        review_incomplete: true,
        code_review_results: true,
        adversary_results: true,
        security_results: true,
        probe_results: true,
    }).shape,
    routes: ["build_items", "verdict_gate"],
    run: ({ state, context }) => {
        const kept = { ...(0,gauntlet_state/* record */.g1)(state, "kept_results") };
        const attempts = { ...(0,gauntlet_state/* record */.g1)(state, "lane_attempts") };
        const incomplete = new Set((0,gauntlet_state/* list */.p_)(state, "review_incomplete").map(String));
        const runSeconds = typeof context.facts.run_timeout_seconds === "number" && context.facts.run_timeout_seconds > 0 ? context.facts.run_timeout_seconds : DEFAULT_RUN_SECONDS;
        const started = typeof state.gauntlet_started_at === "number" && state.gauntlet_started_at > 0 ? state.gauntlet_started_at : context.clock.now();
        const remaining = runSeconds - (context.clock.now() - started) / 1000;
        const updates = {};
        const retry = [];
        for (const lane of gauntlet_lanes/* LANES */.Ci) {
            const spec = gauntlet_lanes/* LANE_SPECS */.OW[lane];
            const results = (0,gauntlet_state/* list */.p_)(state, spec.results);
            if (results.length === 0) {
                if (Array.isArray(kept[lane]))
                    updates[spec.results] = kept[lane];
                continue;
            }
            kept[lane] = results;
            if ((0,laneState/* outcomeOfSlot */.QQ)(lane, results[0]).state !== "faulted")
                continue;
            const done = Number(attempts[lane] ?? 1);
            const passSeconds = (gauntlet_lanes/* LANE_AGENT_ATTEMPTS */.O6 * spec.timeoutShare + gauntlet_lanes/* GATES_SHARE */.p1) * runSeconds;
            if (done < MAX_LANE_PASSES && remaining >= passSeconds) {
                attempts[lane] = done + 1;
                retry.push(lane);
            }
            else {
                incomplete.add(lane);
            }
        }
        return {
            ...updates,
            kept_results: kept,
            lane_attempts: attempts,
            retry_lanes: retry,
            review_incomplete: [...incomplete],
            _next: retry.length > 0 ? "build_items" : "verdict_gate",
        };
    },
};

// EXTERNAL MODULE: ./src/review/gauntlet/selection.ts
var selection = __webpack_require__(2993);
// EXTERNAL MODULE: ./src/review/matrix/facts.ts
var facts = __webpack_require__(2335);
;// CONCATENATED MODULE: ./src/review/gauntlet/selectionNodes.ts
/** default_lanes and build_items: the deterministic side of lane selection. */








function selectionInput(state, untrusted) {
    return {
        signals: {
            touches_auth: (0,gauntlet_state/* bool */.lc)(state, "touches_auth"),
            touches_deps: (0,gauntlet_state/* bool */.lc)(state, "touches_deps"),
            touches_exec: (0,gauntlet_state/* bool */.lc)(state, "touches_exec"),
            consumer_surface: (0,gauntlet_state/* bool */.lc)(state, "consumer_surface"),
            // A signals node that died widens selection exactly as a git failure does.
            signals_error: (0,gauntlet_state/* str */.gx)(state, "signals_error") || recordedFault(state, "signals_failure", "signals"),
        },
        plan_context: (0,gauntlet_state/* str */.gx)(state, "plan_context"),
        security_posture: (0,intake/* normalizePosture */.QV)(state.security_posture),
        probe_context: (0,gauntlet_state/* str */.gx)(state, "probe_context"),
        forced_lanes: (0,intake/* forcedLaneList */.IK)(state.forced_lanes),
        add: Object.fromEntries(gauntlet_lanes/* LANES */.Ci.map((lane) => [lane, (0,gauntlet_state/* bool */.lc)(state, gauntlet_lanes/* LANE_SPECS */.OW[lane].flag)])),
        untrusted_head: untrusted,
        ...((0,gauntlet_state/* str */.gx)(state, "lanes_degraded") ? { addedBy: "widened by the default_lanes fallback (lane judgment failed)" } : {}),
    };
}
/**
 * select_lanes died (or signals did, so there was nothing to judge): degrade
 * WIDER. Code review and adversary always, probe on consumer surface with a
 * recipe, security on attack-surface signals or a hardened posture, plus every
 * forced lane; without signals, build_items widens every lane on top.
 */
const defaultLanes = {
    reads: stateSchema/* gauntletState */.A.pick({
        forced_lanes: true,
        signals_failure: true,
        touches_auth: true,
        touches_deps: true,
        touches_exec: true,
        security_posture: true,
        consumer_surface: true,
        probe_context: true,
        select_lanes_failure: true,
    }).shape,
    writes: stateSchema/* gauntletState */.A.pick({ add_code_review: true, add_adversary: true, add_security: true, add_probe: true, lane_reasons: true, lanes_degraded: true })
        .shape,
    run: ({ state }) => {
        const forced = (0,gauntlet_lanes/* normalizeLanes */.zU)((0,intake/* forcedLaneList */.IK)(state.forced_lanes)).lanes;
        const signalsFault = recordedFault(state, "signals_failure", "signals");
        const security = signalsFault !== "" ||
            (0,gauntlet_state/* bool */.lc)(state, "touches_auth") ||
            (0,gauntlet_state/* bool */.lc)(state, "touches_deps") ||
            (0,gauntlet_state/* bool */.lc)(state, "touches_exec") ||
            (0,intake/* normalizePosture */.QV)(state.security_posture) === "hardened";
        const probe = (signalsFault !== "" || (0,gauntlet_state/* bool */.lc)(state, "consumer_surface")) && (0,gauntlet_state/* str */.gx)(state, "probe_context").trim() !== "";
        const fault = signalsFault || ((0,review_findings/* isPipelineFault */.fF)(state.select_lanes_failure) ? state.select_lanes_failure : "select_lanes failed");
        const what = signalsFault ? "diff signals failed" : "lane selection judgment failed";
        return {
            add_code_review: true,
            add_adversary: true,
            add_security: security || forced.includes("security"),
            add_probe: probe || forced.includes("probe"),
            lane_reasons: "default_lanes: lane judgment unavailable; selection widened",
            lanes_degraded: `${what} (${fault.replace(/\s*\n\s*/g, " ")}); the deterministic default widened the selection`,
        };
    },
};
const buildItems = {
    reads: stateSchema/* gauntletState */.A.pick({
        touches_auth: true,
        touches_deps: true,
        touches_exec: true,
        consumer_surface: true,
        signals_error: true,
        signals_failure: true,
        plan_context: true,
        security_posture: true,
        probe_context: true,
        forced_lanes: true,
        add_code_review: true,
        add_adversary: true,
        add_security: true,
        add_probe: true,
        lanes_degraded: true,
        retry_lanes: true,
        lane_attempts: true,
        lane_reasons: true,
        rigor: true,
    }).shape,
    writes: stateSchema/* gauntletState */.A.pick({
        code_review_items: true,
        adversary_items: true,
        security_items: true,
        probe_items: true,
        lanes_summary: true,
        lane_attempts: true,
        retry_lanes: true,
        lane_selection: true,
        rigor: true,
        security_posture: true,
    }).shape,
    // planned: the matrix plan phase ends after selection (no lane runs).
    routes: ["planned"],
    run: ({ state, context }) => {
        const items = { "code-review": [], adversary: [], security: [], probe: [] };
        const retry = (0,gauntlet_lanes/* normalizeLanes */.zU)((0,gauntlet_state/* list */.p_)(state, "retry_lanes")).lanes;
        const attempts = (0,gauntlet_state/* record */.g1)(state, "lane_attempts");
        const out = (extra) => ({
            ...Object.fromEntries(gauntlet_lanes/* LANES */.Ci.map((lane) => [gauntlet_lanes/* LANE_SPECS */.OW[lane].items, items[lane]])),
            retry_lanes: [],
            ...extra,
        });
        if (retry.length > 0) {
            // A re-run pass: only the faulted lanes, each with its attempt number; selection is not redone.
            for (const lane of retry)
                items[lane] = [{ lane, attempt: Number(attempts[lane] ?? 1), reason: "re-run after a fault" }];
            return out({});
        }
        const job = (0,facts/* matrixJobFact */.vX)(context.facts);
        const recorded = (0,facts/* matrixSelectionFact */.MB)(context.facts);
        if (job && recorded) {
            // A matrix lane job: the plan's selection, this job's lane only.
            items[job.lane] = [{ lane: job.lane, attempt: 1, reason: recorded.lane_selection.find((c) => c.lane === job.lane)?.reason ?? "in the matrix" }];
            return out({
                lanes_summary: recorded.lanes_summary,
                lane_attempts: { [job.lane]: 1 },
                lane_selection: recorded.lane_selection,
                rigor: (0,intake/* normalizeRigor */.dJ)(state.rigor),
                security_posture: (0,intake/* normalizePosture */.QV)(state.security_posture),
            });
        }
        // The probe's own prepare step and exec tool also refuse unless the caller vouched for the head.
        const untrusted = context.facts.untrusted_head === true;
        const { choices, notes } = (0,selection/* selectLanes */.i)(selectionInput(state, untrusted));
        const laneAttempts = {};
        for (const choice of choices) {
            if (!choice.selected)
                continue;
            items[choice.lane] = [{ lane: choice.lane, attempt: 1, reason: choice.reason }];
            laneAttempts[choice.lane] = 1;
        }
        const degraded = (0,gauntlet_state/* str */.gx)(state, "lanes_degraded");
        const llmReasons = (0,gauntlet_state/* str */.gx)(state, "lane_reasons").trim();
        const summary = (0,selection/* lanesSummary */.E)(choices, notes, llmReasons, degraded);
        // The lanes see the request as the gates read it (a parsed "Hardened" is hardened).
        return out({
            lanes_summary: summary,
            lane_attempts: laneAttempts,
            lane_selection: choices,
            rigor: (0,intake/* normalizeRigor */.dJ)(state.rigor),
            security_posture: (0,intake/* normalizePosture */.QV)(state.security_posture),
            ...((0,facts/* isPlanPhase */.No)(context.facts) ? { _next: "planned" } : {}),
        });
    },
};

// EXTERNAL MODULE: ./src/review/signals/compute.ts + 6 modules
var compute = __webpack_require__(1927);
;// CONCATENATED MODULE: ./src/review/gauntlet/signalsNode.ts
/** signals: deterministic diff signals, pure git. A failure widens lane selection instead of stopping the run. */




const signalsNode = {
    reads: stateSchema/* gauntletState */.A.pick({ diff_spec: true }).shape,
    writes: stateSchema/* gauntletState */.A.pick({
        changed_files: true,
        file_count: true,
        touches_auth: true,
        touches_deps: true,
        touches_exec: true,
        touches_proto: true,
        touches_migrations: true,
        consumer_surface: true,
        docs_only: true,
        signals_summary: true,
        signals_error: true,
        signal_evidence: true,
    }).shape,
    run: async ({ state, context, signal }) => {
        const { git } = context.services;
        let signals;
        try {
            if (!git)
                throw new Error("no git client in this run");
            signals = await (0,compute/* computeSignals */.LQ)(git, (0,diffSpec/* runDiffSpec */.E8)(context, state), { signal, untracked: (0,diffSpec/* runUntracked */.F_)(context) });
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            signals = (0,compute/* widenedSignals */._L)((0,engine/* messageOf */.bD)(error));
        }
        const { changed_files_sample, changed_files: _all, ...rest } = signals;
        // The prompt shows a sample; the count is exact.
        return { ...rest, changed_files: changed_files_sample };
    },
};

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 12 modules
var tools = __webpack_require__(8207);
// EXTERNAL MODULE: ./src/review/fingerprint.ts
var fingerprint = __webpack_require__(336);
// EXTERNAL MODULE: ./src/review/text.ts
var review_text = __webpack_require__(8361);
// EXTERNAL MODULE: ./src/review/gauntlet/blockReasons.ts
var blockReasons = __webpack_require__(7773);
// EXTERNAL MODULE: ./src/review/gauntlet/laneFindings.ts
var laneFindings = __webpack_require__(3695);
// EXTERNAL MODULE: ./src/review/gauntlet/laneLedger.ts + 1 modules
var laneLedger = __webpack_require__(3790);
// EXTERNAL MODULE: ./src/review/gauntlet/report.ts
var report = __webpack_require__(6197);
// EXTERNAL MODULE: ./src/review/gauntlet/result.ts
var gauntlet_result = __webpack_require__(230);
// EXTERNAL MODULE: ./src/review/gauntlet/severity.ts
var gauntlet_severity = __webpack_require__(872);
;// CONCATENATED MODULE: ./src/review/gauntlet/verdictGate.ts
/**
 * verdict_gate: one deterministic verdict from the lanes' typed outcomes (read
 * once, by read_lane). A missing sentinel is a lane failure, never a pass;
 * degraded and faulted lanes block; where a lane's readings disagree the
 * stricter wins. Lanes given up on and pipeline faults are named on a
 * GAUNTLET_REVIEW_INCOMPLETE line, so a caller can tell an incomplete review
 * from a failed one. Words are rendered here only for the result and report.
 */

















/** Whether a finding by itself makes its lane block, from its typed severity. */
function blocksAlone(lane, severity, verdict, posture) {
    if (verdict === "FALSE")
        return false;
    if (lane === "code-review")
        return severity === "critical";
    if (lane === "security")
        return (0,gauntlet_severity/* securityThreshold */.GB)(posture).some((level) => level === severity);
    return false;
}
/** The same, for a finding as shown at the edge (its lane's severity label). */
function isBlockingFinding(finding, posture) {
    const severity = severityOfLabel(finding.lane, finding.severity);
    return severity !== undefined && blocksAlone(finding.lane, severity, finding.verdict, posture);
}
/**
 * A lane's block can be lifted by dismissals only when its blocking findings
 * account for all of it: a completed code-review or security lane whose own
 * count of blocking findings equals the findings we can name.
 *
 * For security, "equals" is checked line by line, not just in number: the
 * reader counts severity lines on the raw report, the parser names findings
 * on a plain copy (backticks stripped), so a counted line the parser cannot
 * name (no `path:line`) and a named line the reader did not count (`` `🔴` ``)
 * would otherwise balance out. Every threshold line of the plain copy must be
 * a named blocking finding, and the raw count must agree with the plain one
 * (a line the raw count sees is always seen in the plain copy).
 */
function isDismissible(outcome, reasons, blocking, posture) {
    if (outcome.state !== "completed" || blocking === 0)
        return false;
    const kinds = blockReasons/* FINDING_REASON_KINDS */.p3[outcome.lane];
    if (!kinds || !reasons.every((reason) => kinds.includes(reason.kind)))
        return false;
    const verdict = outcome.verdict;
    if (verdict.lane === "code-review")
        return verdict.critical === blocking;
    if (verdict.lane === "security") {
        const named = verdict.findings.filter((f) => blocksAlone("security", f.severity, f.verdict, posture)).length;
        return (named === blocking &&
            (0,gauntlet_severity/* securityThreshold */.GB)(posture).every((level) => {
                const parsed = verdict.findings.filter((f) => f.severity === level).length;
                return verdict.counts[level] === verdict.plain_counts[level] && verdict.plain_counts[level] === parsed;
            }));
    }
    return false;
}
async function withFingerprints(outcomes, posture, read) {
    const out = [];
    for (const outcome of outcomes) {
        for (const typed of (0,laneFindings/* typedLaneFindings */.$Q)(outcome)) {
            const { location_valid: _valid, suggestion, replacement, ...finding } = (0,laneFindings/* renderFinding */.Kj)(outcome.lane, typed);
            out.push({
                ...finding,
                fingerprint: await (0,fingerprint/* fingerprint */.Rj)(finding, read),
                blocking: blocksAlone(outcome.lane, typed.severity, typed.verdict, posture),
                ...(suggestion ? { suggestion } : {}),
                ...(replacement ? { replacement } : {}),
            });
        }
    }
    return out;
}
const verdictGate = {
    reads: stateSchema/* gauntletState */.A.pick({
        lane_selection: true,
        lane_attempts: true,
        review_incomplete: true,
        kept_results: true,
        signals_error: true,
        signals_failure: true,
        retry_gate_fault: true,
        matrix_faults: true,
        rigor: true,
        security_posture: true,
        diff_spec: true,
        lanes_summary: true,
        code_review_results: true,
        adversary_results: true,
        security_results: true,
        probe_results: true,
    }).shape,
    writes: stateSchema/* gauntletState */.A.pick({ gauntlet_verdict: true, gauntlet_report: true, gauntlet_incomplete_line: true, gauntlet_result: true }).shape,
    run: async ({ state, context, signal }) => {
        const services = context.services;
        const ledger = services.laneLedger ?? (0,laneLedger/* meterLedger */.h)(services);
        const options = (0,intake/* gateOptions */.O6)(state);
        const choices = (0,gauntlet_state/* list */.p_)(state, "lane_selection");
        const selected = new Set(choices.filter((c) => c.selected).map((c) => c.lane));
        const attempts = (0,gauntlet_state/* record */.g1)(state, "lane_attempts");
        const incomplete = (0,gauntlet_state/* list */.p_)(state, "review_incomplete").map(String);
        const kept = (0,gauntlet_state/* record */.g1)(state, "kept_results");
        const passes = (lane) => Number(attempts[lane] ?? 1);
        // Fewer than MAX_PASSES means the wall clock, not the pass limit, ended the re-runs.
        const givenUp = (lane) => `no verdict after ${passes(lane)} pass${passes(lane) === 1 ? "" : "es"}${passes(lane) < MAX_LANE_PASSES ? ", no time left for another" : ""}`;
        const faults = [
            state.signals_error,
            recordedFault(state, "signals_failure", "signals"),
            recordedFault(state, "retry_gate_fault", "retry_gate"),
            ...(0,gauntlet_state/* list */.p_)(state, "matrix_faults"),
        ]
            .filter(review_findings/* isPipelineFault */.fF)
            .map(review_text/* oneLine */.T);
        const outcomes = gauntlet_lanes/* LANES */.Ci.map((lane) => {
            // A re-run pass empties the other lanes' results and retry_gate restores them; if it died first, kept_results has them.
            const keptSlots = kept[lane];
            const slot = (0,gauntlet_state/* list */.p_)(state, gauntlet_lanes/* LANE_SPECS */.OW[lane].results)[0] ?? (Array.isArray(keptSlots) ? keptSlots[0] : undefined);
            if (slot === undefined && selected.has(lane))
                return { lane, state: "faulted", report: "", verdict: null, fault: { kind: "never_reported" } };
            return (0,laneState/* outcomeOfSlot */.QQ)(lane, slot);
        });
        const findings = await withFingerprints(outcomes, options.posture, (path, start, end) => (0,tools.readWorkspaceLines)(services.sandbox, path, start, end, signal));
        const lanes = outcomes.map((outcome) => {
            const typed = (0,blockReasons/* laneReasons */.YP)(outcome, options);
            const reasons = typed.map(blockReasons/* renderReason */.J);
            const blocking = findings.filter((f) => f.lane === outcome.lane && f.blocking).length;
            const timing = outcome.state === "skipped" ? { duration_ms: 0, passes: [] } : ledger.timing(outcome.lane);
            return {
                name: outcome.lane,
                state: outcome.state,
                verdict: outcome.state === "skipped" ? null : (outcome.verdict?.verdict ?? null),
                blocks: reasons.length > 0,
                reasons,
                selection: choices.find((c) => c.lane === outcome.lane)?.reason ?? "not selected",
                attempts: outcome.state === "skipped" ? 0 : passes(outcome.lane),
                duration_ms: timing.duration_ms,
                ...(timing.passes.length > 0 ? { passes: timing.passes } : {}),
                usage: ledger.usage(outcome.lane),
                dismissible: typed.length > 0 && isDismissible(outcome, typed, blocking, options.posture),
            };
        });
        const reasons = [
            ...lanes.flatMap((l) => l.reasons),
            ...incomplete.map((lane) => `${lane}: given up — ${givenUp(lane)}`),
            ...faults.map((f) => `pipeline fault: ${f}`),
        ];
        if (!outcomes.some((o) => o.state === "completed"))
            reasons.push("no lane completed, so nothing was reviewed");
        const verdict = reasons.length > 0 ? "BLOCKED" : "PASS";
        const codeReview = outcomes.find((o) => o.lane === "code-review");
        const crVerdict = codeReview && codeReview.state !== "faulted" && codeReview.state !== "skipped" ? codeReview.verdict : null;
        const crCoverage = crVerdict?.lane === "code-review" ? crVerdict.result?.coverage : null;
        const coverage = crCoverage ?? { complete: false, not_reviewed: [{ path: "*", reason: "the code review did not complete" }], skipped: [] };
        const result = {
            schema: gauntlet_result/* RESULT_SCHEMA */.w,
            verdict,
            reasons,
            base_sha: typeof context.facts.base_sha === "string" ? context.facts.base_sha : null,
            head_sha: typeof context.facts.head_sha === "string" ? context.facts.head_sha : null,
            diff_spec: typeof context.facts.diff_spec === "string" ? context.facts.diff_spec : (0,gauntlet_state/* str */.gx)(state, "diff_spec", "worktree"),
            coverage,
            incomplete,
            faults,
            lanes,
            findings,
            usage: ledger.total(),
        };
        const incompleteParts = [...incomplete.map((l) => `${l} (${givenUp(l)})`), ...faults];
        return {
            gauntlet_verdict: verdict,
            gauntlet_incomplete_line: incompleteParts.length > 0 ? `\nGAUNTLET_REVIEW_INCOMPLETE: ${(0,review_text/* oneLine */.T)(incompleteParts.join("; "))}` : "",
            gauntlet_report: (0,report/* renderGauntletReport */.Tt)(result, Object.fromEntries(outcomes.map((o) => [o.lane, o.state === "skipped" ? "" : o.report])), (0,gauntlet_state/* str */.gx)(state, "lanes_summary")),
            gauntlet_result: result,
        };
    },
};

;// CONCATENATED MODULE: ./src/review/gauntlet/register.ts








const GAUNTLET_GRAPH = "review-gauntlet";
function registerGauntletScripts(registry) {
    return registry
        .registerState(GAUNTLET_GRAPH, stateSchema/* gauntletState */.A)
        .register(GAUNTLET_GRAPH, "intake", intake/* gauntletIntake */.Zj)
        .register(GAUNTLET_GRAPH, "signals", signalsNode)
        .register(GAUNTLET_GRAPH, "parse_fault", gauntletParseFault)
        .register(GAUNTLET_GRAPH, "default_lanes", defaultLanes)
        .register(GAUNTLET_GRAPH, "build_items", buildItems)
        .register(GAUNTLET_GRAPH, "lane_fault", laneFault)
        .register(GAUNTLET_GRAPH, "read_lane", readLane/* readLane */.TG)
        .register(GAUNTLET_GRAPH, "retry_gate", retryGate)
        .register(GAUNTLET_GRAPH, "verdict_gate", verdictGate);
}

// EXTERNAL MODULE: ./src/review/lockfiles/index.ts + 16 modules
var review_lockfiles = __webpack_require__(1199);
// EXTERNAL MODULE: ./src/llm/tools/workspaceFile.ts
var workspaceFile = __webpack_require__(8116);
;// CONCATENATED MODULE: ./src/review/securityChecks.ts
/**
 * The security lane's deterministic checks, run before its model and merged
 * into its report after it, so no model can drop them:
 *
 * - the lockfile check (lockfiles/): a lockfile is not reviewed line by line,
 *   so every new or changed entry must come from the base's registries, carry
 *   an integrity hash, and use no git, http or tarball source the base did
 *   not already have. Each violation is a 🔴 finding quoting the line.
 * - withheld secret files the change adds, edits or deletes: a note, without
 *   their contents (the model never sees them).
 */





/** The largest lockfile read; a larger one cannot be checked, which is itself a violation. */
const LOCKFILE_READ_LIMIT = 64 * 1024 * 1024;
/** Text that must stay inside one report field: no line breaks, and no ` — ` separator of its own. */
function field(text) {
    return text
        .replace(/[\r\n\u2028\u2029\u0085]+/g, " ")
        .replace(/(^|\s)[—–-]+(?=\s|$)/g, "$1~")
        .replace(/`/g, "'")
        .trim()
        .slice(0, 300);
}
function violationLine(v) {
    return `🔴 Lockfile injection (${v.rule}) — ${field(v.path)}:${v.line} — line ${v.line}: '${field(v.text)}' → a package install — ${field(v.message)}`;
}
/**
 * `.npmrc` settings that decide where packages come from or what installs run.
 * The file is withheld from the model (it holds tokens), so these are checked
 * here: a pull request that changes one gets a 🔴 finding naming the key and,
 * for a registry, only its origin.
 */
const NPMRC_KEYS = /^[ \t]*((?:@[^:=\s]+:)?registry|replace-registry-host|node-options|script-shell|shell|onload-script|init-module|ignore-scripts)[ \t]*=[ \t]*(.*)$/;
function npmrcSettings(text) {
    const settings = new Map();
    text.split(/\r?\n/).forEach((line, index) => {
        const match = NPMRC_KEYS.exec(line);
        if (match)
            settings.set(match[1], { line: index + 1, value: match[2].trim() });
    });
    return settings;
}
/** A setting's value as it may be shown: a URL's origin only, anything else withheld. */
function shownValue(key, value) {
    if (!key.endsWith("registry"))
        return "(value withheld)";
    try {
        return new URL(value).origin;
    }
    catch {
        return "(not a URL)";
    }
}
function npmrcLines(path, headText, baseText) {
    const base = npmrcSettings(baseText ?? "");
    const lines = [];
    for (const [key, { line, value }] of npmrcSettings(headText)) {
        if (base.get(key)?.value === value)
            continue;
        lines.push(`🔴 Package manager configuration changed — ${field(path)}:${line} — ${key} = ${shownValue(key, value)} → every later install — check that the change is intended; the file is withheld from the model`);
    }
    return lines;
}
async function headText(git, sandbox, spec, path, signal) {
    if (spec.kind === "range")
        return git.showFile(spec.head, path, LOCKFILE_READ_LIMIT, { signal });
    // The working tree is the head: read it through the tools' confinement (no symlinks out, regular files only).
    const file = await (0,workspaceFile/* openWorkspaceFile */.AF)(sandbox, path);
    try {
        const size = Math.min(file.size, LOCKFILE_READ_LIMIT);
        const buffer = Buffer.alloc(size);
        const { bytesRead } = await file.handle.read(buffer, 0, size, 0);
        return { text: buffer.subarray(0, bytesRead).toString("utf8"), truncated: file.size > LOCKFILE_READ_LIMIT };
    }
    finally {
        await file.handle.close();
    }
}
const isNpmrc = (path) => path === ".npmrc" || path.endsWith("/.npmrc");
async function lockfileLines(git, sandbox, spec, changes, signal) {
    const lockfiles = changes.filter((c) => c.status !== "deleted" && ((0,review_lockfiles/* lockfileKindOf */.BN)(c.path) !== undefined || isNpmrc(c.path)));
    if (lockfiles.length === 0)
        return [];
    const base = await git.baseRevision(spec, { signal });
    const lines = [];
    for (const change of lockfiles) {
        const fail = (why) => lines.push(violationLine({
            path: change.path,
            line: 1,
            text: "",
            rule: "unparseable",
            package: "",
            message: `the lockfile could not be checked (${why}); check it by hand before merging`,
        }));
        try {
            const head = await headText(git, sandbox, spec, change.path, signal);
            if (!head)
                continue;
            if (head.truncated) {
                fail(`larger than ${LOCKFILE_READ_LIMIT / 1024 / 1024} MiB`);
                continue;
            }
            const baseFile = await git.showFile(base, change.oldPath ?? change.path, LOCKFILE_READ_LIMIT, { signal });
            const baseText = baseFile?.truncated ? undefined : baseFile?.text;
            if (isNpmrc(change.path))
                lines.push(...npmrcLines(change.path, head.text, baseText));
            else
                for (const violation of (0,review_lockfiles/* checkLockfile */.Ew)(change.path, head.text, baseText))
                    lines.push(violationLine(violation));
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            fail((0,engine/* messageOf */.bD)(error));
        }
    }
    return lines;
}
const securityChecks = {
    reads: { diff_spec: schemas/* string */.YjP() },
    writes: { deterministic_findings: schemas/* array */.YOg(schemas/* string */.YjP()), deterministic_notes: schemas/* array */.YOg(schemas/* string */.YjP()) },
    run: async ({ state, context, signal }) => {
        const { sandbox, git } = context.services;
        const spec = (0,diffSpec/* parseDiffSpec */.EX)((0,diffSpec/* runDiffSpec */.E8)(context, state));
        // No git: read_diff routes to diff_unreadable next, which blocks.
        if (!git)
            return { deterministic_findings: [], deterministic_notes: [] };
        let changes;
        try {
            changes = await git.diffNameStatus(spec, { signal });
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            // read_diff meets the same failure next and routes to diff_unreadable, which blocks with the reason.
            return { deterministic_findings: [], deterministic_notes: [] };
        }
        const notes = changes.flatMap((change) => {
            const withheld = sandbox.withheld(change.path);
            return withheld
                ? [
                    `the change ${change.status === "added" ? "adds" : change.status === "deleted" ? "deletes" : "changes"} ${field(change.path)}, a withheld secret file (${withheld.by}); its contents are not shown`,
                ]
                : [];
        });
        return { deterministic_findings: await lockfileLines(git, sandbox, spec, changes, signal), deterministic_notes: notes };
    },
};
/** The lane's report: the deterministic block first, then the model's own report with its verdict lines last. */
const mergeSecurityChecks = {
    reads: { deterministic_findings: schemas/* array */.YOg(schemas/* string */.YjP()), deterministic_notes: schemas/* array */.YOg(schemas/* string */.YjP()), report: schemas/* string */.YjP() },
    writes: { report: schemas/* string */.YjP() },
    run: ({ state }) => {
        const findings = (state.deterministic_findings ?? []);
        const notes = (state.deterministic_notes ?? []);
        const report = String(state.report ?? "");
        if (findings.length === 0 && notes.length === 0)
            return { report };
        const block = ["### Deterministic checks", ...findings, ...notes.map((n) => `Note: ${n}.`), ""];
        return { report: `${block.join("\n")}\n${report}` };
    },
};

// EXTERNAL MODULE: ./src/review/verifier/register.ts + 5 modules
var verifier_register = __webpack_require__(2502);
;// CONCATENATED MODULE: ./src/review/scripts.ts
/** Every script node of the shipped graphs, registered per graph. */







function reviewScripts() {
    const registry = new engine/* ScriptRegistry */.r7();
    (0,verifier_register/* registerVerifierScripts */.a)(registry);
    registerCodeReviewScripts(registry);
    registerGauntletScripts(registry);
    (0,register/* registerProbeScripts */.q)(registry);
    registry.register("adversary", "read_diff", diffDigest({ requirePlan: true }));
    registry.register("security-reviewer", "deterministic_checks", securityChecks);
    registry.register("security-reviewer", "read_diff", diffDigest({ requirePlan: false }));
    registry.register("security-reviewer", "merge_checks", mergeSecurityChecks);
    return registry;
}


/***/ }),

/***/ 8361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ shortSha),
/* harmony export */   T: () => (/* binding */ oneLine)
/* harmony export */ });
/** Small text shapes the reports share. */
/** A multi-line text on one line (a reason, a claim in a list item). */
const oneLine = (text) => text.replace(/\s*\n\s*/g, " ").trim();
/** A commit SHA as people read it. */
const shortSha = (sha) => sha.slice(0, 7);


/***/ }),

/***/ 2502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ VERIFIER_GRAPH),
  a: () => (/* binding */ registerVerifierScripts)
});

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 12 modules
var tools = __webpack_require__(8207);
// EXTERNAL MODULE: ./src/review/findings.ts
var findings = __webpack_require__(7212);
;// CONCATENATED MODULE: ./src/review/verifier/citedCode.ts
/**
 * cite: the cited lines, with the code around them, for verify_one's prompt,
 * so the common finding is settled in one model call instead of a call to
 * read the file and another to answer. The lines are read through the same
 * confined, redacted read the tools and the gate use, and numbered as fs_read
 * numbers them, so a quote copied from the prompt is a quote the gate accepts.
 * The gate still checks every quote against the file: nothing here is trusted.
 */


/** Lines either side of the citation when no enclosing block is found (or it is too long). */
const CONTEXT_LINES = 20;
/** An enclosing block longer than this is shown as ±CONTEXT_LINES instead. */
const MAX_BLOCK_LINES = 80;
/** Cited lines shown at most; a longer citation is cut and says so. */
const MAX_CITED_LINES = 120;
/** The excerpt's size cap, in UTF-16 code units, numbers included. */
const MAX_EXCERPT_CHARS = 8_000;
const indentOf = (line) => /^[ \t]*/.exec(line)[0].replace(/\t/g, "    ").length;
const blank = (line) => line === undefined || line.trim() === "";
const CLOSER = /^\s*(?:[}\])]|end\b|fi\b|done\b|esac\b)/;
/**
 * The enclosing block of lines `cited` (1-based, inclusive) in `lines`, which
 * start at line `first`: from the nearest less-indented line above (the
 * function or block header) to its closing line, found by indentation alone
 * so it serves any language. Undefined when there is none or it is too long.
 */
function enclosingBlock(lines, first, cited) {
    const at = (n) => lines[n - first];
    const last = first + lines.length - 1;
    const citedIndent = Math.min(...Array.from({ length: cited.to - cited.from + 1 }, (_, i) => at(cited.from + i))
        .filter((l) => !blank(l))
        .map((l) => indentOf(l)));
    if (!Number.isFinite(citedIndent))
        return undefined;
    let header;
    // A cited header line is its own block's start: the block is what it opens.
    const next = [...Array(last - cited.to).keys()].map((i) => cited.to + 1 + i).find((n) => !blank(at(n)));
    if (next !== undefined && indentOf(at(next)) > citedIndent && indentOf(at(cited.from)) === citedIndent)
        header = cited.from;
    for (let n = cited.from - 1; header === undefined && n >= first; n--) {
        if (!blank(at(n)) && indentOf(at(n)) < citedIndent)
            header = n;
    }
    if (header === undefined)
        return undefined;
    const headerIndent = indentOf(at(header));
    for (let n = Math.max(cited.to, header) + 1; n <= last; n++) {
        const line = at(n);
        if (blank(line) || indentOf(line) > headerIndent)
            continue;
        const to = CLOSER.test(line) ? n : n - 1;
        return to - header + 1 <= MAX_BLOCK_LINES ? { from: header, to: trimBlankTail(lines, first, header, to) } : undefined;
    }
    return undefined;
}
function trimBlankTail(lines, first, from, to) {
    while (to > from && blank(lines[to - first]))
        to--;
    return to;
}
/** `N: text` rows, as fs_read shows them, cut to the size cap around the cited lines. */
function renderExcerpt(path, lines, first, window, cited) {
    let from = window.from;
    let to = window.to;
    const row = (n) => `${n}: ${lines[n - first]}`;
    const size = () => Array.from({ length: to - from + 1 }, (_, i) => row(from + i).length + 1).reduce((a, b) => a + b, 0);
    // Context goes first, from the side that has more of it; the cited lines go last.
    while (size() > MAX_EXCERPT_CHARS && to > from) {
        if (from < cited.from && (cited.from - from >= to - cited.to || to <= cited.to))
            from++;
        else
            to--;
    }
    const rows = Array.from({ length: to - from + 1 }, (_, i) => row(from + i));
    const cut = to < cited.to ? ` (cut at line ${to}: read on with fs_read)` : "";
    return [`${path} lines ${from}-${to}${cut}:`, ...rows].join("\n");
}
const missing = (text) => ({ text, shown: false });
/** The excerpt for one finding, or a line saying why there is none. */
async function citedExcerpt(finding, sandbox, signal) {
    const range = (0,findings/* parseLineRange */.nM)(finding.lines);
    if (!finding.path || range === undefined)
        return missing("(no line range is cited: find the code with fs_grep)");
    const cited = { from: range.start, to: Math.min(range.end, range.start + MAX_CITED_LINES - 1) };
    const first = Math.max(1, cited.from - MAX_BLOCK_LINES);
    const lines = await (0,tools.readWorkspaceLines)(sandbox, finding.path, first, cited.to + MAX_BLOCK_LINES, signal);
    const last = first + lines.length - 1;
    if (last < cited.from) {
        return missing(`(${finding.path} has no line ${cited.from} in the workspace, or cannot be read: the code may have moved; look with the tools)`);
    }
    cited.to = Math.min(cited.to, last);
    const window = enclosingBlock(lines, first, cited) ?? {
        from: Math.max(first, cited.from - CONTEXT_LINES),
        to: Math.min(last, cited.to + CONTEXT_LINES),
    };
    return { text: renderExcerpt(finding.path, lines, first, window, cited), shown: true };
}
const cite = {
    // cited_code_shown decides verify_one's tools_on_request: definitions wait only when the prompt shows the code.
    writes: ["cited_code", "cited_code_shown"],
    run: async ({ state, context, signal }) => {
        const cited = await citedExcerpt(state.finding, context.services.sandbox, signal);
        return { cited_code: cited.text, cited_code_shown: cited.shown };
    },
};

;// CONCATENATED MODULE: ./src/review/verifier/faults.ts

/** parse died: the whole result is one UNVERIFIABLE entry naming the fault. */
const parseFault = {
    writes: ["verdicts"],
    run: ({ state }) => {
        const note = (0,findings/* isPipelineFault */.fF)(state.parse_failure) ? state.parse_failure : (0,findings/* faultNote */.rk)("finding-verifier", "parse", "crash", "parse failed");
        const verdict = { id: "PARSE", verdict: "UNVERIFIABLE", evidence: "", note };
        return { verdicts: [verdict] };
    },
};
/** verify_one died: this branch's verdict is UNVERIFIABLE with the engine's fault text. */
const verifyFault = {
    writes: ["final_verdict"],
    run: ({ state }) => {
        const finding = state.finding;
        // verify_one's fault text lands in `candidate`, the gate's own crash in `gate_failure`.
        const note = (0,findings/* isPipelineFault */.fF)(state.gate_failure)
            ? state.gate_failure
            : (0,findings/* isPipelineFault */.fF)(state.candidate)
                ? state.candidate
                : (0,findings/* faultNote */.rk)("finding-verifier", "verify_one", "crash", "the branch failed without a fault record");
        const verdict = { id: finding.id, verdict: "UNVERIFIABLE", evidence: "", note };
        return { final_verdict: verdict };
    },
};

;// CONCATENATED MODULE: ./src/review/verifier/evidence.ts
/**
 * The verifier's contract, checked by machine. A verdict is accepted only when
 * its evidence is real: every quoted line equals that line of that file as the
 * tools show it, and a FALSE-by-absence names a pattern built from a code
 * identifier of the claim that a fresh search of the whole workspace does not
 * find, and that identifier is itself nowhere in the workspace.
 */


const QUOTE = /^(.+?):(\d+): ?(.*)$/;
const ABSENCE = /^NO_MATCH:\s*(.+)$/;
/** Lookarounds and empty classes make a pattern that matches nothing, which would "prove" any absence. */
const VACUOUS = /\(\?<?!|\[\^\\s\\S\]|\[\^\\d\\D\]|\[\^\\w\\W\]|\\b\\B|\$\^|\[\]/;
const MAX_LITERAL_CHECKS = 3;
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]{2,}/g;
const STOP_WORDS = new Set("the and for not but are was this that with from into when then than they them its has have had can will does did any all use uses used code line lines file files function value values return returns null true false".split(" "));
function parseEvidence(evidence) {
    return evidence
        .split("\n")
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== "" && !line.trim().startsWith("```"))
        .map((raw) => {
        const absence = ABSENCE.exec(raw.trim());
        if (absence)
            return { kind: "absence", pattern: absence[1].trim() };
        const quote = QUOTE.exec(raw);
        if (quote)
            return { kind: "quote", path: quote[1].trim().replace(/^\.\//, ""), line: Number(quote[2]), text: quote[3] };
        return { kind: "malformed", raw };
    });
}
/** camelCase, snake_case, `$`, digits: shapes prose does not have. */
const CODE_SHAPED = /[a-z][A-Z]|[_$\d]/;
const BACKTICKED = /`([^`\n]+)`/g;
/**
 * The claim's words that name code: code-shaped, backticked, or called
 * (`name(`). A plain English word of the claim ("padded") is as vacuous a
 * NO_MATCH pattern as `zzz`: its absence proves nothing about the code.
 */
function claimIdentifiers(claim) {
    const quoted = new Set([...claim.matchAll(BACKTICKED)].flatMap((m) => [...m[1].matchAll(IDENTIFIER)].map((i) => i[0])));
    return [...claim.matchAll(IDENTIFIER)].filter((m) => CODE_SHAPED.test(m[0]) || quoted.has(m[0]) || claim[m.index + m[0].length] === "(").map((m) => m[0]);
}
/** Identifiers a NO_MATCH pattern may be built from: the claim's code words and the cited lines'. */
async function allowedIdentifiers(finding, sandbox, signal) {
    const identifiers = new Set(claimIdentifiers(finding.claim));
    const range = (0,findings/* parseLineRange */.nM)(finding.lines);
    if (range && finding.path) {
        for (let line = range.start; line <= Math.min(range.end, range.start + 199); line++) {
            const text = await (0,tools.readWorkspaceLine)(sandbox, finding.path, line, signal);
            if (text === undefined)
                break;
            for (const match of text.matchAll(IDENTIFIER))
                if (!STOP_WORDS.has(match[0].toLowerCase()))
                    identifiers.add(match[0]);
        }
    }
    return identifiers;
}
/** Every way the candidate breaks the contract; empty when it holds. */
async function contractProblems(candidate, finding, sandbox, signal) {
    if (candidate === null || typeof candidate !== "object")
        return ["the answer is not an object with verdict, evidence and note"];
    const { verdict, evidence, note } = candidate;
    if (!findings/* VERIFIER_VERDICTS */.As.includes(verdict)) {
        return [`verdict must be one of ${findings/* VERIFIER_VERDICTS */.As.join(", ")}, got ${JSON.stringify(verdict)}`];
    }
    const problems = [];
    const evidenceText = typeof evidence === "string" ? evidence : "";
    const lines = parseEvidence(evidenceText);
    if (verdict === "UNVERIFIABLE") {
        if (typeof note !== "string" || note.trim() === "")
            problems.push("UNVERIFIABLE needs a note saying what could not be established");
    }
    else if (lines.length === 0) {
        problems.push(`${verdict} needs evidence: quoted lines as \`path:line: text\`${verdict === "FALSE" ? " or a `NO_MATCH: <regex>` line" : ""}`);
    }
    if (verdict === "VERIFIED" && lines.length > 0 && !lines.some((l) => l.kind === "quote")) {
        problems.push("VERIFIED needs at least one quoted line `path:line: text` from the code");
    }
    for (const line of lines) {
        if (line.kind === "malformed") {
            problems.push(`evidence line ${JSON.stringify(line.raw.slice(0, 200))} is neither \`path:line: text\` nor \`NO_MATCH: <regex>\``);
        }
        else if (line.kind === "quote") {
            const shown = await (0,tools.readWorkspaceLine)(sandbox, line.path, line.line, signal);
            if (shown === undefined)
                problems.push(`${line.path}:${line.line} does not exist in the workspace (or cannot be read)`);
            else if (shown.trimEnd() !== line.text.trimEnd()) {
                problems.push(`${line.path}:${line.line} is quoted as ${JSON.stringify(line.text.slice(0, 200))}, but the file has ${JSON.stringify(shown.slice(0, 200))}; copy lines exactly as fs_read or fs_grep show them`);
            }
        }
        else {
            problems.push(...(await absenceProblems(line.pattern, verdict, finding, sandbox, signal)));
        }
    }
    return problems;
}
async function absenceProblems(pattern, verdict, finding, sandbox, signal) {
    if (verdict !== "FALSE")
        return [`NO_MATCH evidence only supports FALSE, not ${verdict}`];
    let regex;
    try {
        regex = (0,tools.compileSearchPattern)(pattern);
    }
    catch (error) {
        return [`NO_MATCH pattern ${JSON.stringify(pattern)} is invalid: ${error.message}`];
    }
    if (VACUOUS.test(pattern))
        return [`NO_MATCH pattern ${JSON.stringify(pattern)} uses lookarounds or empty classes; use a plain search for the identifier`];
    const identifiers = await allowedIdentifiers(finding, sandbox, signal);
    const named = [...identifiers].filter((id) => pattern.includes(id));
    if (named.length === 0) {
        return [`NO_MATCH pattern ${JSON.stringify(pattern)} must contain an identifier from the claim (a code name such as \`fooBar\`) or the cited lines`];
    }
    const search = (re) => (0,tools.searchWorkspace)(sandbox, re, { maxMatches: 1, ...(signal ? { signal } : {}) });
    const result = await search(regex);
    if (result.stoppedBy)
        return [`the search for ${JSON.stringify(pattern)} stopped early (${result.stoppedBy} limit), so absence is not proven`];
    if (result.total > 0) {
        const first = result.matches[0];
        return [`NO_MATCH: ${JSON.stringify(pattern)} does match: ${first.path}:${first.line}: ${first.text.slice(0, 200)}`];
    }
    // A pattern can name an identifier and still miss it (`checkTokenX`, `^checkToken`); absence
    // is proven only when one identifier it names is itself nowhere in the workspace.
    let present;
    // Longest first, and only a few: each is a full workspace search inside the gate's timeout.
    for (const id of named.sort((a, b) => b.length - a.length).slice(0, MAX_LITERAL_CHECKS)) {
        const literal = await search(new RegExp(id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
        if (literal.stoppedBy)
            return [`the search for ${JSON.stringify(id)} stopped early (${literal.stoppedBy} limit), so absence is not proven`];
        if (literal.total === 0)
            return [];
        const first = literal.matches[0];
        present ??= { id, at: `${first.path}:${first.line}: ${first.text.slice(0, 200)}` };
    }
    return [
        `NO_MATCH: ${JSON.stringify(pattern)} finds nothing, but ${JSON.stringify(present.id)}, the identifier it names, is there: ${present.at}; ` +
            "search for the identifier itself, or quote the lines that show the claim is false",
    ];
}

;// CONCATENATED MODULE: ./src/review/verifier/gate.ts
/**
 * verdict_gate: accepts a verdict that keeps the contract, stamps the
 * authoritative id from the finding item, rejects back to verify_one once
 * with the reason, and records UNVERIFIABLE after a second failure.
 */


const verdictGate = {
    writes: ["final_verdict", "gate_feedback", "gate_rejections"],
    routes: ["verify_one"],
    run: async ({ state, context, signal }) => {
        const finding = state.finding;
        const candidate = state.candidate;
        const problems = await contractProblems(candidate, finding, context.services.sandbox, signal);
        if (problems.length === 0) {
            const accepted = {
                id: finding.id,
                verdict: candidate.verdict,
                evidence: candidate.evidence ?? "",
                note: candidate.note ?? "",
            };
            return { final_verdict: accepted };
        }
        const rejections = typeof state.gate_rejections === "number" ? state.gate_rejections : 0;
        if (rejections === 0) {
            return {
                gate_rejections: 1,
                gate_feedback: `Your previous answer broke the verdict contract:\n${problems.map((p) => `- ${p}`).join("\n")}\nAnswer again, fixing these.`,
                _next: "verify_one",
            };
        }
        const rejected = {
            id: finding.id,
            verdict: "UNVERIFIABLE",
            evidence: "",
            note: (0,findings/* faultNote */.rk)("finding-verifier", "verdict_gate", "schema", `verdict contract broken twice: ${problems.join("; ")}`),
        };
        return { final_verdict: rejected };
    },
};

;// CONCATENATED MODULE: ./src/review/verifier/intake.ts
const FENCED_JSON = /```(?:json)?\s*\n([\s\S]*?)\n```/g;
function intake_text(value) {
    if (typeof value === "string")
        return value;
    if (typeof value === "number")
        return String(value);
    return "";
}
/**
 * id, severity, path and lines sit in verify_one's prompt outside the data
 * block, and come from a reviewer's (or a model's) output: one line, bounded,
 * so none of them can carry a paragraph of instructions.
 */
function label(value, max) {
    return intake_text(value).replace(/\s+/g, " ").trim().slice(0, max);
}
const MAX_CLAIM_CHARS = 4000;
/** Coerces one item; ids default to F<n>. Nothing is dropped: a bare item still gets a verdict. */
function toFindingItem(raw, index) {
    const item = (raw && typeof raw === "object" ? raw : { claim: intake_text(raw) });
    const start = item.start_line ?? item.line;
    const end = item.end_line;
    const lines = intake_text(item.lines) || (start !== undefined ? (end !== undefined && end !== start ? `${intake_text(start)}-${intake_text(end)}` : intake_text(start)) : "");
    const claim = intake_text(item.claim) || [intake_text(item.title), intake_text(item.message), intake_text(item.description)].filter(Boolean).join(": ");
    return {
        id: label(item.id, 64) || `F${index + 1}`,
        severity: label(item.severity, 40),
        path: label(item.path ?? item.file, 500),
        lines: label(lines, 40),
        claim: claim.trim().slice(0, MAX_CLAIM_CHARS),
    };
}
/** A list of findings from JSON: a list, or an object with a `findings` list. */
function findingsFromJson(value) {
    const list = Array.isArray(value) ? value : value && typeof value === "object" ? value.findings : undefined;
    return Array.isArray(list) ? list.map(toFindingItem) : undefined;
}
function findingsFromPrompt(prompt) {
    const trimmed = prompt.trim();
    if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
        try {
            const found = findingsFromJson(JSON.parse(trimmed));
            if (found)
                return found;
        }
        catch {
            // not JSON as a whole: look for a fenced block below
        }
    }
    for (const match of prompt.matchAll(FENCED_JSON)) {
        try {
            const found = findingsFromJson(JSON.parse(match[1]));
            if (found)
                return found;
        }
        catch {
            continue;
        }
    }
    return undefined;
}
/** A typed `findings` input: a list, an object with a list, or the same as JSON text. Undefined when none was given. */
function typedFindings(value) {
    if (value === undefined || value === null || value === "")
        return undefined;
    return typeof value === "string" ? findingsFromPrompt(value) : findingsFromJson(value);
}
const intake = {
    writes: ["findings"],
    routes: ["verify_each", "parse"],
    run: ({ state }) => {
        // An empty typed list is an answer (the lane had no 🔴/🟡 findings), not a cue to parse the prompt.
        const typed = typedFindings(state.findings);
        if (typed)
            return { findings: typed, _next: "verify_each" };
        const prompt = typeof state.initial_prompt === "string" ? state.initial_prompt : "";
        const fromPrompt = findingsFromPrompt(prompt);
        if (fromPrompt)
            return { findings: fromPrompt, _next: "verify_each" };
        if (prompt.trim() === "")
            return { findings: [], _next: "verify_each" };
        return { findings: [], _next: "parse" };
    },
};

;// CONCATENATED MODULE: ./src/review/verifier/register.ts




const VERIFIER_GRAPH = "finding-verifier";
function registerVerifierScripts(registry) {
    return registry
        .register(VERIFIER_GRAPH, "intake", intake)
        .register(VERIFIER_GRAPH, "cite", cite)
        .register(VERIFIER_GRAPH, "parse_fault", parseFault)
        .register(VERIFIER_GRAPH, "verify_fault", verifyFault)
        .register(VERIFIER_GRAPH, "verdict_gate", verdictGate);
}


/***/ })

};
