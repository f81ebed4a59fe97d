export const id = 628;
export const ids = [628];
export const modules = {

/***/ 7726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ groupDuplicates),
/* harmony export */   Fo: () => (/* binding */ collect)
/* harmony export */ });
/* unused harmony export mergeDuplicates */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3798);
/* harmony import */ var _llm_tools_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2743);
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

/***/ 8294:
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
// EXTERNAL MODULE: ./src/review/signals/untracked.ts
var signals_untracked = __webpack_require__(4133);
// EXTERNAL MODULE: ./src/llm/redactDeep.ts
var redactDeep = __webpack_require__(6452);
// EXTERNAL MODULE: ./src/review/codeReview/filePolicy.ts
var filePolicy = __webpack_require__(9558);
// EXTERNAL MODULE: ./src/review/codeReview/baseMarkers.ts
var baseMarkers = __webpack_require__(3140);
;// CONCATENATED MODULE: ./src/review/codeReview/fileContent.ts
/**
 * Facts about a changed file's patch. Whether its content is text, and in
 * which encoding, is decided from its bytes by decodedDiff.ts, never by git's
 * "Binary files differ" (an in-tree `-diff` attribute the pull request adds).
 */
/** The most of one file read to decode it; beyond it the file is over budget for any chunk. */
const TEXT_PATCH_LIMIT = 2 * 1024 * 1024;
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/llm/text/decode.ts
var decode = __webpack_require__(4009);
// EXTERNAL MODULE: ./src/llm/tools/secretFiles.ts
var secretFiles = __webpack_require__(8700);
// EXTERNAL MODULE: ./src/llm/tools/workspaceFile.ts
var workspaceFile = __webpack_require__(8116);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/review/git/git.ts + 1 modules
var git_git = __webpack_require__(7070);
;// CONCATENATED MODULE: ./src/review/git/baseAttributes.ts
/**
 * The `working-tree-encoding` the BASE tree's `.gitattributes` give paths.
 * Attributes in the pull request's tree never decide how a file is read, and
 * git 2.39 has no `--attr-source`: so the base tree is read into a private,
 * temporary index and asked with `check-attr --cached`, which reads the
 * index's `.gitattributes` only, never the working tree's. Most trees declare
 * no encoding at all; then nothing more than a listing is read.
 */





const ATTRIBUTE = "working-tree-encoding";
const ATTRIBUTES_READ_LIMIT = 1024 * 1024;
/** Paths per check-attr call, in bytes: well under any system's argument limit. */
const ARGUMENT_BYTES = 64 * 1024;
const isAttributesFile = (path) => path === ".gitattributes" || path.endsWith("/.gitattributes");
/** Whether any `.gitattributes` in the base tree mentions the attribute at all. */
async function baseDeclaresEncodings(git, base, options) {
    const listing = await git.run(["ls-tree", "-r", "-z", "--name-only", "--full-tree", "--end-of-options", base], options);
    for (const path of listing.split("\0").filter(isAttributesFile)) {
        const file = await git.showFile(base, path, ATTRIBUTES_READ_LIMIT, options);
        if (file?.text.includes(ATTRIBUTE))
            return true;
    }
    return false;
}
/** Path → encoding name, for the `paths` the base tree gives one. */
async function baseWorkingTreeEncodings(git, baseRevision, paths, options = {}) {
    const encodings = new Map();
    const base = (0,git_diffSpec/* assertRevision */.yr)(baseRevision);
    if (paths.length === 0 || !(await baseDeclaresEncodings(git, base, options)))
        return encodings;
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "gauntlet-attr-"));
    try {
        const scratch = git.withOptions({ env: { GIT_INDEX_FILE: (0,external_node_path_.join)(dir, "index") } });
        await scratch.run(["read-tree", "--end-of-options", base], options);
        for (const batch of (0,git_git/* argumentBatches */.CN)(paths, ARGUMENT_BYTES)) {
            const fields = (await scratch.run(["check-attr", "--cached", "-z", ATTRIBUTE, "--", ...batch], options)).split("\0");
            for (let i = 0; i + 2 < fields.length; i += 3) {
                const [path, value] = [fields[i], fields[i + 2]];
                if (value !== "unspecified" && value !== "set" && value !== "unset" && value !== "")
                    encodings.set(path, value);
            }
        }
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
    return encodings;
}

;// CONCATENATED MODULE: ./src/review/codeReview/decodedDiff.ts
/**
 * Decode before anything reads. git's patch is bytes read as UTF-8: a file in
 * UTF-16 arrives one NUL between characters (or as "Binary files differ"),
 * Windows-1252 as U+FFFD, compressed data as noise counted as text. So every
 * changed file whose patch is not plain text — git called it binary, or its
 * lines hold a NUL, U+FFFD, a BOM or another character no text has — is read
 * again from the object store as bytes, decoded (llm/text/decode.ts, with the
 * BASE tree's `working-tree-encoding` as a hint), and its diff rebuilt from
 * the decoded texts with `git diff --no-index`: line numbers are an editor's.
 *
 * Nothing in the pull request (names, attributes) decides this. A file no
 * decoder makes legible is never shown: binary when its bytes are binary data
 * (a NUL, or a high share of bytes no text has) and it is no source file,
 * else `unreadable`, which the plan lists as not reviewed ("unreadable encoding").
 */










const PARALLEL_GIT = 4;
const BOM = 0xfeff;
/**
 * Whether a patch's content lines hold what plain UTF-8 text never does. A
 * BOM is not such a thing: U+FEFF in git's UTF-8 is a UTF-8 BOM, already
 * read right (dropUtf8Bom takes it off), and localisation commits carry one
 * in every file: re-reading each would cost four git processes a file.
 */
function patchNeedsDecoding(patch) {
    const hunks = patch.indexOf("\n@@");
    if (hunks < 0)
        return false;
    for (let i = hunks; i < patch.length; i += 1)
        if ((0,decode/* isOddCode */.dX)(patch.charCodeAt(i)))
            return true;
    return false;
}
/** Takes a UTF-8 BOM off the first line of each side of a patch git read right, and says so in the file's note. */
function dropUtf8Bom(file) {
    if (!file.patch.includes("\uFEFF"))
        return;
    const lines = file.patch.split("\n");
    let [oldLine, newLine, dropped] = [0, 0, false];
    for (let i = 0; i < lines.length; i += 1) {
        const line = lines[i];
        const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)/.exec(line);
        if (hunk)
            [oldLine, newLine] = [Number(hunk[1]), Number(hunk[2])];
        else if ((oldLine > 0 || newLine > 0) && line[0] !== "\\") {
            const mark = line[0];
            const firstLine = (mark !== "+" && oldLine === 1) || (mark !== "-" && newLine === 1);
            if (firstLine && line.charCodeAt(1) === BOM)
                [lines[i], dropped] = [mark + line.slice(2), true];
            if (mark !== "+")
                oldLine += 1;
            if (mark !== "-")
                newLine += 1;
        }
    }
    if (!dropped)
        return;
    file.patch = lines.join("\n");
    file.encodingNote ??= "UTF-8 with a BOM";
}
const isSymlink = (patch) => /^(?:new file mode|deleted file mode|index [0-9a-f]+\.\.[0-9a-f]+) 120000$/m.test(patch);
/** The section's header lines: everything before its first hunk or binary notice. */
function headerOf(patch) {
    const lines = [];
    for (const line of patch.split("\n")) {
        if (line.startsWith("@@") || line.startsWith("Binary files ") || line.startsWith("GIT binary patch"))
            break;
        if (line !== "")
            lines.push(line);
    }
    return lines.join("\n");
}
/** A working-tree file's bytes, opened as every PR-controlled path is: no symlink, regular files only. */
async function worktreeBytes(git, path, options) {
    const top = await git.topLevel(options);
    let handle;
    try {
        handle = await (0,promises_.open)((0,external_node_path_.join)(top, path), workspaceFile/* NON_BLOCKING_READ_FLAGS */.v0);
    }
    catch {
        return undefined;
    }
    try {
        if (!(await handle.stat()).isFile())
            return undefined;
        const buffer = Buffer.alloc(TEXT_PATCH_LIMIT + 1);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return { bytes: buffer.subarray(0, Math.min(bytesRead, TEXT_PATCH_LIMIT)), truncated: bytesRead > TEXT_PATCH_LIMIT };
    }
    finally {
        await handle.close();
    }
}
/** Decodes a side; of a truncated one only its head, which decides whether it is text at all. */
function decodeSide(side, declared) {
    if (!side)
        return undefined;
    return side.truncated ? (0,decode/* decodeHead */.Jk)(side.bytes.subarray(0, decode/* HEAD_SAMPLE_BYTES */.uf), declared) : (0,decode/* decodeText */.g7)(side.bytes, declared);
}
/** The hunks between two texts, by `git diff --no-index` on private temporary copies: no attribute or driver applies. */
async function lineDiff(git, oldText, newText, options) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "gauntlet-decoded-"));
    try {
        const [a, b] = [(0,external_node_path_.join)(dir, "a"), (0,external_node_path_.join)(dir, "b")];
        await Promise.all([(0,promises_.writeFile)(a, oldText, { mode: 0o600 }), (0,promises_.writeFile)(b, newText, { mode: 0o600 })]);
        let output = "";
        const args = ["diff", "--no-index", "--no-color", "--no-ext-diff", "--no-textconv", "--text", "--unified=3", "--", a, b];
        try {
            await git.stream(args, (text) => (output += text), options);
        }
        catch (error) {
            // --no-index exits 1 when the files differ: that is the answer, not a failure.
            if (!(error instanceof git_git/* GitError */.XS && error.exitCode === 1))
                throw error;
        }
        const hunks = output.indexOf("\n@@");
        return hunks < 0 ? "" : output.slice(hunks + 1);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
function noteOf(base, head) {
    const notes = [base?.kind === "text" && base.note && `base: ${base.note}`, head?.kind === "text" && head.note && `head: ${head.note}`];
    if (base?.kind === "text" && head?.kind === "text" && base.encoding.toLowerCase() !== head.encoding.toLowerCase()) {
        notes.push(`the encoding changed from ${base.encoding.toUpperCase()} to ${head.encoding.toUpperCase()}`);
    }
    const kept = notes.filter((n) => typeof n === "string" && n !== "");
    return kept.length > 0 ? kept.join("; ") : undefined;
}
async function decodeFile(git, spec, base, file, declared, options) {
    const oldPath = file.oldPath ?? file.path;
    const [oldSide, newSide] = await Promise.all([
        file.status === "added" ? undefined : git.showFileBytes(base, oldPath, TEXT_PATCH_LIMIT, options),
        file.status === "deleted"
            ? undefined
            : spec.kind === "range"
                ? git.showFileBytes(spec.head, file.path, TEXT_PATCH_LIMIT, options)
                : worktreeBytes(git, file.path, options),
    ]);
    const oldText = decodeSide(oldSide, declared.get(oldPath));
    const newText = decodeSide(newSide, declared.get(file.path));
    const shownSide = file.status === "deleted" ? oldSide : newSide;
    const shown = file.status === "deleted" ? oldText : newText;
    const header = headerOf(file.patch);
    if (!shown || !shownSide || shown.kind === "binary") {
        if ((shownSide === undefined || (0,decode/* isBinaryData */.Og)(shownSide.bytes)) && !(0,secretFiles/* hasSourceExtension */.Ty)(file.path)) {
            file.binary = true;
            return;
        }
        // Meant as text and not legible: never shown raw, never counted as reviewed.
        Object.assign(file, { binary: false, unreadable: true, patch: header, additions: 0, deletions: 0 });
        return;
    }
    file.binary = false;
    const note = noteOf(oldText, newText);
    if (note)
        file.encodingNote = note;
    if (oldSide?.truncated || newSide?.truncated) {
        file.tooLarge = true;
        return;
    }
    const before = oldText?.kind === "text" ? oldText.text : "";
    const after = newText?.kind === "text" ? newText.text : "";
    file.patch = `${header}\n${await lineDiff(git, before, after, options)}`;
    Object.assign(file, countLines(file.patch));
}
/**
 * Decodes, in place, every file whose patch is not plain text (git called it
 * binary, or patchNeedsDecoding). Symlinks are left as git shows them: their
 * "content" is a target path.
 */
async function decodeChangedFiles(git, spec, files, options = {}) {
    const pending = files.filter((file) => (file.binary || patchNeedsDecoding(file.patch)) && !isSymlink(file.patch));
    const rereading = new Set(pending);
    for (const file of files)
        if (!rereading.has(file))
            dropUtf8Bom(file);
    if (pending.length === 0)
        return;
    const base = await git.baseRevision(spec, options);
    const paths = [...new Set(pending.flatMap((file) => [file.path, ...(file.oldPath ? [file.oldPath] : [])]))];
    const declared = await baseWorkingTreeEncodings(git, base, paths, options);
    const limit = (0,p_limit/* default */.A)(PARALLEL_GIT);
    await Promise.all(pending.map((file) => limit(() => decodeFile(git, spec, base, file, declared, options))));
}

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts + 2 modules
var chunks = __webpack_require__(7499);
// EXTERNAL MODULE: ./src/review/matrix/facts.ts
var facts = __webpack_require__(2335);
// EXTERNAL MODULE: ./src/review/codeReview/chunkAssignment.ts
var chunkAssignment = __webpack_require__(3960);
// EXTERNAL MODULE: ./src/review/matrix/shards.ts
var shards = __webpack_require__(7743);
// EXTERNAL MODULE: ./src/review/context/runMap.ts + 4 modules
var runMap = __webpack_require__(7792);
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
    // Decoded from the object store's bytes, never by attributes or markers the pull request adds.
    await decodeChangedFiles(git, spec, files, options);
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
        // Code review (the incremental caller) reads the security-only files too at posture hardened.
        readsSecurityOnly: options.incremental && context.facts.security_posture === "hardened",
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
    // A file no decoder makes legible is in no chunk: it is listed as not reviewed, so coverage is partial.
    const readable = files.filter((file) => !file.unreadable);
    const unreadable = files.filter((file) => file.unreadable).map((file) => ({ path: file.path, reason: decode/* UNREADABLE_ENCODING */.AM }));
    const withUnreadable = (plan) => (unreadable.length === 0 ? plan : { ...plan, overBudget: [...plan.overBudget, ...unreadable] });
    // Only this lane narrows to the incremental scope; changed_paths stays the whole diff.
    const options = { ...limits, policy: runFilePolicy(context, { incremental: true }) };
    const assigned = shard?.assignment && (0,chunkAssignment/* assignedChunks */.p7)(readable, shard.assignment, { ...options, wanted: shard.wanted, redact: sandbox.redact });
    if (assigned)
        return { files, plan: withUnreadable(assigned), chunkCount: shard.assignment.chunks.length };
    for (const file of readable)
        file.patch = (0,redactDeep/* redactPatch */.IW)(file.patch, sandbox.redact);
    const plan = withUnreadable((0,chunks/* planChunks */.Cu)(readable, options));
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
        context_summary: schemas/* unknown */.L5J(),
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
                context_summary: null,
            };
        }
        // The code map's context per chunk, after the diff read; a shard maps for its own chunks, so it sees what one job sees.
        const patches = new Map(files.map((f) => [f.path, f.patch]));
        const contextSummary = await (0,runMap/* addChunkContexts */.DD)(context.services.sandbox, plan.chunks, patches, (0,runMap/* contextShare */.jQ)(state.context_share), signal);
        return {
            diff_spec: diffSpec,
            chunks: plan.chunks,
            chunk_count: chunkCount,
            file_stats: shard ? shardFileTable(files, plan, assignment !== undefined) : fileTableOf(files),
            changed_paths: files.filter((f) => f.status !== "deleted").map((f) => f.path),
            skipped_files: plan.skipped,
            over_budget_files: plan.overBudget,
            diff_error: "",
            context_summary: contextSummary,
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

// EXTERNAL MODULE: ./src/review/context/runMap.ts + 4 modules
var runMap = __webpack_require__(7792);
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
        ...(state.context_summary ? { context: state.context_summary } : {}),
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
    const context = (0,runMap/* contextLines */.zY)(input.context);
    if (context.length > 0)
        lines.push(...context.map(inline), "");
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

/***/ 9955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ languageOf)
/* harmony export */ });
/* unused harmony export SHIPPED_GRAMMARS */
const BY_EXTENSION = (() => {
    const table = {};
    const add = (id, grammar, extensions) => {
        for (const ext of extensions)
            table[ext] = { id, grammar };
    };
    add("typescript", "tree-sitter-typescript", ["ts", "mts", "cts"]);
    add("tsx", "tree-sitter-tsx", ["tsx"]);
    add("javascript", "tree-sitter-javascript", ["js", "jsx", "mjs", "cjs"]);
    add("python", "tree-sitter-python", ["py", "pyi"]);
    add("go", "tree-sitter-go", ["go"]);
    add("rust", "tree-sitter-rust", ["rs"]);
    add("java", "tree-sitter-java", ["java"]);
    add("ruby", "tree-sitter-ruby", ["rb", "rake"]);
    add("csharp", "tree-sitter-c_sharp", ["cs"]);
    add("php", "tree-sitter-php", ["php"]);
    add("c", "tree-sitter-c", ["c", "h"]);
    add("cpp", "tree-sitter-cpp", ["cc", "cpp", "cxx", "hpp", "hh", "hxx"]);
    return table;
})();
/** The grammars the build ships (scripts/build.mjs copies exactly these). */
const SHIPPED_GRAMMARS = [...new Set(Object.values(BY_EXTENSION).map((s) => s.grammar))].sort();
/** The language of a repository-relative path, or undefined when the map does not read it. */
function languageOf(relPath) {
    const base = relPath.slice(relPath.lastIndexOf("/") + 1);
    if (base.endsWith(".d.ts"))
        return BY_EXTENSION.ts;
    const dot = base.lastIndexOf(".");
    return dot > 0 ? BY_EXTENSION[base.slice(dot + 1).toLowerCase()] : undefined;
}


