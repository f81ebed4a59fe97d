export const id = 807;
export const ids = [807];
export const modules = {

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

/***/ 9914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W0: () => (/* binding */ fileTableOf),
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
// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var git_diffSpec = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/review/signals/untracked.ts + 1 modules
var signals_untracked = __webpack_require__(8555);
// EXTERNAL MODULE: ./src/llm/redactDeep.ts
var redactDeep = __webpack_require__(6452);
// EXTERNAL MODULE: ./src/review/codeReview/filePolicy.ts
var filePolicy = __webpack_require__(9558);
// EXTERNAL MODULE: ./src/review/codeReview/baseMarkers.ts
var baseMarkers = __webpack_require__(3140);
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

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts
var chunks = __webpack_require__(1800);
// EXTERNAL MODULE: ./src/review/matrix/facts.ts
var facts = __webpack_require__(2335);
// EXTERNAL MODULE: ./src/review/codeReview/chunkAssignment.ts
var chunkAssignment = __webpack_require__(3960);
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
    const spec = (0,git_diffSpec/* parseDiffSpec */.EX)(diffSpec);
    const options = signal ? { signal } : {};
    // The counts and the binary mark come from the patch itself, as `--numstat` would give them: one full diff fewer.
    // The base markers need only the listing: their merge base and grep run while git is still writing the patch.
    const listing = git.diffNameStatus(spec, options);
    const lookup = listing.then((l) => (0,baseMarkers/* baseMarkers */.DA)(git, spec, l, options));
    // Handled here until awaited: when git cannot read the diff, its own read fails first and names why, whichever process exits first.
    lookup.catch(() => { });
    const [entries, patch] = await Promise.all([listing, git.diffPatch(spec, [], options)]);
    const markers = await lookup;
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
    if ((0,git_diffSpec/* countsUntracked */.w3)(spec, untracked)) {
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
/** The file table's rows, in the listing's (git's) order. */
function fileTableOf(files) {
    return files.map((f) => ({ path: f.path, status: f.status, additions: f.additions, deletions: f.deletions }));
}
/**
 * The rows a code-review shard reports: only its own chunks' files when the
 * plan recorded the whole table beside its chunk assignment (the gate shows
 * the plan's table, and the partials stay small), else the whole listing.
 */
function shardFileTable(files, plan, tableInPlan) {
    if (!tableInPlan)
        return fileTableOf(files);
    const own = new Set(plan.chunks.flatMap((chunk) => chunk.paths));
    return fileTableOf(files.filter((file) => own.has(file.path)));
}
/**
 * The run's diff, planned into chunks exactly as read_diff plans them. The
 * matrix plan calls it with no chunk cap to count and assign the chunks it
 * must shard. A shard keeps only its chunks; with the plan's assignment it
 * redacts and renders only their files. `chunkCount` is the whole plan's.
 */
async function planDiffChunks(context, diffSpec, limits, signal, shard) {
    const { git, sandbox } = context.services;
    if (!git)
        throw new Error("no git client in this run");
    const files = await readRawFileDiffs(git, diffSpec, signal, (0,git_diffSpec/* runUntracked */.F_)(context));
    // Only this lane narrows to the incremental scope; changed_paths stays the whole diff.
    const options = { ...limits, policy: runFilePolicy(context, { incremental: true }) };
    const assigned = shard?.assignment && (0,chunkAssignment/* assignedChunks */.p7)(files, shard.assignment, { ...options, wanted: shard.wanted, redact: sandbox.redact });
    if (assigned)
        return { files, plan: assigned, chunkCount: shard.assignment.chunks.length };
    for (const file of files)
        file.patch = (0,redactDeep/* redactPatch */.IW)(file.patch, sandbox.redact);
    const plan = (0,chunks/* planChunks */.Cu)(files, options);
    return { files, plan: shard ? { ...plan, chunks: plan.chunks.filter((chunk) => shard.wanted(chunk.index)) } : plan, chunkCount: plan.chunks.length };
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
        const diffSpec = (0,git_diffSpec/* runDiffSpec */.E8)(context, state);
        // A matrix shard keeps its own chunks of the whole matrix's plan (the cap is per shard); indices and the count stay global.
        const job = (0,facts/* matrixJobFact */.vX)(context.facts);
        const shard = job?.lane === "code-review" ? job : undefined;
        const assignment = shard && (0,facts/* matrixChunksFact */.Mf)(context.facts);
        let files;
        let plan;
        let chunkCount;
        try {
            const limits = {
                chunkTokens: positiveInt(state.chunk_tokens, chunks/* DEFAULT_CHUNK_TOKENS */.ri),
                maxChunks: positiveInt(state.max_chunks, chunks/* DEFAULT_MAX_CHUNKS */.O3) * (shard?.shards ?? 1),
            };
            const selection = shard && { wanted: (index) => (0,shards/* inShard */.Iw)(index, shard.shard, shard.shards), assignment };
            ({ files, plan, chunkCount } = await planDiffChunks(context, diffSpec, limits, signal, selection));
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
            chunks: plan.chunks,
            chunk_count: chunkCount,
            file_stats: shard ? shardFileTable(files, plan, assignment !== undefined) : fileTableOf(files),
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
// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var diffSpec = __webpack_require__(2047);
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
var compute = __webpack_require__(9721);
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