/***/ }),

/***/ 4805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sp: () => (/* binding */ enclosingDefinition),
  k2: () => (/* binding */ occurrenceKind),
  CJ: () => (/* binding */ parseFile)
});

;// CONCATENATED MODULE: ./src/review/context/definitionQueries.ts
/**
 * Definition queries per language: functions, methods, classes and their
 * kin, and exported constants. Written for the grammars in languages.ts after
 * the grammars' own tags.scm (MIT), as Aider's repo map uses them.
 */
const JS_COMMON = `
(function_declaration name: (_) @name) @def
(generator_function_declaration name: (_) @name) @def
(method_definition name: (_) @name) @def
(class_declaration name: (_) @name) @def
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression)]) @def
(export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name))) @def
(assignment_expression left: (member_expression property: (property_identifier) @name) right: [(arrow_function) (function_expression)]) @def
(pair key: (property_identifier) @name value: [(arrow_function) (function_expression)]) @def
`;
const TS_EXTRA = `
(abstract_class_declaration name: (_) @name) @def
(interface_declaration name: (_) @name) @def
(type_alias_declaration name: (_) @name) @def
(enum_declaration name: (_) @name) @def
(function_signature name: (_) @name) @def
(method_signature name: (_) @name) @def
(abstract_method_signature name: (_) @name) @def
`;
const C_FUNCTIONS = `
(function_definition declarator: (function_declarator declarator: (_) @name)) @def
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: (_) @name))) @def
(struct_specifier name: (type_identifier) @name body: (_)) @def
`;
const DEFINITION_QUERIES = {
    typescript: JS_COMMON + TS_EXTRA,
    tsx: JS_COMMON + TS_EXTRA,
    javascript: JS_COMMON,
    python: `
(function_definition name: (identifier) @name) @def
(class_definition name: (identifier) @name) @def
`,
    go: `
(function_declaration name: (identifier) @name) @def
(method_declaration name: (field_identifier) @name) @def
(type_spec name: (type_identifier) @name) @def
`,
    rust: `
(function_item name: (identifier) @name) @def
(function_signature_item name: (identifier) @name) @def
(struct_item name: (type_identifier) @name) @def
(enum_item name: (type_identifier) @name) @def
(trait_item name: (type_identifier) @name) @def
(const_item name: (identifier) @name) @def
`,
    java: `
(method_declaration name: (identifier) @name) @def
(constructor_declaration name: (identifier) @name) @def
(class_declaration name: (identifier) @name) @def
(interface_declaration name: (identifier) @name) @def
(enum_declaration name: (identifier) @name) @def
`,
    ruby: `
(method name: (_) @name) @def
(singleton_method name: (_) @name) @def
(class name: (_) @name) @def
(module name: (_) @name) @def
`,
    csharp: `
(method_declaration name: (identifier) @name) @def
(constructor_declaration name: (identifier) @name) @def
(class_declaration name: (identifier) @name) @def
(interface_declaration name: (identifier) @name) @def
(struct_declaration name: (identifier) @name) @def
(record_declaration name: (identifier) @name) @def
`,
    php: `
(function_definition name: (name) @name) @def
(method_declaration name: (name) @name) @def
(class_declaration name: (name) @name) @def
(interface_declaration name: (name) @name) @def
(trait_declaration name: (name) @name) @def
`,
    c: C_FUNCTIONS,
    cpp: `${C_FUNCTIONS}
(class_specifier name: (type_identifier) @name body: (_)) @def
`,
};

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/review/context/treeSitter.ts
/**
 * web-tree-sitter, loaded at run time from its CommonJS build: beside the
 * bundle in `dist/grammars/` (the build copies it), or from node_modules when
 * running from source. The bundler (ncc) does not take it in: its ES build
 * finds Node's `module` through a dynamic import that ncc turns into a
 * namespace without `createRequire`, and the runtime would not start.
 */

const loaded = new Map();
/** The runtime module at `path` (an absolute path to web-tree-sitter.cjs), loaded once. */
function treeSitterAt(path) {
    let module = loaded.get(path);
    if (!module) {
        module = (0,external_node_module_.createRequire)(import.meta.url)(path);
        loaded.set(path, module);
    }
    return module;
}

;// CONCATENATED MODULE: ./src/review/context/grammars.ts
/**
 * The tree-sitter runtime and its grammars, loaded lazily: the runtime on the
 * first parse, each grammar the first time a file of its language is read.
 * A run whose diff holds no mapped language loads nothing.
 *
 * Where they are: the build ships them once in `dist/grammars/` (brotli-
 * compressed: 19 MB of WASM is 1 MB so), shared by the action (dist/index.js)
 * and the CLI (dist/cli/index.js); from source they come from node_modules.
 */






const RUNTIME_WASM = "web-tree-sitter.wasm";
const RUNTIME_MODULE = "web-tree-sitter.cjs";
/** A grammar or the runtime could not be found or loaded: the map falls back to diff-only context. */
class GrammarError extends Error {
    code = "GRAMMAR_UNAVAILABLE";
}
/** The shipped folder beside a bundle, else the packages (running from source). */
function places() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (const dir of [(0,external_node_path_.join)(here, "grammars"), (0,external_node_path_.join)(here, "..", "grammars")]) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, RUNTIME_WASM))) {
            return {
                runtime: (0,external_node_path_.join)(dir, RUNTIME_WASM),
                module: (0,external_node_path_.join)(dir, RUNTIME_MODULE),
                grammar: (name) => [(0,external_node_path_.join)(dir, `${name}.wasm.br`)].find((p) => (0,external_node_fs_.existsSync)(p)),
            };
        }
    }
    // Package names built at run time, so the bundler leaves them to this fallback and never copies them itself.
    const req = (0,external_node_module_.createRequire)(import.meta.url);
    const wasms = (0,external_node_path_.join)((0,external_node_path_.dirname)(req.resolve([["@repomix", "tree-sitter-wasms"].join("/"), "package.json"].join("/"))), "out");
    const runtime = req.resolve([["web", "tree", "sitter"].join("-"), RUNTIME_WASM].join("/"));
    return {
        runtime,
        module: (0,external_node_path_.join)((0,external_node_path_.dirname)(runtime), RUNTIME_MODULE),
        grammar: (name) => [(0,external_node_path_.join)(wasms, `${name}.wasm`)].find((p) => (0,external_node_fs_.existsSync)(p)),
    };
}
let runtime;
const languages = new Map();
function initRuntime() {
    runtime ??= (async () => {
        const found = places();
        const ts = treeSitterAt(found.module);
        await ts.Parser.init({ locateFile: () => found.runtime });
        return { found, ts };
    })();
    return runtime;
}
/** The grammar of a language, loaded once per process. */
function loadLanguage(spec) {
    let loading = languages.get(spec.grammar);
    if (!loading) {
        loading = (async () => {
            const { found, ts } = await initRuntime().catch((error) => {
                throw new GrammarError(`the tree-sitter runtime did not load (${error instanceof Error ? error.message : String(error)})`);
            });
            const file = found.grammar(spec.grammar);
            if (!file)
                throw new GrammarError(`no grammar ${spec.grammar} shipped beside the bundle`);
            const bytes = (0,external_node_fs_.readFileSync)(file);
            return { language: await ts.Language.load(file.endsWith(".br") ? (0,external_node_zlib_.brotliDecompressSync)(bytes) : bytes), ts };
        })();
        languages.set(spec.grammar, loading);
    }
    return loading;
}

;// CONCATENATED MODULE: ./src/review/context/parse.ts


const queries = new Map();
function definitionQuery(ts, spec, language) {
    let query = queries.get(spec.id);
    if (!query) {
        query = new ts.Query(language, DEFINITION_QUERIES[spec.id]);
        queries.set(spec.id, query);
    }
    return query;
}
/** Parses a file; rejects with GrammarError when its grammar does not load. */
async function parseFile(spec, text) {
    // A grammar that does not load rejects (GrammarError): the map records why, and the report names it.
    const { language, ts } = await loadLanguage(spec);
    const parser = new ts.Parser();
    try {
        parser.setLanguage(language);
        const tree = parser.parse(text);
        if (!tree)
            return undefined;
        const definitions = [];
        const seen = new Set();
        for (const match of definitionQuery(ts, spec, language).matches(tree.rootNode)) {
            const def = match.captures.find((c) => c.name === "def")?.node;
            const name = match.captures.find((c) => c.name === "name")?.node;
            if (!def || !name || seen.has(def.id))
                continue;
            seen.add(def.id);
            definitions.push({
                name: simpleName(name.text),
                kind: def.type,
                startLine: def.startPosition.row,
                endLine: def.endPosition.row,
                startIndex: def.startIndex,
                endIndex: def.endIndex,
            });
        }
        definitions.sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
        return { language: spec.id, tree, definitions };
    }
    finally {
        parser.delete();
    }
}
/** `Foo::bar`, `self.bar`, `~Foo` → the name references use. */
function simpleName(text) {
    const parts = text.split(/::|\.|->/);
    return (parts.at(-1) ?? text).replace(/^~/, "");
}
/** The innermost definition holding a 0-based line, if any. */
function enclosingDefinition(file, line) {
    let best;
    for (const def of file.definitions) {
        if (def.startLine <= line && line <= def.endLine && (!best || def.endLine - def.startLine <= best.endLine - best.startLine))
            best = def;
    }
    return best;
}
/**
 * What the word at `index` is in the tree: undefined in a comment or string
 * (not a reference), else a call, an import, or another use of the name.
 */
function occurrenceKind(file, index, name) {
    const node = file.tree.rootNode.descendantForIndex(index);
    if (!node || node.text !== name || /comment|string|heredoc/.test(node.type))
        return undefined;
    for (let up = node.parent, depth = 0; up && depth < 4; up = up.parent, depth++) {
        if (/import|require|use_declaration|using_directive|namespace_use|preproc_include/.test(up.type))
            return "import";
        if (/call|invocation|new_expression|object_creation/.test(up.type))
            return "call";
    }
    return "name";
}


/***/ }),

/***/ 7792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DD: () => (/* binding */ addChunkContexts),
  zY: () => (/* binding */ contextLines),
  jQ: () => (/* binding */ contextShare),
  Kx: () => (/* binding */ mergeContextSummaries)
});

// UNUSED EXPORTS: DEFAULT_CONTEXT_SHARE, PROMPT_HEAD_TOKENS, runCodeMap

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/llm/tools/confinedRead.ts
var confinedRead = __webpack_require__(5495);
// EXTERNAL MODULE: ./src/llm/tools/walk.ts
var tools_walk = __webpack_require__(4674);
// EXTERNAL MODULE: ./src/review/context/parse.ts + 3 modules
var parse = __webpack_require__(4805);
// EXTERNAL MODULE: ./src/review/context/languages.ts
var languages = __webpack_require__(9955);
;// CONCATENATED MODULE: ./src/review/context/codeMap.ts
/**
 * The code map of a checkout: the text of every file in a mapped language,
 * read once per run through the same confined reader as the tools (no
 * symlink followed, the sandbox's size cap, the secret-file denylist), and
 * each file's syntax tree and definitions, parsed on first use.
 *
 * References are found by name, then confirmed by the tree: a word that
 * matches a changed definition's name is a reference when the node there is
 * a name, not a comment or a string. Only files holding the word are parsed,
 * so the map costs a read of the tree and a parse of the files in play.
 *
 * Bounded: a checkout over the file or byte limit is not mapped at all, and
 * the report says the review fell back to diff-only context. The map never
 * runs anything from the checkout.
 */





const DEFAULT_MAP_LIMITS = { maxFiles: 25_000, maxBytes: 128 * 1024 * 1024 };
class CodeMap {
    texts;
    figures;
    parsed = new Map();
    /** Grammars that did not load, with why: the files of their language get diff-only context, and the report says why. */
    grammarFaults = new Map();
    constructor(
    /** Repository-relative path → text, for the files the map read. */
    texts, 
    /** Build figures, for the bench and the report. */
    figures) {
        this.texts = texts;
        this.figures = figures;
    }
    /** A mapped file's tree and definitions, parsed once; undefined for a file not in the map or a grammar that did not load. */
    parse(path) {
        let parsing = this.parsed.get(path);
        if (!parsing) {
            const text = this.texts.get(path);
            const spec = (0,languages/* languageOf */.e)(path);
            parsing =
                text === undefined || !spec
                    ? Promise.resolve(undefined)
                    : (0,parse/* parseFile */.CJ)(spec, text).catch((error) => {
                        this.grammarFaults.set(spec.grammar, error instanceof Error ? error.message : String(error));
                        return undefined;
                    });
            this.parsed.set(path, parsing);
        }
        return parsing;
    }
    /** Every whole-word occurrence of `name` in the mapped files, in path order. */
    occurrences(name) {
        const found = [];
        const word = new RegExp(`(?<![\\w$])${name.replace(/[$]/g, "\\$")}(?![\\w$])`, "g");
        for (const [path, text] of this.texts) {
            if (!text.includes(name))
                continue;
            // Matches come in order: count the newlines since the last one, not from the start for each (a common name has hundreds).
            let [line, counted] = [0, 0];
            for (const match of text.matchAll(word)) {
                for (let i = text.indexOf("\n", counted); i !== -1 && i < match.index; i = text.indexOf("\n", i + 1))
                    line += 1;
                counted = match.index;
                found.push({ path, index: match.index, line });
            }
        }
        return found;
    }
}
const READ_CONCURRENCY = 16;
/**
 * Reads the checkout's mapped-language files. Files the walk or the confined
 * reader refuse, files over the sandbox's size cap and binary files are left
 * out; a checkout over the limits is not mapped.
 */
async function buildCodeMap(sandbox, options = {}) {
    const limits = options.limits ?? DEFAULT_MAP_LIMITS;
    const started = performance.now();
    const texts = new Map();
    let bytes = 0;
    let skipped = 0;
    const walk = new tools_walk/* FileWalk */.c(sandbox, sandbox.root, { maxFiles: limits.maxFiles * 4, ...(options.signal ? { signal: options.signal } : {}) });
    const paths = [];
    for await (const file of walk) {
        if (!(0,languages/* languageOf */.e)(file.relPath) || sandbox.withheld(file.relPath))
            continue;
        paths.push(file.relPath);
        if (paths.length > limits.maxFiles)
            return { kind: "unmapped", reason: `over ${limits.maxFiles} source files` };
    }
    if (walk.capped)
        return { kind: "unmapped", reason: `over ${limits.maxFiles * 4} files` };
    // Sixteen reads at a time: each is a few system calls that wait on the file system, not the CPU.
    const limit = (0,p_limit/* default */.A)(READ_CONCURRENCY);
    const reads = await Promise.all(paths.map((relPath) => limit(() => (0,confinedRead/* readWorkspaceBytes */.br)(sandbox.root, relPath, { maxBytes: sandbox.maxFileBytes, ...(options.signal ? { signal: options.signal } : {}) }))));
    for (const [i, read] of reads.entries()) {
        // The confined reader refuses a symlink, a symlinked folder and anything but a regular file.
        if (read.kind !== "file" || read.truncated || read.bytes.includes(0)) {
            skipped++;
            continue;
        }
        bytes += read.bytes.length;
        if (bytes > limits.maxBytes)
            return { kind: "unmapped", reason: `over ${Math.round(limits.maxBytes / 1024 / 1024)} MB of source` };
        texts.set(paths[i], read.bytes.toString("utf8"));
    }
    return { kind: "mapped", map: new CodeMap(texts, { files: texts.size, bytes, skipped, ms: performance.now() - started }) };
}

;// CONCATENATED MODULE: ./src/review/context/hunks.ts
/**
 * The head-side lines a file's patch changes: each added line, and for a
 * hunk that only deletes, the head line where the deletion sits. 0-based.
 */
function changedHeadLines(patch) {
    const lines = [];
    let head = -1;
    let added = false;
    let hunkStart = -1;
    const closeHunk = () => {
        if (hunkStart >= 0 && !added)
            lines.push(hunkStart);
    };
    for (const line of patch.split("\n")) {
        const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
        if (header) {
            closeHunk();
            head = Number(header[1]) - 1;
            hunkStart = Math.max(0, head);
            added = false;
            continue;
        }
        if (head < 0)
            continue;
        if (line.startsWith("+")) {
            lines.push(head++);
            added = true;
        }
        else if (line.startsWith(" "))
            head++;
    }
    closeHunk();
    return lines;
}

;// CONCATENATED MODULE: ./src/review/context/referenceTiers.ts
const AROUND = 2;
const LINE_CHARS = 60;
const SEPARATOR = " · ";
const LIST_HEADER = "More references, by file: L<line> and its text, trimmed, or the line alone";
const tokensOf = (chars) => Math.ceil(chars / 4);
function numbered(text, from, to) {
    return text
        .split("\n")
        .slice(from, to + 1)
        .map((l, i) => `${String(from + i + 1).padStart(5)}| ${l.length > 240 ? `${l.slice(0, 240)}…` : l}`)
        .join("\n");
}
/** Lines by file, split once per text (the plan renders the block more than once). */
const linesCache = new WeakMap();
function linesOf(texts, path) {
    let files = linesCache.get(texts);
    if (!files)
        linesCache.set(texts, (files = new Map()));
    let lines = files.get(path);
    if (!lines)
        files.set(path, (lines = (texts.get(path) ?? "").split("\n")));
    return lines;
}
function snippet(texts, ref) {
    const from = Math.max(0, ref.line - AROUND);
    const lines = linesOf(texts, ref.path).slice(from, ref.line + AROUND + 1);
    return { from, lines: lines.map((l, i) => `${String(from + i + 1).padStart(5)}| ${l.length > 240 ? `${l.slice(0, 240)}…` : l}`) };
}
function lineOf(texts, ref) {
    const line = (linesOf(texts, ref.path)[ref.line] ?? "").trim();
    return line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line;
}
const verbOf = (ref) => (ref.kind === "name" ? "uses" : ref.kind === "call" ? "calls" : "imports");
const groupOf = (ref) => `${ref.path} → ${ref.of}`;
/**
 * The references' part of the block at these tiers, and every line it shows
 * (`path:line`, 1-based): a snippet shows its lines around, a listed
 * reference its own line.
 */
function renderReferences(texts, refs, tiers) {
    const blocks = [];
    const shownLines = [];
    const groups = new Map();
    for (const [i, ref] of refs.entries()) {
        const tier = tiers[i];
        if (tier === 2) {
            const { from, lines } = snippet(texts, ref);
            blocks.push(`--- ${ref.path}:${ref.line + 1} ${verbOf(ref)} ${ref.of}\n${lines.join("\n")}`);
            for (let l = from; l < from + lines.length; l++)
                shownLines.push(`${ref.path}:${l + 1}`);
        }
        else if (tier >= 0) {
            const key = groupOf(ref);
            const items = groups.get(key) ?? [];
            items.push(tier === 1 ? `L${ref.line + 1} ${lineOf(texts, ref)}` : `L${ref.line + 1}`);
            groups.set(key, items);
            shownLines.push(`${ref.path}:${ref.line + 1}`);
        }
    }
    if (groups.size > 0) {
        blocks.push(LIST_HEADER);
        for (const [key, items] of groups)
            blocks.push(`${key}: ${items.join(SEPARATOR)}`);
    }
    return { text: blocks.join("\n"), shownLines };
}
/**
 * Tiers for the references within a token budget: every location first (by
 * rank, while it fits `locationShare` of the budget), then snippets for the
 * top `snippets`. The caller spends the rest on the changed definitions
 * whole, then gives what is left to `upgradeTiers`.
 */
function planTiers(texts, refs, budget, options) {
    const tiers = refs.map(() => -1);
    const cost = (t) => {
        const text = renderReferences(texts, refs, t).text;
        return text.length === 0 ? 0 : tokensOf(text.length) + 1;
    };
    // Additive estimates in characters keep the plan linear; the caller measures the rendered text.
    let chars = LIST_HEADER.length + 1;
    const groups = new Set();
    const locationChars = (ref) => `L${ref.line + 1}`.length + SEPARATOR.length + (groups.has(groupOf(ref)) ? 0 : groupOf(ref).length + 3);
    for (const [i, ref] of refs.entries()) {
        const more = locationChars(ref);
        if (tokensOf(chars + more) > budget * options.locationShare)
            break;
        chars += more;
        groups.add(groupOf(ref));
        tiers[i] = 0;
    }
    for (let i = 0; i < Math.min(options.snippets, refs.length); i++) {
        const more = snippet(texts, refs[i]).lines.join("\n").length + refs[i].path.length + 30;
        if (tokensOf(chars + more) > budget)
            continue;
        chars += more;
        tiers[i] = 2;
    }
    return { tiers, cost };
}
/** Spends what is left, by rank: the locations that did not fit yet, then each listed reference's line. */
function upgradeTiers(texts, refs, tiers, left) {
    let chars = 0;
    const groups = new Set(refs.filter((_, i) => tiers[i] >= 0).map(groupOf));
    for (const [i, ref] of refs.entries()) {
        if (tiers[i] !== -1)
            continue;
        const more = `L${ref.line + 1}`.length + SEPARATOR.length + (groups.has(groupOf(ref)) ? 0 : groupOf(ref).length + 3);
        if (tokensOf(chars + more) > left)
            break;
        chars += more;
        groups.add(groupOf(ref));
        tiers[i] = 0;
    }
    for (const [i, ref] of refs.entries()) {
        if (tiers[i] !== 0)
            continue;
        const more = lineOf(texts, ref).length + 1;
        if (tokensOf(chars + more) > left)
            break;
        chars += more;
        tiers[i] = 1;
    }
}
/** Steps the lowest-ranked reference down one tier (a line to its location, a location or snippet out); false when none is left. */
function downgradeOnce(tiers) {
    for (const from of [1, 0, 2]) {
        const i = tiers.lastIndexOf(from);
        if (i >= 0) {
            tiers[i] = from === 1 ? 0 : -1;
            return true;
        }
    }
    return false;
}

;// CONCATENATED MODULE: ./src/review/context/chunkContext.ts




/** References shown with lines around them; the others are listed by file. */
const SNIPPETS = 3;
/** The share of the budget the references' locations may take before the changed definitions whole. */
const LOCATION_SHARE = 0.5;
const MAX_CALLEES = 8;
const MAX_REFERENCES_PER_NAME = 200;
/** How much lower each further reference in the same file ranks. */
const PER_FILE_STEP = 1.5;
const chunkContext_tokensOf = (text) => Math.ceil(text.length / 4);
const isTest = (path) => /(^|\/)(tests?|__tests__|spec)\/|[._-](test|spec)\.[a-z]+$|_test\.go$|(^|\/)test_[^/]+\.py$/i.test(path);
const KEYWORDS = new Set([
    "if",
    "for",
    "while",
    "switch",
    "catch",
    "return",
    "function",
    "typeof",
    "new",
    "await",
    "super",
    "import",
    "require",
    "sizeof",
    "elif",
    "print",
]);
function fileStem(path) {
    const base = path.slice(path.lastIndexOf("/") + 1);
    const dot = base.indexOf(".");
    return dot > 0 ? base.slice(0, dot) : base;
}
/** The chunk's context block and its counts; an empty text when nothing was found or nothing fit. */
async function chunkContext(map, paths, patches, budgetTokens) {
    const stats = { references: 0, referencesShown: 0, definitions: 0, definitionsWhole: 0, unmapped: [], tokens: 0 };
    const changed = [];
    for (const path of paths) {
        const parsed = (0,languages/* languageOf */.e)(path) ? await map.parse(path) : undefined;
        const text = map.texts.get(path);
        if (!parsed || text === undefined) {
            stats.unmapped.push(path);
            continue;
        }
        const lines = changedHeadLines(patches.get(path) ?? "");
        const seen = new Set();
        for (const line of lines) {
            const def = (0,parse/* enclosingDefinition */.sp)(parsed, line);
            if (def && !seen.has(def)) {
                seen.add(def);
                changed.push({ path, def, text, lines: lines.filter((l) => l >= def.startLine && l <= def.endLine) });
            }
        }
    }
    stats.definitions = changed.length;
    // The definitions around the changed ones count too: a hook inside a plugin factory changes what the
    // factory's callers get, and the hook's own name (`buildStart`) is everywhere.
    const named = new Map();
    for (const c of changed) {
        const parsed = await map.parse(c.path);
        for (const def of parsed?.definitions ?? [])
            if (def.startLine <= c.def.startLine && c.def.endLine <= def.endLine)
                named.set(`${c.path}:${def.startLine}:${def.name}`, { path: c.path, def });
    }
    const references = await referencesOf(map, [...named.values()]);
    stats.references = references.length;
    const callees = await calleeSignatures(map, changed, new Set(changed.map((c) => c.def.name)));
    const parts = [];
    // The references' locations are planned first, so whole definitions never starve them.
    const plan = planTiers(map.texts, references, budgetTokens, { snippets: SNIPPETS, locationShare: LOCATION_SHARE });
    const refHeader = references.length > 0 ? "References to the changed definitions in other files, by rank:" : "";
    const headerCost = refHeader ? chunkContext_tokensOf(refHeader) + 1 : 0;
    // The plan's estimates are in characters: the rendered text decides.
    while (plan.cost(plan.tiers) > budgetTokens - headerCost && downgradeOnce(plan.tiers))
        ;
    let left = budgetTokens - plan.cost(plan.tiers) - headerCost;
    const spend = (text) => {
        const cost = chunkContext_tokensOf(text) + 1;
        if (cost > left)
            return false;
        left -= cost;
        parts.push(text);
        return true;
    };
    // Whole definitions spend at most half the budget.
    const wholes = changed.filter((c) => chunkContext_tokensOf(c.text.slice(c.def.startIndex, c.def.endIndex)) <= budgetTokens / 2);
    let wholeLeft = Math.floor(budgetTokens / 2);
    const shownLines = [];
    if (wholes.length > 0)
        spend("Each changed definition whole (head):");
    for (const c of wholes) {
        const block = `--- ${c.path}:${c.def.startLine + 1}-${c.def.endLine + 1} ${c.def.kind} ${c.def.name}\n${numbered(c.text, c.def.startLine, c.def.endLine)}`;
        if (chunkContext_tokensOf(block) > wholeLeft)
            continue;
        if (spend(block)) {
            wholeLeft -= chunkContext_tokensOf(block);
            stats.definitionsWhole++;
            for (let l = c.def.startLine; l <= c.def.endLine; l++)
                shownLines.push(`${c.path}:${l + 1}`);
        }
    }
    // What is left goes to the references first (the rest of the locations, then their lines), then the callees.
    const tiers = plan.tiers;
    const reserved = plan.cost(tiers);
    upgradeTiers(map.texts, references, tiers, Math.max(0, left - 8));
    let refCost = plan.cost(tiers);
    while (refCost > reserved + left && downgradeOnce(tiers))
        refCost = plan.cost(tiers);
    left = reserved + left - refCost;
    if (references.length > 0) {
        const rendered = renderReferences(map.texts, references, tiers);
        parts.push(refHeader);
        if (rendered.text)
            parts.push(rendered.text);
        shownLines.push(...rendered.shownLines);
        stats.referencesShown = tiers.filter((t) => t >= 0).length;
    }
    if (callees.length > 0)
        spend("Signatures of what the changed lines call:");
    for (const callee of callees)
        spend(callee);
    const text = parts.length > 0 ? parts.join("\n") : "";
    stats.tokens = chunkContext_tokensOf(text);
    return { text, stats, shown: [...new Set(shownLines)] };
}
/** Every reference in another file to a changed definition, best first. */
async function referencesOf(map, changed) {
    const found = [];
    const seen = new Set();
    for (const { path: home, def } of changed) {
        if (def.name.length < 2)
            continue;
        // An importer names the changed file in a module specifier ("./css", "../plugins/css.js"); a common
        // name has thousands of hits, and its importers' are looked at first.
        const specifier = new RegExp(`["'\`][^"'\`\n]*\\b${fileStem(home).replace(/[^\w-]/g, "\\$&")}(\\.[a-z]+)?(/index(\\.[a-z]+)?)?["'\`]`);
        const importers = new Map();
        const imports = (path) => {
            if (!importers.has(path))
                importers.set(path, specifier.test(map.texts.get(path) ?? ""));
            return importers.get(path);
        };
        const hits = map.occurrences(def.name).filter((o) => o.path !== home);
        const ordered = [...hits.filter((o) => imports(o.path)), ...hits.filter((o) => !imports(o.path))];
        const before = found.length;
        for (const occurrence of ordered.slice(0, MAX_REFERENCES_PER_NAME)) {
            const key = `${occurrence.path}:${occurrence.line}:${def.name}`;
            if (seen.has(key))
                continue;
            const parsed = await map.parse(occurrence.path);
            const kind = parsed ? (0,parse/* occurrenceKind */.k2)(parsed, occurrence.index, def.name) : undefined;
            if (!kind)
                continue;
            seen.add(key);
            const score = (kind === "call" ? 4 : kind === "import" ? 1 : 2) + (imports(occurrence.path) ? 3 : 0) + (isTest(occurrence.path) ? 1 : 0);
            found.push({ path: occurrence.path, line: occurrence.line, kind, of: def.name, score });
        }
        // A name found everywhere (a method called `get`) is mostly other things of that name: its hits rank lower.
        const spread = Math.log2(1 + found.length - before);
        for (let i = before; i < found.length; i++)
            found[i].score -= spread;
    }
    // Rank, then spread: each further reference in a file ranks a little lower, so one file does not take the top.
    const perFile = new Map();
    return found
        .sort((a, b) => b.score - a.score || a.path.localeCompare(b.path) || a.line - b.line)
        .map((ref) => {
        const nth = perFile.get(ref.path) ?? 0;
        perFile.set(ref.path, nth + 1);
        return { ref, rank: ref.score - nth * PER_FILE_STEP };
    })
        .sort((a, b) => b.rank - a.rank)
        .map(({ ref }) => ref);
}
/** `path:line kind name — first line` for what the changed lines call, found in the map. */
async function calleeSignatures(map, changed, own) {
    const names = new Set();
    for (const { text, lines } of changed) {
        const all = text.split("\n");
        for (const line of lines)
            for (const m of (all[line] ?? "").matchAll(/([A-Za-z_$][\w$]*)\s*\(/g))
                if (!KEYWORDS.has(m[1]) && !own.has(m[1]))
                    names.add(m[1]);
    }
    const signatures = [];
    for (const name of [...names].slice(0, MAX_CALLEES * 2)) {
        if (signatures.length >= MAX_CALLEES)
            break;
        for (const occurrence of map.occurrences(name)) {
            const parsed = await map.parse(occurrence.path);
            const def = parsed?.definitions.find((d) => d.name === name && d.startLine === occurrence.line);
            if (!def)
                continue;
            const first = (map.texts.get(occurrence.path) ?? "").split("\n")[def.startLine].trim();
            signatures.push(`- ${occurrence.path}:${def.startLine + 1} ${first.length > 200 ? `${first.slice(0, 200)}…` : first}`);
            break;
        }
    }
    return signatures;
}

;// CONCATENATED MODULE: ./src/review/context/runMap.ts



/** The context budget's default: this share of a chunk's prompt (its diff plus the shared head, about PROMPT_HEAD_TOKENS). */
const DEFAULT_CONTEXT_SHARE = 0.25;
const PROMPT_HEAD_TOKENS = 2_000;
const MAX_UNMAPPED_NOTES = 20;
const maps = new WeakMap();
function runCodeMap(sandbox, signal) {
    let building = maps.get(sandbox);
    if (!building) {
        building = buildCodeMap(sandbox, signal ? { signal } : {}).catch((error) => {
            if (signal?.aborted)
                throw error;
            return { kind: "unmapped", reason: `the map failed (${error instanceof Error ? error.message : String(error)})` };
        });
        maps.set(sandbox, building);
    }
    return building;
}
/** A share from a graph variable: a number or a numeric string in (0, 1]; anything else is the default. */
function contextShare(value) {
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    return typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 1 ? n : DEFAULT_CONTEXT_SHARE;
}
/**
 * Sets each chunk's `context` (empty when the map has nothing for it) and
 * returns the counts the report gives.
 */
async function addChunkContexts(sandbox, chunks, patches, share, signal) {
    const summary = { unmapped_reason: "", references: 0, shown: 0, definitions: 0, whole: 0, files: 0, diff_only: [] };
    for (const chunk of chunks)
        chunk.context = "";
    if (chunks.length === 0 || share === 0)
        return summary;
    const outcome = await runCodeMap(sandbox, signal);
    if (outcome.kind === "unmapped")
        return { ...summary, unmapped_reason: outcome.reason };
    summary.files = outcome.map.figures.files;
    const diffOnly = new Set();
    for (const chunk of chunks) {
        signal?.throwIfAborted();
        const budget = Math.floor(share * (chunk.tokens + PROMPT_HEAD_TOKENS));
        const result = await chunkContext(outcome.map, chunk.paths, patches, budget);
        chunk.context = sandbox.redact(result.text);
        summary.references += result.stats.references;
        summary.shown += result.stats.referencesShown;
        summary.definitions += result.stats.definitions;
        summary.whole += result.stats.definitionsWhole;
        for (const path of result.stats.unmapped)
            diffOnly.add(path);
    }
    const why = (path) => {
        const spec = (0,languages/* languageOf */.e)(path);
        const fault = spec && outcome.map.grammarFaults.get(spec.grammar);
        if (fault)
            return `grammar ${spec.grammar} unavailable: ${fault}`;
        return spec ? "not read by the map: over the size cap, withheld, or not a regular file" : "language not mapped";
    };
    summary.diff_only = [...diffOnly].map((path) => ({ path, why: why(path) }));
    return summary;
}
/** The report's lines: "context: 14 of 23 references shown …", then the diff-only files. */
function contextLines(summary) {
    if (!summary)
        return [];
    if (summary.unmapped_reason)
        return [`context: no code map (${summary.unmapped_reason}); the review had diff-only context`];
    const lines = [
        `context: ${summary.shown} of ${summary.references} references shown; ${summary.whole} of ${summary.definitions} changed definitions shown whole (${summary.files} files mapped)`,
    ];
    lines.push(...summary.diff_only.slice(0, MAX_UNMAPPED_NOTES).map((f) => `context: diff only for ${f.path} (${f.why})`));
    if (summary.diff_only.length > MAX_UNMAPPED_NOTES)
        lines.push(`context: diff only for ${summary.diff_only.length - MAX_UNMAPPED_NOTES} more files`);
    return lines;
}
/** A matrix gate's summary over its shards: the counts add up, as over one job's chunks. */
function mergeContextSummaries(summaries) {
    const present = summaries.filter((s) => s !== undefined);
    if (present.length === 0)
        return undefined;
    const sum = (key) => present.reduce((n, s) => n + s[key], 0);
    const seen = new Set();
    return {
        unmapped_reason: present.find((s) => s.unmapped_reason)?.unmapped_reason ?? "",
        references: sum("references"),
        shown: sum("shown"),
        definitions: sum("definitions"),
        whole: sum("whole"),
        files: Math.max(...present.map((s) => s.files)),
        diff_only: present.flatMap((s) => s.diff_only).filter((f) => !seen.has(f.path) && seen.add(f.path)),
    };
}


/***/ }),

/***/ 114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rj: () => (/* binding */ fingerprint),
  WS: () => (/* binding */ fingerprints)
});

// UNUSED EXPORTS: FINGERPRINT_PATTERN, LEGACY_FINGERPRINT_PATTERN, MAX_CITED_LINES, fingerprintOf, isLegacyFingerprint, legacyFingerprintOf

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/review/lineHash.ts
/**
 * Where a line is, in the sense of GitHub code scanning's
 * `primaryLocationLineHash` (github/codeql-action, src/fingerprints.ts): the
 * line with what follows it (its first WINDOW characters, spaces and tabs
 * left out, line ends as "\n", an end-of-file mark past the last line),
 * hashed, plus an occurrence number counting the lines above with the same
 * hash. So a line keeps its hash when lines above it change, and two lines
 * with the same text differ by what follows them or, failing that, by their
 * occurrence number. The hash function is ours (SHA-256), not the codeql
 * rolling hash: only the meaning is shared, the values are not.
 */

/** Characters of context hashed from the start of a line, as code scanning does. */
const WINDOW = 100;
const END_OF_FILE = "\u{FFFF}";
/** The text a line contributes to the windows: no spaces or tabs, a CR dropped, a "\n" to end it. */
const normalized = (line) => `${line.replace(/[ \t\r]/g, "")}\n`;
/**
 * The hash of every line of `lines` (the whole file from line 1, or at least
 * up to the line wanted and WINDOW lines after it, since every line adds at
 * least its "\n"), as `<hex>:<occurrence>`; index 0 is line 1.
 * `complete` says `lines` ends at the end of the file (the end-of-file mark
 * then joins the last lines' windows).
 */
function lineHashes(lines, complete) {
    const parts = lines.map(normalized);
    if (complete)
        parts.push(END_OF_FILE);
    const counts = new Map();
    return lines.map((_, index) => {
        let window = "";
        for (let next = index; next < parts.length && window.length < WINDOW; next++)
            window += parts[next];
        const hash = (0,external_node_crypto_.createHash)("sha256").update(window.slice(0, WINDOW)).digest("hex").slice(0, 16);
        const occurrence = (counts.get(hash) ?? 0) + 1;
        counts.set(hash, occurrence);
        return `${hash}:${occurrence}`;
    });
}
/** The hash of line `line` (1-based), or undefined past the end of `lines`. */
function lineHashAt(lines, line, complete) {
    if (line < 1 || line > lines.length)
        return undefined;
    return lineHashes(lines.slice(0, Math.min(lines.length, line + WINDOW)), complete && line + WINDOW >= lines.length)[line - 1];
}

;// CONCATENATED MODULE: ./src/review/fingerprint.ts
/**
 * A finding's fingerprint: what it is about and where, not how it is worded.
 * Lane, path, severity, the text of the lines it cites, and where its first
 * line is (lineHash.ts: the line with what follows it, and which occurrence
 * of that it is). Model prose is left out, because a re-review rewords it. A
 * dismissal holds while the fingerprint still matches: a finding that only
 * moved (lines above it changed) keeps it; edit the cited lines, or cite the
 * same text at another place, and the finding is new.
 *
 * Fingerprints of the first format (16 hex digits, no place) are still
 * computed beside, as `fingerprint_v1`: a dismissal recorded in that format
 * is honoured only where it names exactly one finding (decision.ts).
 */


/** Lines beyond this many are not hashed: a finding citing a whole file is about its start. */
const MAX_CITED_LINES = 400;
/** The current format: 24 hex digits. The first format had 16. */
const FINGERPRINT_PATTERN = /^[0-9a-f]{24}$/;
const LEGACY_FINGERPRINT_PATTERN = /^[0-9a-f]{16}$/;
const isLegacyFingerprint = (fingerprint) => LEGACY_FINGERPRINT_PATTERN.test(fingerprint);
// Trailing blanks and CR are editor noise, not a change to what the finding is about.
const citedText = (citedLines) => citedLines.map((line) => line.replace(/\s+$/, "")).join("\n");
/** The first format: lane, path, severity and the cited lines' text. */
function legacyFingerprintOf(citation, citedLines) {
    return (0,external_node_crypto_.createHash)("sha256")
        .update([citation.lane, citation.path, citation.severity, citedText(citedLines)].join("\0"))
        .digest("hex")
        .slice(0, 16);
}
/** The current format, from the cited lines and the line hash of the first one ("" when it is past the end). */
function fingerprintOf(citation, citedLines, lineHash) {
    return (0,external_node_crypto_.createHash)("sha256")
        .update(["v2", citation.lane, citation.path, citation.severity, citedText(citedLines), lineHash].join("\0"))
        .digest("hex")
        .slice(0, 24);
}
async function fingerprints(citation, read) {
    const end = Math.min(citation.end_line, citation.start_line + MAX_CITED_LINES - 1);
    // From line 1 (occurrences count from the top) to past the start line's window.
    const want = Math.max(end, citation.start_line + WINDOW);
    const lines = await read(citation.path, 1, want);
    const cited = lines.slice(citation.start_line - 1, end);
    const lineHash = lineHashAt(lines, citation.start_line, lines.length < want) ?? "";
    return { fingerprint: fingerprintOf(citation, cited, lineHash), fingerprint_v1: legacyFingerprintOf(citation, cited) };
}
async function fingerprint(citation, read) {
    return (await fingerprints(citation, read)).fingerprint;
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

/***/ 5375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jo: () => (/* binding */ renderIncomplete),
/* harmony export */   L4: () => (/* binding */ incompleteLine),
/* harmony export */   gT: () => (/* binding */ notFinished),
/* harmony export */   lJ: () => (/* binding */ incompleteItems)
/* harmony export */ });
/* unused harmony export faultKind */
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3991);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8361);
/**
 * What a review could not cover, so a caller can tell "could not review" from
 * "reviewed and failed": every selected lane without a verdict of its own
 * (faulted, degraded by a fault, never reported, given up on) with its fault
 * kind, partial coverage at any rigor with its count, and every pipeline
 * fault, the failed lane judgment included. A lane that blocks on its own
 * findings or its own verdict line reached a verdict: it is not listed here.
 */


/** A fault's kind as one word: the failed node's own kind when a node failed. */
function faultKind(fault) {
    return fault.kind === "node_failed" ? fault.failure_kind : fault.kind;
}
function incompleteItems(input) {
    const items = [];
    for (const outcome of input.outcomes) {
        if (outcome.state !== "faulted" && outcome.state !== "degraded")
            continue;
        // Partial coverage leaves the lane its verdict: it is named below, with its count.
        if (outcome.fault.kind === "partial_coverage")
            continue;
        const given = input.givenUp.get(outcome.lane);
        const detail = given ?? "no verdict of its own";
        items.push({
            part: "lane",
            lane: outcome.lane,
            state: outcome.state,
            kind: faultKind(outcome.fault),
            given_up: given !== undefined,
            detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(detail),
        });
    }
    // A lane given up on whose slot was lost still counts (the retry gate saw it fault).
    for (const [lane, detail] of input.givenUp) {
        if (items.some((i) => i.part === "lane" && i.lane === lane))
            continue;
        items.push({ part: "lane", lane: lane, state: "faulted", kind: "given_up", given_up: true, detail });
    }
    if ((input.coverage && !input.coverage.complete) || input.partialDetail !== null) {
        const files = input.coverage && !input.coverage.complete ? input.coverage.not_reviewed.length : null;
        items.push({ part: "coverage", lane: "code-review", files, detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(input.partialDetail ?? "the code review did not read every file") });
    }
    if (input.judgmentFault)
        items.push({ part: "pipeline", kind: "lane_judgment", detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(input.judgmentFault) });
    for (const fault of input.faults)
        items.push({ part: "pipeline", kind: (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePipelineFault */ .oo)(fault)?.kind ?? "fault", detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(fault) });
    if (input.nothingReviewed)
        items.push({ part: "pipeline", kind: "nothing_reviewed", detail: "no lane completed, so nothing was reviewed" });
    return items;
}
/** One item as the GAUNTLET_REVIEW_INCOMPLETE line names it. */
function renderIncomplete(item) {
    switch (item.part) {
        case "lane":
            return item.given_up ? `${item.lane} (${item.detail}; ${item.kind})` : `${item.lane} (${item.state}: ${item.kind})`;
        case "coverage":
            return `coverage (${item.files === null ? "some" : item.files} file${item.files === 1 ? "" : "s"} not reviewed: ${item.detail})`;
        case "pipeline":
            return item.detail;
    }
}
/** The end node's machine line ("" when the review was complete), with a leading newline. */
function incompleteLine(items) {
    return items.length > 0 ? `\nGAUNTLET_REVIEW_INCOMPLETE: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(items.map(renderIncomplete).join("; "))}` : "";
}
/** The fail-closed entries of a run that produced no result: every lane, and why. */
function notFinished(lanes, reason) {
    return [
        ...lanes.map((lane) => ({
            part: "lane",
            lane,
            state: "faulted",
            kind: "not_finished",
            given_up: false,
            detail: "the review did not finish",
        })),
        { part: "pipeline", kind: "not_finished", detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(reason) },
    ];
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
/** /2: `incomplete` names lanes, coverage and pipeline faults with their kinds; fingerprints anchor on the place (24 hex). */
const RESULT_SCHEMA = "gauntlet.review/2";
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

/***/ 3628:
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

// EXTERNAL MODULE: ./src/review/codeReview/readDiff.ts + 3 modules
var readDiff = __webpack_require__(8294);
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

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts + 2 modules
var chunks = __webpack_require__(7499);
// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var git_diffSpec = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/llm/redact.ts + 9 modules
var redact = __webpack_require__(8053);
;// CONCATENATED MODULE: ./src/review/secretLikeCode.ts
/**
 * The security lane's list of added lines that look like a secret and like
 * code (see llm/redaction/codeLike.ts): never redacted, so every reviewer
 * sees them, and named to the security lane so hiding code behind a secret's
 * shape is itself a finding to weigh. Withheld secret files and binary files
 * are left out: their contents never reach a prompt.
 */

/** Enough to name an attack; more would crowd the lane's prompt. */
const MAX_FLAGGED_LINES = 50;
const MAX_LINE_CHARS = 400;
function secretLikeCodeLines(files, skipped) {
    const withheld = new Set(skipped.filter((s) => s.reason === "withheld (sensitive)" || s.reason === "binary").map((s) => s.path));
    const flagged = files.filter((file) => !file.binary && !withheld.has(file.path)).flatMap((file) => (0,redact/* flaggedAddedLines */.I1)(file.path, file.patch));
    const shown = flagged
        .slice(0, MAX_FLAGGED_LINES)
        .map((f) => ({ ...f, text: f.text.length > MAX_LINE_CHARS ? `${f.text.slice(0, MAX_LINE_CHARS)}…` : f.text }));
    const rest = flagged.length - shown.length;
    return [...(0,redact/* renderFlaggedLines */.w$)(shown), ...(rest > 0 ? [`… and ${rest} more such lines: read the files with the tools`] : [])];
}

;// CONCATENATED MODULE: ./src/review/diffDigest.ts
/**
 * read_diff for the plan-conformance and security lanes: the whole change as
 * one budgeted, line-numbered text. Files left out are named, never dropped
 * silently. A diff that cannot be read routes to `diff_unreadable`, an end node
 * whose verdict line records the fault: a lane that saw no change is degraded,
 * never a pass.
 */






const DEFAULT_DIGEST_TOKENS = 40_000;
/**
 * Files named in the omitted list, at most. A 2,000-file change once spent
 * 253k of a 413k-character prompt listing them; past the cap, one line counts
 * the rest by why they were left out, and the tools find any of them.
 */
const OMITTED_NAMED = 60;
/**
 * The files the digest leaves out: the reviewable ones over its budget first
 * (they are the change's own code), then the skipped ones, each in path
 * order, so the same change always lists the same names.
 */
function omittedList(plan, cap = OMITTED_NAMED) {
    const byPath = (list) => [...list].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const all = [
        ...byPath(plan.overBudget).map((o) => ({ line: `${o.path} (over the diff budget: read it with the tools)`, why: "over the diff budget" })),
        ...byPath(plan.skipped).map((s) => ({ line: `${s.path} (skipped: ${s.reason})`, why: `skipped: ${s.reason}` })),
    ];
    if (all.length <= cap)
        return all.map((entry) => entry.line);
    const rest = new Map();
    for (const entry of all.slice(cap))
        rest.set(entry.why, (rest.get(entry.why) ?? 0) + 1);
    const counts = [...rest].map(([why, n]) => `${n} ${why}`).join(", ");
    return [...all.slice(0, cap).map((entry) => entry.line), `… and ${all.length - cap} more files not named here (${counts}); list them with fs_glob or fs_ls`];
}
/** With `requirePlan`, a request without a plan routes to `no_plan` (an end node) instead of `review`. */
function diffDigest(options) {
    return {
        reads: { diff_spec: schemas/* string */.YjP(), plan_context: schemas/* string */.YjP() },
        writes: { diff_text: schemas/* string */.YjP(), diff_omitted: schemas/* array */.YOg(schemas/* unknown */.L5J()), diff_error: schemas/* string */.YjP(), secret_like_code: schemas/* array */.YOg(schemas/* string */.YjP()) },
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
                const files = await (0,readDiff/* readFileDiffs */.x2)(git, (0,git_diffSpec/* runDiffSpec */.E8)(context, state), signal, sandbox.redact, (0,git_diffSpec/* runUntracked */.F_)(context));
                const budget = typeof state.diff_tokens === "number" && state.diff_tokens > 0 ? state.diff_tokens : DEFAULT_DIGEST_TOKENS;
                const plan = (0,chunks/* planChunks */.Cu)(files, { chunkTokens: budget, maxChunks: 1, policy: (0,readDiff/* runFilePolicy */.y$)(context, { incremental: false }) });
                const secret_like_code = secretLikeCodeLines(files, plan.skipped);
                return { diff_text: plan.chunks[0]?.diff ?? "(no changes)", diff_omitted: omittedList(plan), diff_error: "", secret_like_code, _next: "review" };
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

// EXTERNAL MODULE: ./src/review/signals/compute.ts + 8 modules
var compute = __webpack_require__(1893);
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
            signals = await (0,compute/* computeSignals */.LQ)(git, (0,git_diffSpec/* runDiffSpec */.E8)(context, state), { signal, untracked: (0,git_diffSpec/* runUntracked */.F_)(context) });
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

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 11 modules
var tools = __webpack_require__(2743);
// EXTERNAL MODULE: ./src/review/fingerprint.ts + 1 modules
var fingerprint = __webpack_require__(114);
// EXTERNAL MODULE: ./src/review/text.ts
var review_text = __webpack_require__(8361);
// EXTERNAL MODULE: ./src/review/gauntlet/blockReasons.ts
var blockReasons = __webpack_require__(7773);
// EXTERNAL MODULE: ./src/review/gauntlet/incomplete.ts
var incomplete = __webpack_require__(5375);
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
 * stricter wins. Whatever the review could not cover (lanes without a verdict
 * of their own, partial coverage, pipeline faults) is named on a
 * GAUNTLET_REVIEW_INCOMPLETE line and in `incomplete`, so a caller can tell
 * an incomplete review from a failed one. Words are rendered here only for the result and report.
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
                ...(await (0,fingerprint/* fingerprints */.WS)(finding, read)),
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
        lanes_degraded: true,
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
        const givenUpLanes = (0,gauntlet_state/* list */.p_)(state, "review_incomplete").map(String);
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
            ...givenUpLanes.map((lane) => `${lane}: given up — ${givenUp(lane)}`),
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
            incomplete: (0,incomplete/* incompleteItems */.lJ)({
                outcomes,
                givenUp: new Map(givenUpLanes.map((lane) => [lane, givenUp(lane)])),
                coverage: crCoverage ?? null,
                partialDetail: crVerdict?.lane === "code-review" && crVerdict.coverage.kind === "partial" ? crVerdict.coverage.detail : null,
                faults,
                // With the signals dead, select_lanes never ran: lanes_degraded repeats the signals fault listed already.
                judgmentFault: recordedFault(state, "signals_failure", "signals") ? "" : (0,gauntlet_state/* str */.gx)(state, "lanes_degraded"),
                nothingReviewed: !outcomes.some((o) => o.state === "completed"),
            }),
            faults,
            lanes,
            findings,
            usage: ledger.total(),
        };
        return {
            gauntlet_verdict: verdict,
            gauntlet_incomplete_line: (0,incomplete/* incompleteLine */.L4)(result.incomplete),
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

// EXTERNAL MODULE: ./src/review/lockfiles/index.ts + 21 modules
var review_lockfiles = __webpack_require__(8209);
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
/** A changed file's head content: the head commit's blob, or (a working-tree diff) the file through the tools' confinement. */
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
        const spec = (0,git_diffSpec/* parseDiffSpec */.EX)((0,git_diffSpec/* runDiffSpec */.E8)(context, state));
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/review/security/certificates.ts
/**
 * Certificates are public: a trust bundle (`cacert.pem`) is withheld from the
 * model as a secret file type, but a rogue CA added to it is exactly what a
 * security review is for. So each certificate the change adds or removes is
 * shown as its facts (subject, issuer, validity, CA or not, SHA-256
 * fingerprint), parsed by Node's X509Certificate. Private-key blocks are only
 * counted, never shown; a block that does not parse is said to be malformed.
 */

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]{1,40})-----([\s\S]*?)-----END \1-----/g;
const CERTIFICATE = /^(?:X509 |TRUSTED )?CERTIFICATE$/;
const PRIVATE_KEY = /PRIVATE KEY/;
/** More certificates than this in one file are counted, not listed. */
const LISTED = 400;
/** Text from the certificate that stays on one line and short: it is the pull request's, and goes into a prompt. */
function oneLine(text) {
    return (text ?? "")
        .replace(/[\r\n\u2028\u2029]+/g, ", ")
        .replace(/[\p{Cc}`]/gu, "?")
        .slice(0, 200);
}
function factsOf(certificate) {
    const fingerprint = certificate.fingerprint256;
    const facts = [
        `subject "${oneLine(certificate.subject)}"`,
        `issuer "${oneLine(certificate.issuer)}"`,
        `valid ${oneLine(certificate.validFrom)} → ${oneLine(certificate.validTo)}`,
        `CA: ${certificate.ca ? "yes" : "no"}`,
        `SHA-256 ${fingerprint}`,
    ].join(", ");
    return { fingerprint, facts };
}
const lineAt = (text, index) => text.slice(0, index).split("\n").length;
/** Every PEM block of a text: certificates by fingerprint, malformed ones and private keys by line. */
function scanPem(text) {
    const scan = { certificates: new Map(), malformed: [], privateKeys: [] };
    for (const match of text.matchAll(PEM_BLOCK)) {
        const label = match[1];
        if (PRIVATE_KEY.test(label)) {
            scan.privateKeys.push(lineAt(text, match.index));
            continue;
        }
        if (!CERTIFICATE.test(label))
            continue;
        try {
            const body = match[2].replace(/^[A-Za-z-]+:.*$/gm, "").replace(/\s+/g, "");
            if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body))
                throw new Error("not base64");
            const facts = factsOf(new external_node_crypto_.X509Certificate(Buffer.from(body, "base64")));
            scan.certificates.set(facts.fingerprint, facts);
        }
        catch {
            scan.malformed.push(lineAt(text, match.index));
        }
    }
    return scan;
}
/** Whether a text holds a PEM block at all: only those files are scanned. */
const hasPemBlock = (text) => text.includes("-----BEGIN ");
/** The security lane's lines for one file: certificates added and removed, malformed blocks, private keys (counted). */
function certificateChanges(path, base, head) {
    const before = scanPem(base ?? "");
    const after = scanPem(head ?? "");
    const added = [...after.certificates.values()].filter((c) => !before.certificates.has(c.fingerprint));
    const removed = [...before.certificates.values()].filter((c) => !after.certificates.has(c.fingerprint));
    const lines = [];
    const list = (sign, certificates) => {
        for (const c of certificates.slice(0, LISTED))
            lines.push(`${sign} ${c.facts}`);
        if (certificates.length > LISTED)
            lines.push(`${sign} … ${certificates.length - LISTED} more (not listed; compare the file by hand)`);
    };
    list("+ added certificate:", added);
    list("- removed certificate:", removed);
    if (after.malformed.length > 0)
        lines.push(`! malformed certificate block(s) at line(s) ${after.malformed.slice(0, 20).join(", ")}: they do not parse as X.509`);
    if (after.privateKeys.length > before.privateKeys.length) {
        lines.push(`! ${after.privateKeys.length} private-key block(s) in the head (${before.privateKeys.length} at the base), at line(s) ${after.privateKeys.slice(0, 20).join(", ")}: content withheld`);
    }
    if (lines.length === 0)
        return [];
    return [`### ${oneLine(path)} — certificates: ${added.length} added, ${removed.length} removed (${after.certificates.size} in the head)`, ...lines, ""];
}

// EXTERNAL MODULE: ./src/review/codeReview/filePolicy.ts
var filePolicy = __webpack_require__(9558);
// EXTERNAL MODULE: ./src/review/signals/rules.ts + 6 modules
var rules = __webpack_require__(8580);
;// CONCATENATED MODULE: ./src/review/security/riskyLines.ts
/**
 * Added lines a security reviewer must see whatever the budget: process
 * execution (the signal table's own exec rules, signals/rules.ts), network,
 * eval and obfuscation, install scripts and environment reads. Used where a
 * file is shown only in part (security/inPlaceEdits.ts): these lines are
 * shown past the budget.
 */

const EXEC = rules/* SIGNAL_RULES */.J6.filter((rule) => rule.flag === "touches_exec" && rule.addedLines && !rule.inFiles).map((rule) => rule.addedLines);
const OWN = [
    // network
    /\b(?:https?|wss?|ftp):\/\/|\bfetch\s*\(|XMLHttpRequest|\bWebSocket\b|\baxios\b|\bnet\.(?:connect|createConnection|Socket)\b|\b(?:https?|tls|dgram|dns)\.(?:request|get|connect|createSocket|lookup)\s*\(/,
    /\brequire\s*\(\s*["'](?:node:)?(?:https?|net|tls|dgram|dns|child_process|vm|worker_threads)["']\s*\)|\bfrom\s+["'](?:node:)?(?:https?|net|tls|dgram|dns|child_process|vm)["']/,
    /\b(?:urllib|requests)\.(?:get|post|request|urlopen)\b|\bsocket\.socket\b|\bcurl\b|\bwget\b|\bInvoke-WebRequest\b|\bnet\/http\b|\bhttp\.(?:Get|Post)\(/,
    // eval and obfuscation
    /\beval\b|\bnew\s+Function\b|\bFunction\s*\(\s*["']|\batob\s*\(|\bunescape\s*\(|fromCharCode|\bBuffer\.from\s*\([^)]*["'](?:base64|hex)["']|\bb64decode\b|\bchr\s*\(\s*\d+\s*\)\s*\+|__import__/,
    /(?:\\x[0-9a-fA-F]{2}){8}|(?:\\u[0-9a-fA-F]{4}){6}|[A-Za-z0-9+/]{160,}={0,2}/,
    // install scripts, and what a script would steal
    /["'](?:pre|post)?(?:install|prepare|prepublish)["']\s*:|\bpostinstall\b|\bnpm\s+(?:install|i|exec)\b|\bpip\s+install\b/,
    /\bprocess\.env\b|\bos\.environ\b|\bgetenv\s*\(|\bINPUT_[A-Z_]+|_TOKEN\b|\.ssh\/|\.npmrc\b|\/etc\/passwd/,
];
const RISKY = [...EXEC, ...OWN];
/** Whether an added line matches any of the patterns. */
function isRiskyLine(text) {
    return RISKY.some((pattern) => pattern.test(text));
}
/** Where in a long line the patterns match, so a minified line can be shown as windows around them. */
function riskyOffsets(text) {
    const offsets = [];
    for (const pattern of RISKY) {
        const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
        for (const match of text.matchAll(global)) {
            offsets.push(match.index);
            if (offsets.length >= 50)
                break;
        }
    }
    return [...new Set(offsets)].sort((a, b) => a - b);
}

;// CONCATENATED MODULE: ./src/review/security/inPlaceEdits.ts
/**
 * The files only the security lane reads (filePolicy.ts, SECURITY_ONLY): a
 * built-in convention's file edited in place (`dist/index.js`,
 * `.yarn/releases/*.cjs`, `vendor/…`) and a file added with a generator's
 * header. The lane is shown each one's added lines within a byte budget
 * shared fairly between the files; a line matching the exec, network, eval,
 * obfuscation or install-script patterns (riskyLines.ts) is shown past it.
 * More risky text than even that ceiling is a blocking finding: the edit is
 * too large to show, so it is not passed unread.
 */



/** Characters of plain added lines shown, over all security-only files (about 12k tokens). */
const IN_PLACE_BUDGET = 48_000;
/** Each file's share of the budget is at least this much. */
const MIN_FILE_SHARE = 1_500;
/** Characters of risky lines shown past the budget; beyond it, a blocking finding. */
const RISKY_CEILING = 200_000;
/** A longer line (minified code) is shown as windows around its risky matches. */
const LONG_LINE = 600;
const WINDOW = 160;
function addedLines(patch) {
    const lines = [];
    for (const hunk of (0,chunks/* hunksOf */.Hs)(patch)) {
        const rows = hunk.split("\n");
        let next = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(rows[0] ?? "")?.[1] ?? 1);
        for (const row of rows.slice(1)) {
            if (row.startsWith("+"))
                lines.push({ number: next++, text: row.slice(1) });
            else if (!row.startsWith("-") && !row.startsWith("\\"))
                next++;
        }
    }
    return lines;
}
/** A long line as the windows around its risky matches. */
function excerpt(text) {
    if (text.length <= LONG_LINE)
        return text;
    const windows = [];
    for (const offset of riskyOffsets(text)) {
        const start = Math.max(0, offset - WINDOW);
        const end = Math.min(text.length, offset + WINDOW);
        const last = windows[windows.length - 1];
        if (last && start <= last[1])
            last[1] = end;
        else
            windows.push([start, end]);
    }
    if (windows.length === 0)
        return `${text.slice(0, LONG_LINE)} … (${text.length - LONG_LINE} more characters)`;
    return windows.map(([start, end]) => `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`).join(" ");
}
/** The security-only files among a diff's, each with why (the report's words). */
function securityOnlyFiles(files, policy) {
    // The lane reads them whatever the posture: code review reading them too never takes them from the security lane.
    const base = { ...policy, readsSecurityOnly: false, isUnchanged: () => false };
    return files.flatMap((file) => {
        const skip = (0,filePolicy/* skipDecision */.q0)(file, base);
        return skip?.reason === filePolicy/* SECURITY_ONLY */.E2 ? [{ file, source: skip.source }] : [];
    });
}
/** The security lane's block for the security-only files: budgeted added lines, every risky line, and what was left out. */
function renderInPlaceEdits(files, policy) {
    const picked = securityOnlyFiles(files, policy);
    if (picked.length === 0)
        return { text: "", findings: [], paths: [] };
    const share = Math.max(MIN_FILE_SHARE, Math.floor(IN_PLACE_BUDGET / picked.length));
    let plainLeft = IN_PLACE_BUDGET;
    let riskyLeft = RISKY_CEILING;
    const out = [];
    const findings = [];
    // Files the budget left no line of, and with no risky line: one short row each, not a header and a note.
    const unshown = [];
    for (const { file, source } of picked) {
        const header = `### ${file.path} — ${file.status}, +${file.additions} −${file.deletions} — ${filePolicy/* SECURITY_ONLY */.E2} (${source})`;
        if (file.tooLarge) {
            findings.push(`🔴 Unreviewable edit — ${file.path}:1 — its patch is larger than git's read limit → nobody reviewed it — split the change or review the file by hand`);
            out.push(header, "(patch too large to read: see the deterministic findings)", "");
            continue;
        }
        const shownLines = [];
        let fileLeft = share;
        let hidden = 0;
        let riskyHidden = 0;
        for (const line of addedLines(file.patch)) {
            const risky = isRiskyLine(line.text);
            const shown = risky || line.text.length > LONG_LINE ? excerpt(line.text) : line.text;
            const cost = shown.length + 8;
            if (risky && cost <= riskyLeft) {
                riskyLeft -= cost;
                shownLines.push(`${line.number} + ${shown}`);
            }
            else if (!risky && cost <= fileLeft && cost <= plainLeft) {
                fileLeft -= cost;
                plainLeft -= cost;
                shownLines.push(`${line.number} + ${shown}`);
            }
            else if (risky) {
                riskyHidden++;
            }
            else {
                hidden++;
            }
        }
        if (shownLines.length === 0 && riskyHidden === 0) {
            unshown.push(`- ${file.path} (${file.status}, +${file.additions})`);
            continue;
        }
        out.push(header, ...shownLines);
        if (hidden > 0)
            out.push(`… ${hidden} more added line(s), none risky, not shown (over the budget)`);
        if (riskyHidden > 0) {
            out.push(`… ${riskyHidden} risky added line(s) not shown: over the ceiling`);
            findings.push(`🔴 Unreviewable edit — ${file.path}:1 — ${riskyHidden} added lines matching exec, network, eval or obfuscation patterns exceed what can be shown → nobody reviewed them — review the file by hand, or rebuild it from reviewed source`);
        }
        out.push("");
    }
    if (unshown.length > 0) {
        out.push(`### ${unshown.length} more file(s) only you review, over the budget; none of their added lines is risky (read them with the tools if they matter)`, ...unshown, "");
    }
    return { text: out.join("\n"), findings, paths: picked.map((p) => p.file.path) };
}

// EXTERNAL MODULE: ./src/review/git/gitArguments.ts
var gitArguments = __webpack_require__(3439);
// EXTERNAL MODULE: ./src/review/git/gitOutput.ts
var gitOutput = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/review/security/submodules.ts
/**
 * What a submodule change brings in, for the security lane: the diff shows a
 * bump as one `+Subproject commit …` line. Each changed gitlink is shown with
 * its URL at the base and the head (`.gitmodules`, read from the commits
 * themselves), both commits, and whether the URL changed; a `.gitmodules`
 * edit that retargets a submodule without a bump is shown too.
 */


const ZERO = /^0+$/;
/** The gitlinks (mode 160000) among `git diff --raw -z` records. */
function parseGitlinks(raw) {
    const fields = (0,gitOutput/* splitZ */.fs)(raw);
    const changes = [];
    for (let i = 0; i < fields.length; i++) {
        const record = fields[i];
        if (!record.startsWith(":"))
            continue;
        const [oldMode, newMode, oldSha = "", newSha = "", status = ""] = record.slice(1).split(" ");
        const twoPaths = /^[RC]/.test(status);
        const path = fields[twoPaths ? i + 2 : i + 1] ?? "";
        i += twoPaths ? 2 : 1;
        if (oldMode !== "160000" && newMode !== "160000")
            continue;
        changes.push({
            path,
            ...(oldMode === "160000" && !ZERO.test(oldSha) ? { oldCommit: oldSha } : {}),
            ...(newMode === "160000" && !ZERO.test(newSha) ? { newCommit: newSha } : {}),
        });
    }
    return changes;
}
/** The `[submodule "name"]` sections of a `.gitmodules` text: path and url. */
function parseGitmodules(text) {
    const entries = [];
    let current;
    for (const raw of text.split(/\r?\n/)) {
        const line = raw.replace(/(^|\s)[#;].*$/, "").trim();
        const section = /^\[\s*submodule\s+"((?:[^"\\]|\\.)*)"\s*\]$/i.exec(line);
        if (section) {
            current = { name: section[1] };
            entries.push(current);
            continue;
        }
        if (line.startsWith("[")) {
            current = undefined;
            continue;
        }
        const pair = /^([A-Za-z][\w-]*)\s*=\s*(.*)$/.exec(line);
        if (!current || !pair)
            continue;
        const key = pair[1].toLowerCase();
        const value = pair[2].replace(/^"(.*)"$/, "$1");
        if (key === "path")
            current.path = value;
        if (key === "url")
            current.url = value;
    }
    return entries;
}
/** A URL as shown: its password dropped, on one line. */
function shownUrl(url) {
    if (url === undefined)
        return "(none)";
    let shown = url;
    try {
        const parsed = new URL(url);
        if (parsed.password) {
            parsed.password = "";
            shown = parsed.toString();
        }
    }
    catch {
        // scp-like (git@host:path) or relative: shown as written.
    }
    return JSON.stringify(shown.replace(/\p{Cc}/gu, "?").slice(0, 300));
}
const byPath = (entries, path) => entries.find((e) => (e.path ?? e.name) === path);
/** The lines for the security lane: one per changed gitlink, then each URL `.gitmodules` changed without one. */
function submoduleLines(gitlinks, base, head) {
    const lines = [];
    const seen = new Set();
    for (const link of gitlinks) {
        seen.add(link.path);
        const before = byPath(base, link.path)?.url;
        const after = byPath(head, link.path)?.url;
        const url = before === after ? `URL ${shownUrl(after)} (unchanged)` : `URL CHANGED: ${shownUrl(before)} → ${shownUrl(after)}`;
        lines.push(`- submodule ${JSON.stringify(link.path)}: commit ${link.oldCommit ?? "(none: added)"} → ${link.newCommit ?? "(none: removed)"}; ${url}`);
    }
    for (const entry of head) {
        const path = entry.path ?? entry.name;
        if (seen.has(path))
            continue;
        const before = byPath(base, path)?.url;
        if (before !== entry.url)
            lines.push(`- submodule ${JSON.stringify(path)} in .gitmodules: URL CHANGED: ${shownUrl(before)} → ${shownUrl(entry.url)} (commit not changed)`);
    }
    for (const entry of base) {
        const path = entry.path ?? entry.name;
        if (!seen.has(path) && !byPath(head, path))
            lines.push(`- submodule ${JSON.stringify(path)} removed from .gitmodules (URL was ${shownUrl(entry.url)})`);
    }
    return lines;
}
/** The changed gitlinks of a diff, from `git diff --raw` (modes and object names). */
async function readGitlinks(git, spec, options) {
    return parseGitlinks(await git.run((0,gitArguments/* diffArgs */.Hy)((0,gitArguments/* parsedSpec */.BT)(spec), ["--raw", "-z", "--no-abbrev"]), options));
}

;// CONCATENATED MODULE: ./src/review/security/inputs.ts
/**
 * security_inputs: what the security lane is shown beyond the diff, each in a
 * state key of its own, all deterministic (no model call):
 *
 * - `in_place_edits`: the files only it reads (inPlaceEdits.ts);
 * - `certificate_changes`: the certificates each changed PEM file adds or
 *   removes, as facts, also for a withheld trust bundle (certificates.ts);
 * - `submodule_changes`: each submodule's URL and both commits (submodules.ts).
 *
 * A part that cannot be read is a 🔴 deterministic finding naming it: a lane
 * that was not shown something never passes it silently.
 */








/** The largest certificate file or `.gitmodules` read. */
const READ_LIMIT = 16 * 1024 * 1024;
const CERTIFICATE_FILE = /\.(?:pem|crt|cer|cert|ca-bundle|ca-certificates)$|(?:^|\/)(?:ca-?bundle|ca-?certificates|cacerts?)(?:\.[a-z]+)?$/i;
const GITMODULES = /(?:^|\/)\.gitmodules$/i;
const unreadable = (what, where, error) => `🔴 Unreadable for the security review — ${where}:1 — ${what} could not be read (${(0,engine/* messageOf */.bD)(error).replace(/\s+/g, " ").slice(0, 200)}) → nobody reviewed it — check it by hand before merging`;
async function certificateBlock(git, context, spec, changes, signal, findings) {
    const { sandbox } = context.services;
    const candidates = changes.filter((c) => CERTIFICATE_FILE.test(c.path) || sandbox.withheld(c.path) !== undefined);
    if (candidates.length === 0)
        return "";
    const base = await git.baseRevision(spec, { signal });
    const lines = [];
    for (const change of candidates) {
        try {
            const head = change.status === "deleted" ? undefined : await headText(git, sandbox, spec, change.path, signal);
            const before = change.status === "added" ? undefined : await git.showFile(base, change.oldPath ?? change.path, READ_LIMIT, { signal });
            if (head?.truncated || before?.truncated)
                throw new Error(`larger than ${READ_LIMIT / 1024 / 1024} MiB`);
            if (!hasPemBlock(head?.text ?? "") && !hasPemBlock(before?.text ?? ""))
                continue;
            lines.push(...certificateChanges(change.path, before?.text, head?.text));
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            findings.push(unreadable("its certificates", change.path, error));
        }
    }
    return lines.join("\n");
}
async function submoduleBlock(git, context, spec, changes, signal) {
    const gitlinks = await readGitlinks(git, spec, { signal });
    if (gitlinks.length === 0 && !changes.some((c) => GITMODULES.test(c.path)))
        return "";
    const base = await git.baseRevision(spec, { signal });
    const before = await git.showFile(base, ".gitmodules", READ_LIMIT, { signal });
    const after = await headText(git, context.services.sandbox, spec, ".gitmodules", signal).catch((error) => {
        // A working-tree diff without a .gitmodules: no submodules at the head.
        if (signal.aborted)
            throw error;
        return undefined;
    });
    return submoduleLines(gitlinks, parseGitmodules(before?.text ?? ""), parseGitmodules(after?.text ?? "")).join("\n");
}
const securityInputs = {
    reads: { diff_spec: schemas/* string */.YjP(), deterministic_findings: schemas/* array */.YOg(schemas/* string */.YjP()) },
    writes: {
        in_place_edits: schemas/* string */.YjP(),
        certificate_changes: schemas/* string */.YjP(),
        submodule_changes: schemas/* string */.YjP(),
        deterministic_findings: schemas/* array */.YOg(schemas/* string */.YjP()),
    },
    run: async ({ state, context, signal }) => {
        const { git, sandbox } = context.services;
        const findings = [...(state.deterministic_findings ?? [])];
        const none = { in_place_edits: "", certificate_changes: "", submodule_changes: "", deterministic_findings: findings };
        // No git: read_diff routes to diff_unreadable next, which blocks.
        if (!git)
            return none;
        const diffSpec = (0,git_diffSpec/* runDiffSpec */.E8)(context, state);
        const spec = (0,git_diffSpec/* parseDiffSpec */.EX)(diffSpec);
        const part = async (what, read) => {
            try {
                return sandbox.redact(await read());
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                findings.push(unreadable(what, "(the change)", error));
                return "";
            }
        };
        const in_place_edits = await part("the security-only files", async () => {
            const files = await (0,readDiff/* readFileDiffs */.x2)(git, diffSpec, signal, sandbox.redact, (0,git_diffSpec/* runUntracked */.F_)(context));
            const edits = renderInPlaceEdits(files, (0,readDiff/* runFilePolicy */.y$)(context, { incremental: false }));
            findings.push(...edits.findings);
            return edits.text;
        });
        let changes = [];
        try {
            changes = await git.diffNameStatus(spec, { signal });
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            // read_diff meets the same failure next and routes to diff_unreadable, which blocks with the reason.
            return none;
        }
        const certificate_changes = await part("certificate files", () => certificateBlock(git, context, spec, changes, signal, findings));
        const submodule_changes = await part("submodules", () => submoduleBlock(git, context, spec, changes, signal));
        return { in_place_edits, certificate_changes, submodule_changes, deterministic_findings: findings };
    },
};

// EXTERNAL MODULE: ./src/review/verifier/register.ts + 6 modules
var verifier_register = __webpack_require__(9107);
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
    registry.register("security-reviewer", "security_inputs", securityInputs);
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

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ VERIFIER_GRAPH),
  a: () => (/* binding */ registerVerifierScripts)
});

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 11 modules
var tools = __webpack_require__(2743);
// EXTERNAL MODULE: ./src/review/findings.ts
var findings = __webpack_require__(7212);
// EXTERNAL MODULE: ./src/llm/tools/confinedRead.ts
var confinedRead = __webpack_require__(5495);
// EXTERNAL MODULE: ./src/review/context/languages.ts
var languages = __webpack_require__(9955);
// EXTERNAL MODULE: ./src/review/context/parse.ts + 3 modules
var parse = __webpack_require__(4805);
;// CONCATENATED MODULE: ./src/review/context/definitionWindow.ts
/**
 * The verifier's cited excerpt from the code map: the whole innermost
 * definition holding the cited lines. The file is read through the confined
 * reader (as the map reads it) and parsed; the run's map serves it when the
 * review built one. Undefined for a language the map does not read, a file it
 * cannot read, or lines in no definition: the caller falls back to indentation.
 */



async function parsedAlone(sandbox, path, signal) {
    const spec = (0,languages/* languageOf */.e)(path);
    if (!spec || sandbox.withheld(path))
        return undefined;
    const read = await (0,confinedRead/* readWorkspaceBytes */.br)(sandbox.root, path, { maxBytes: sandbox.maxFileBytes, ...(signal ? { signal } : {}) });
    if (read.kind !== "file" || read.truncated)
        return undefined;
    return (0,parse/* parseFile */.CJ)(spec, read.bytes.toString("utf8")).catch(() => undefined);
}
async function definitionWindow(sandbox, path, cited, signal) {
    const parsed = await parsedAlone(sandbox, path, signal);
    if (!parsed)
        return undefined;
    let best;
    for (const def of parsed.definitions) {
        const span = { from: def.startLine + 1, to: def.endLine + 1 };
        if (span.from <= cited.from && cited.to <= span.to && (!best || span.to - span.from < best.to - best.from))
            best = span;
    }
    return best;
}

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
    // The code map's enclosing definition when it lies in the lines read; indentation otherwise.
    const defined = await definitionWindow(sandbox, finding.path, cited, signal);
    const window = (defined && defined.from >= first && defined.to <= last ? defined : undefined) ??
        enclosingBlock(lines, first, cited) ?? {
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
