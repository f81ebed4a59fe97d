export const id = 959;
export const ids = [959];
export const modules = {

/***/ 6452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IW: () => (/* binding */ redactPatch),
/* harmony export */   KL: () => (/* binding */ redactDeep)
/* harmony export */ });
/* unused harmony export RedactDeepCycleError */
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8053);
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
/** The path a `---`/`+++` (or `diff --git`) header names, without its `a/`/`b/` prefix; undefined for /dev/null. */
function headerPath(text) {
    const name = text.trim().replace(/^"(.*)"$/, "$1");
    if (name === "/dev/null")
        return undefined;
    return name.replace(/^[ab]\//, "");
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
 * - Each side knows its file (`path`, else the `---`/`+++` headers), so a
 *   config file's secret values are hidden and source code is never read as
 *   config (createLineRedactor).
 */
function redactPatch(patch, redact, path) {
    let headPath = path;
    let basePath = path;
    let head = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact, headPath);
    let base = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact, basePath);
    let left;
    const restart = () => {
        head = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact, headPath);
        base = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact, basePath);
    };
    const redactLine = (line) => {
        if (line.startsWith("diff ")) {
            if (path === undefined)
                headPath = basePath = headerPath(line.replace(/^diff --git a\/.*? b\//, "b/"));
            restart();
            left = undefined;
            return redact(line);
        }
        if (!left && path === undefined && (line.startsWith("--- ") || line.startsWith("+++ "))) {
            const named = headerPath(line.slice(4));
            if (named !== undefined && line.startsWith("+"))
                headPath = named;
            if (named !== undefined && line.startsWith("-"))
                basePath = named;
            restart();
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

/***/ 3960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UB: () => (/* binding */ chunkAssignmentSchema),
/* harmony export */   p7: () => (/* binding */ assignedChunks),
/* harmony export */   tq: () => (/* binding */ assignmentOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3798);
/* harmony import */ var _llm_redactDeep_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6452);
/* harmony import */ var _chunks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2648);
/* harmony import */ var _overBudget_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9525);
/**
 * A chunk assignment: which files each code-review chunk holds, and a digest
 * of each chunk's rendered text. The matrix plan plans the whole diff once and
 * records it; a lane job then redacts and renders only its own chunks' files,
 * instead of planning all of them to keep an eighth.
 *
 * The assignment is a shortcut, never an authority: a job uses it only when
 * its own listing, in review order, has the plan's digest and every chunk it
 * renders has the plan's digest too. Anything else (another redaction, another
 * checkout, another chunk size or cap) and the job plans the whole diff itself.
 * The files in no chunk are the plan's over-budget list, with its budgets.
 */





const sha256 = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/);
const chunkAssignmentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** The chunk size the plan used: a job planning with another size plans for itself. */
    chunk_tokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    /** One job's chunks the plan used (max_chunks): its first chunks are one job's, so another cap plans for itself. */
    max_chunks: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    /** sha256 of the reviewable paths in review order, NUL-separated. */
    reviewable_sha256: sha256,
    /** Every chunk, in index order: its paths as the chunk lists them, and sha256 of its rendered diff. */
    chunks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ paths: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).min(1), sha256 })),
    /** The reviewable files in no chunk, in review order, each with the budget that left it out. */
    over_budget: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), budget: _overBudget_js__WEBPACK_IMPORTED_MODULE_3__/* .overBudgetSchema */ .fJ })),
});
const digest = (text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(text).digest("hex");
const listingDigest = (reviewable) => digest(reviewable.join("\0"));
/** The assignment of a whole plan (planned with no matrix cap, so every chunk is in it). */
function assignmentOf(plan, limits) {
    return {
        chunk_tokens: limits.chunkTokens,
        max_chunks: limits.maxChunks,
        reviewable_sha256: listingDigest(plan.reviewable),
        chunks: plan.chunks.map((chunk) => ({ paths: chunk.paths, sha256: digest(chunk.diff) })),
        over_budget: plan.overBudget.flatMap((file) => (file.reason === "over budget" && file.budget ? [{ path: file.path, budget: file.budget }] : [])),
    };
}
/**
 * The chunks `wanted` keeps, rendered from the assignment: the same plan
 * planChunks makes under `options`, with only the wanted chunks (global
 * indices). Only the wanted chunks' files are redacted and rendered; the
 * files themselves are left as they are. Undefined when the assignment does not hold for these files.
 */
function assignedChunks(files, assignment, options) {
    // Under the matrix's cap, planChunks leaves nothing over budget for the cap's sake: the uncapped plan is the capped one.
    const cap = options.matrixChunks ?? options.maxChunks;
    if (assignment.chunk_tokens !== options.chunkTokens || assignment.max_chunks !== options.maxChunks || assignment.chunks.length > cap)
        return undefined;
    const { skipped, reviewable } = (0,_chunks_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewOrder */ .vM)(files, options.policy);
    const order = reviewable.map((file) => file.path);
    if (listingDigest(order) !== assignment.reviewable_sha256)
        return undefined;
    const byPath = new Map(reviewable.map((file) => [file.path, file]));
    const pieces = new Map();
    const seen = new Map();
    const chunks = [];
    for (const [i, entry] of assignment.chunks.entries()) {
        const index = i + 1;
        const wanted = options.wanted(index);
        const parts = [];
        for (const path of entry.paths) {
            // A file split across chunks holds its k-th piece in the k-th chunk that lists it.
            const k = seen.get(path) ?? 0;
            seen.set(path, k + 1);
            if (!byPath.has(path))
                return undefined;
            if (!wanted)
                continue;
            if (!pieces.has(path)) {
                const file = byPath.get(path);
                const patch = options.redact ? (0,_llm_redactDeep_js__WEBPACK_IMPORTED_MODULE_1__/* .redactPatch */ .IW)(file.patch, options.redact) : file.patch;
                pieces.set(path, (0,_chunks_js__WEBPACK_IMPORTED_MODULE_2__/* .piecesOf */ .oC)({ ...file, patch }, options.chunkTokens));
            }
            const piece = pieces.get(path)?.[k];
            if (piece === undefined)
                return undefined;
            parts.push(piece);
        }
        if (!wanted)
            continue;
        const chunk = (0,_chunks_js__WEBPACK_IMPORTED_MODULE_2__/* .chunkOf */ .Xe)(index, [...entry.paths], parts);
        if (digest(chunk.diff) !== entry.sha256)
            return undefined;
        chunks.push(chunk);
    }
    const unassigned = order.filter((path) => !seen.has(path));
    if (unassigned.join("\0") !== assignment.over_budget.map((file) => file.path).join("\0"))
        return undefined;
    const overBudget = assignment.over_budget.map((file) => ({ path: file.path, reason: "over budget", budget: file.budget }));
    return { chunks, skipped, overBudget, reviewable: order };
}


/***/ }),

/***/ 2648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ri: () => (/* binding */ DEFAULT_CHUNK_TOKENS),
  O3: () => (/* binding */ DEFAULT_MAX_CHUNKS),
  Xe: () => (/* binding */ chunkOf),
  Hs: () => (/* reexport */ hunksOf),
  oC: () => (/* reexport */ piecesOf),
  Cu: () => (/* binding */ planChunks),
  vM: () => (/* binding */ reviewOrder)
});

// UNUSED EXPORTS: renderHunk, tokensOf

// EXTERNAL MODULE: ./src/review/codeReview/filePolicy.ts
var filePolicy = __webpack_require__(9558);
;// CONCATENATED MODULE: ./src/review/codeReview/splitHunk.ts
/**
 * A hunk too big for one chunk, cut into parts that each fit: a new
 * 3,000-line file is one hunk, and must still be reviewed. Each part is a
 * hunk of its own whose `@@ -a,b +c,d @@` header is right for its lines, so
 * the head-side numbers a reviewer cites are the file's. Parts start at a
 * definition where the language allows, else after a blank line, else where
 * the budget ends.
 */
/** A definition's first line in most languages: modifiers, then a keyword; or a member with an access modifier (C#, Java). */
const DEFINITION = /^(?:public|private|protected|internal)\b|^(?:(?:export|default|pub(?:\([\w:]+\))?|public|private|protected|internal|static|async|abstract|final|sealed|partial|unsafe|extern|override|virtual|readonly|declare|open|data|inline)\s+)*(?:function\*?|class|interface|type|enum|struct|impl|trait|fn|mod|def|func|module|namespace|object|record|macro_rules!|const|let|var)\b/;
/** A markdown or reStructuredText document's sections start at its headings. */
const HEADING = /^#{1,6}\s/;
const DOCUMENT = /\.(?:md|markdown|mdx|rst|txt)$/i;
/** Lines that belong to the definition below them: doc comments, attributes, decorators. */
const LEAD_IN = /^\s*(?:\/\/|\/\*|\*|#\[|#!\[|@\w|\[\w)/;
/** Definition starts by keyword, at any depth: the splitter prefers the shallowest. */
const heuristicSplitPoints = (path, lines, firstLine) => {
    const starts = DOCUMENT.test(path) ? HEADING : DEFINITION;
    const points = [];
    lines.forEach((line, i) => {
        if (starts.test(DOCUMENT.test(path) ? line : line.trimStart()))
            points.push(firstLine + i);
    });
    return points;
};
const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function rowsOf(lines, newStart) {
    let next = newStart;
    return lines.map((raw) => {
        const mark = raw.startsWith("+") ? "+" : raw.startsWith("-") ? "-" : raw.startsWith("\\") ? "\\" : " ";
        return mark === "-" || mark === "\\" ? { mark, raw } : { mark, raw, head: next++ };
    });
}
const indentOf = (text) => text.length - text.trimStart().length;
const textOf = (row) => (row.mark === "\\" ? "" : row.raw.slice(1));
/**
 * The hunk in parts whose rendered size (`cost` per row, plus `overhead` per
 * part) stays within `capacity` characters. Undefined when a single line is
 * over it: such a line cannot be shown in part.
 */
function splitHunk(path, hunk, capacity, splitPoints = heuristicSplitPoints, cost = (raw) => raw.length + 1) {
    const lines = hunk.split("\n");
    const header = HEADER.exec(lines[0] ?? "");
    if (!header)
        return undefined;
    const oldStart = Number(header[1]);
    const oldCount = header[2] === undefined ? 1 : Number(header[2]);
    const newStart = Number(header[3]);
    const newCount = header[4] === undefined ? 1 : Number(header[4]);
    const rows = rowsOf(lines.slice(1), newCount === 0 ? newStart + 1 : newStart);
    const overhead = lines[0].length + 100;
    if (rows.some((row) => cost(row.raw) + overhead > capacity))
        return undefined;
    const headRows = rows.filter((row) => row.head !== undefined);
    const definitions = new Set(splitPoints(path, headRows.map(textOf), headRows[0]?.head ?? newStart));
    // Removed lines have no head-side number: the heuristic reads them as it reads any line.
    const isDefinition = rows.map((row) => row.head !== undefined ? definitions.has(row.head) : row.mark === "-" && heuristicSplitPoints(path, [textOf(row)], 1).length > 0);
    const parts = [];
    for (let start = 0; start < rows.length;) {
        let end = start;
        let size = overhead;
        while (end < rows.length && size + cost(rows[end].raw) <= capacity)
            size += cost(rows[end++].raw);
        if (end < rows.length)
            end = cutBefore(rows, start, end, isDefinition);
        parts.push([start, end]);
        start = end;
    }
    // Where each part's lines begin on either side, as git counts them.
    let oldNext = oldCount === 0 ? oldStart + 1 : oldStart;
    let newNext = newCount === 0 ? newStart + 1 : newStart;
    return parts.map(([start, end]) => {
        const slice = rows.slice(start, end);
        const olds = slice.filter((r) => r.mark === " " || r.mark === "-").length;
        const news = slice.filter((r) => r.head !== undefined).length;
        const a = olds === 0 ? oldNext - 1 : oldNext;
        const c = news === 0 ? newNext - 1 : newNext;
        const context = enclosing(rows, start, isDefinition);
        oldNext += olds;
        newNext += news;
        return [`@@ -${a},${olds} +${c},${news} @@${context ? ` ${context}` : ""}`, ...slice.map((r) => r.raw)].join("\n");
    });
}
/**
 * Where a part that could run to `end` should stop instead: before the
 * shallowest definition in the window's second half (the latest of equals,
 * with its doc comments and attributes), else after its last blank line,
 * else at `end`.
 */
function cutBefore(rows, start, end, isDefinition) {
    const from = start + Math.max(1, Math.floor((end - start) / 2));
    let best;
    for (let i = from; i < end; i++) {
        if (!isDefinition[i])
            continue;
        if (best === undefined || indentOf(textOf(rows[i])) <= indentOf(textOf(rows[best])))
            best = i;
    }
    if (best !== undefined) {
        let cut = best;
        while (cut - 1 > from && LEAD_IN.test(textOf(rows[cut - 1])))
            cut--;
        return cut;
    }
    for (let i = end - 1; i >= from; i--)
        if (textOf(rows[i - 1]).trim() === "")
            return i;
    return end;
}
/** The definition a part starts inside, for its header (as git's function context): the nearest shallower one above. */
function enclosing(rows, start, isDefinition) {
    const first = rows.slice(start).find((row) => textOf(row).trim() !== "");
    if (!first || start === 0)
        return undefined;
    const depth = indentOf(textOf(first));
    for (let i = start - 1; i >= 0; i--) {
        const text = textOf(rows[i]);
        if (isDefinition[i] && indentOf(text) < depth)
            return text.trim().slice(0, 80);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/review/codeReview/svg.ts
/**
 * An SVG is a document that can run code, but mostly it is path data: one
 * 5-line icon held 82k characters that every lane read as text. A changed
 * SVG is shown with its lines cut short, and with what matters for security
 * in the whole added text, found by a scanner: scripts, event handlers,
 * references outside the document, embedded documents, entity declarations.
 * The scanner only matches bounded patterns, so malformed markup cannot
 * make it fail or run long; what it scans is the added text, and a
 * namespace prefix, an attribute split over lines, character references or
 * a flood of harmless links hide nothing from it.
 */
/** Characters of an SVG line shown; the rest is counted. */
const SVG_LINE_CAP = 400;
/** Lines of an SVG hunk shown; the rest is counted. */
const SVG_ROWS_CAP = 200;
const FACTS_CAP = 40;
const EXCERPT = 120;
const isSvg = (path) => /\.svgz?$/i.test(path);
const outside = (target) => !target.trim().startsWith("#") && target.trim() !== "";
/** An element's name after any namespace prefix: `<svg:script>` and `<h:iframe>` are the same elements as unprefixed. */
const PREFIX = "(?:[A-Za-z_][\\w.-]{0,40}:)?";
const PATTERNS = [
    { what: "script element", re: new RegExp(`<${PREFIX}script\\b[^>]{0,300}>?`, "gi") },
    { what: "event handler attribute", re: /(?:^|[\s"'/])(on[a-z]{2,30}\s*=\s*(?:"[^"]{0,300}"?|'[^']{0,300}'?|[^\s>]{1,300}))/gi },
    {
        what: "reference outside the document",
        re: new RegExp(`\\b(${PREFIX}href\\s*=\\s*(?:"([^"]{0,300})"?|'([^']{0,300})'?))`, "gi"),
        keep: outside,
        reference: true,
    },
    { what: "reference outside the document", re: /\b(src\s*=\s*(?:"([^"]{0,300})"?|'([^']{0,300})'?))/gi, keep: outside, reference: true },
    { what: "reference outside the document", re: /(url\(\s*["']?([^"')]{0,300}))/gi, keep: outside, reference: true },
    { what: "embedded document or plugin", re: new RegExp(`<${PREFIX}(?:foreignObject|iframe|embed|object|handler|listener)\\b[^>]{0,200}>?`, "gi") },
    {
        what: "animation that sets a link",
        re: new RegExp(`<${PREFIX}(?:animate|set)\\b[^>]{0,300}attributeName\\s*=\\s*["']?${PREFIX}href[^>]{0,200}>?`, "gi"),
    },
    { what: "javascript: URL", re: /javascript\s*:[^"'\s>]{0,200}/gi },
    { what: "javascript: URL written with character references", re: /=\s*(?:"([^"]{0,600})"?|'([^']{0,600})'?)/g, keep: hiddenScriptUrl },
    { what: "entity or DTD declaration", re: /<!(?:ENTITY|DOCTYPE)\b[^>]{0,200}>?/gi },
    { what: "stylesheet import", re: /<\?xml-stylesheet\b[^>]{0,200}>?|@import\b[^;]{0,200};?/gi },
];
/**
 * An attribute value that is a `javascript:` (or `vbscript:`) URL once its
 * character references are read, as an XML parser reads them, and the tabs
 * and line breaks a URL parser drops are gone, but that does not spell it
 * out (that one is already a fact).
 */
function hiddenScriptUrl(value) {
    if (!value.includes("&") || /(?:java|vb)script\s*:/i.test(value))
        return false;
    const decoded = value
        .replace(/&#(?:x([0-9a-f]{1,6})|([0-9]{1,7}));?/gi, (_, hex, dec) => {
        const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
        return code <= 0x10ffff ? String.fromCodePoint(code) : "";
    })
        // HTML's names for them, for an SVG inlined into a page.
        .replace(/&(colon|tab|newline);/gi, (_, name) => ({ colon: ":", tab: "\t", newline: "\n" })[name.toLowerCase()] ?? "");
    // eslint-disable-next-line no-control-regex -- a URL parser strips these before it reads the scheme
    return /^(?:java|vb)script:/i.test(decoded.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, ""));
}
/**
 * The facts of an SVG's added lines (head-side numbers), in line order. Runs
 * of consecutive added lines are scanned as one text, since XML lets an
 * attribute, its `=` and its value sit on separate lines. At most FACTS_CAP
 * are listed, references outside the document last, so a few hundred image
 * links cannot push a script off the list; then a count of the rest by kind.
 */
function svgFacts(lines) {
    const found = [];
    for (const run of runs(lines)) {
        PATTERNS.forEach((pattern, order) => {
            pattern.re.lastIndex = 0;
            for (let m = pattern.re.exec(run.text); m !== null; m = pattern.re.exec(run.text)) {
                if (m[0] === "")
                    pattern.re.lastIndex++;
                const target = pattern.reference ? (m[2] ?? m[3] ?? "") : (m[1] ?? m[2] ?? "");
                if (pattern.keep && !pattern.keep(target))
                    continue;
                const shown = m[1] ?? m[0];
                const line = run.lineAt(m.index + Math.max(0, m[0].indexOf(shown)));
                found.push({ line, order, what: pattern.what, reference: pattern.reference === true, excerpt: excerpt(shown) });
            }
        });
    }
    found.sort((a, b) => a.line - b.line || a.order - b.order);
    const line = (f) => `line ${f.line}: ${f.what}: ${f.excerpt}`;
    if (found.length <= FACTS_CAP)
        return found.map(line);
    const listed = new Set([...found.filter((f) => !f.reference), ...found.filter((f) => f.reference)].slice(0, FACTS_CAP));
    const rest = new Map();
    for (const f of found)
        if (!listed.has(f))
            rest.set(f.what, (rest.get(f.what) ?? 0) + 1);
    const counts = [...rest].map(([what, n]) => `${n} ${what}`).join(", ");
    return [...found.filter((f) => listed.has(f)).map(line), `… ${found.length - listed.size} more of these not listed (${counts})`];
}
/** Consecutive added lines as one text, with the line number of any offset in it. */
function runs(lines) {
    const out = [];
    for (let i = 0; i < lines.length;) {
        let j = i + 1;
        while (j < lines.length && lines[j].number === lines[j - 1].number + 1)
            j++;
        const group = lines.slice(i, j);
        const starts = [];
        let offset = 0;
        for (const line of group) {
            starts.push(offset);
            offset += line.text.length + 1;
        }
        const first = group[0].number;
        out.push({
            text: group.map((l) => l.text).join("\n"),
            lineAt: (at) => {
                let lo = 0;
                for (let hi = starts.length - 1; lo < hi;) {
                    const mid = (lo + hi + 1) >> 1;
                    if (starts[mid] <= at)
                        lo = mid;
                    else
                        hi = mid - 1;
                }
                return first + lo;
            },
        });
        i = j;
    }
    return out;
}
function excerpt(text) {
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029`]/g, " ").trim();
    return `\`${clean.length > EXCERPT ? `${clean.slice(0, EXCERPT)}…` : clean}\``;
}
/** A rendered SVG hunk with long lines cut and long hunks shortened; numbers and marks stay as rendered. */
function capSvgHunk(rendered) {
    const [header, ...rows] = rendered.split("\n");
    const shown = rows
        .slice(0, SVG_ROWS_CAP)
        .map((row) => (row.length > SVG_LINE_CAP ? `${row.slice(0, SVG_LINE_CAP)} … [${row.length - SVG_LINE_CAP} more characters not shown]` : row));
    if (rows.length > SVG_ROWS_CAP)
        shown.push(`… [${rows.length - SVG_ROWS_CAP} more lines of this SVG not shown]`);
    return [header, ...shown].join("\n");
}
/** The block that follows an SVG's hunks: its facts, or that it has none. */
function svgFactsBlock(patch) {
    const added = [];
    let next = 1;
    let inHunk = false;
    for (const line of patch.split("\n")) {
        const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
        if (header) {
            inHunk = true;
            next = Number(header[1]);
        }
        else if (inHunk && line.startsWith("+"))
            added.push({ number: next++, text: line.slice(1) });
        else if (inHunk && line.startsWith(" "))
            next++;
    }
    const facts = svgFacts(added);
    const intro = "SVG security facts, from the whole added text (long lines above are cut short):";
    return facts.length === 0
        ? `${intro} no script, event handler, outside reference, embedded document or entity declaration.`
        : [intro, ...facts.map((f) => `- ${f}`)].join("\n");
}

// EXTERNAL MODULE: ./src/review/codeReview/fileContent.ts
var fileContent = __webpack_require__(5547);
;// CONCATENATED MODULE: ./src/review/codeReview/pieces.ts
/**
 * A changed file as the reviewer sees it: its hunks with head-side line
 * numbers, whole or in pieces that each fit a chunk (a hunk too big for a
 * chunk is split into parts by splitHunk.ts). Pieces of a split file name
 * their part and head lines.
 */



const tokensOf = (text) => Math.ceil(text.length / 4);
/**
 * One hunk with head-side line numbers, so findings can cite real lines. The
 * numbers are padded only to the hunk's widest, and nothing separates them from
 * the diff's own line: every character of the gutter is paid in tokens on every
 * line of every diff a reviewer reads.
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
    // The number, then the diff line as git writes it (its mark, then its text): a unified diff with a gutter.
    const out = rows.map((row) => `${(row.number === undefined ? "" : String(row.number)).padStart(width)}${row.mark}${row.text}`);
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
    const encoding = file.encodingNote ? ` [${file.encodingNote}]` : "";
    const view = file.viewNote ? ` — ${file.viewNote}` : "";
    return `### ${file.path}${rename} — ${file.status}, +${file.additions} −${file.deletions}${encoding}${view}`;
}
/** Room kept in a piece for its header's "(part k of n, lines a–b)". */
const PART_LABEL_ROOM = 64;
/**
 * A file as pieces that each fit the budget: whole, or split at hunk
 * boundaries, a hunk too big for a chunk split into parts (splitHunk.ts).
 * Pieces of a split file name their part and head lines. Undefined when the
 * file cannot be shown in pieces: its patch was too large to read, or one
 * line alone is over the budget.
 */
function piecesOf(file, budget, splitPoints = heuristicSplitPoints) {
    const header = fileHeader(file);
    if (file.tooLarge)
        return undefined;
    if (file.status === "deleted")
        return [`${header} (deleted: its content is at the base)`];
    const rawHunks = hunksOf(file.patch);
    // An SVG is shown cut short, followed by its security facts from the whole text (svg.ts).
    const svg = isSvg(file.path);
    const show = (raw) => (svg ? capSvgHunk(renderHunk(raw)) : renderHunk(raw));
    const hunks = rawHunks.map(show);
    const tail = svg ? [svgFactsBlock(file.patch)] : [];
    const whole = [header, ...hunks, ...tail].join("\n");
    if (tokensOf(whole) <= budget)
        return [whole];
    const room = budget * 4 - header.length - PART_LABEL_ROOM - 2;
    const parts = [];
    for (const [i, hunk] of hunks.entries()) {
        if (hunk.length + 1 <= room) {
            parts.push(hunk);
            continue;
        }
        // Each row renders as its line plus a number as wide as the hunk's widest, a space, the mark and a space.
        const width = String(lastHeadLine(hunk)).length;
        const shown = (raw) => (svg ? Math.min(raw.length, SVG_LINE_CAP + 50) : raw.length) + width + 3;
        const split = splitHunk(file.path, rawHunks[i], room, splitPoints, shown);
        if (!split)
            return undefined;
        parts.push(...split.map(show));
    }
    parts.push(...tail);
    const groups = [];
    let current = [];
    let size = 0;
    for (const part of parts) {
        if (current.length > 0 && size + part.length + 1 > room) {
            groups.push(current);
            current = [];
            size = 0;
        }
        current.push(part);
        size += part.length + 1;
    }
    if (current.length > 0)
        groups.push(current);
    if (groups.some((group) => group.join("\n").length > room))
        return undefined;
    return groups.map((group, k) => [`${header} (part ${k + 1} of ${groups.length}${headSpan(group)})`, ...group].join("\n"));
}
/** The last head-side line number a rendered hunk shows. */
function lastHeadLine(rendered) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(rendered);
    return header ? Number(header[1]) + Math.max(0, Number(header[2] ?? 1) - 1) : 1;
}
/** ", lines a–b": the head-side lines a piece's hunks span, for a reader to place the piece in the file. */
function headSpan(group) {
    const spans = group.map((hunk) => /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(hunk)).filter((m) => m !== null && Number(m[2] ?? 1) > 0);
    if (spans.length === 0)
        return "";
    const first = Number(spans[0][1]);
    const last = spans.at(-1);
    return `, lines ${first}–${Number(last[1]) + Number(last[2] ?? 1) - 1}`;
}
/** Why piecesOf cannot show a file: too large to read, or a line larger than a chunk. */
function unshownBudget(file, chunkTokens) {
    if (file.tooLarge)
        return { kind: "read_limit", limit_bytes: fileContent/* TEXT_PATCH_LIMIT */.D };
    let longest = 0;
    for (let start = 0; start < file.patch.length;) {
        const end = file.patch.indexOf("\n", start);
        const stop = end === -1 ? file.patch.length : end;
        longest = Math.max(longest, stop - start);
        start = stop + 1;
    }
    return { kind: "line", line_tokens: Math.ceil(longest / 4), chunk_tokens: chunkTokens };
}

;// CONCATENATED MODULE: ./src/review/codeReview/chunks.ts
/**
 * Groups a diff into review chunks under a token budget (chars / 4). Source
 * before tests before docs, then by churn. Files skipped by policy, or left
 * out of an incremental re-review, are listed with their reason and its
 * source; files beyond a budget are listed as over budget, with which budget
 * (overBudget.ts). Nothing is dropped silently. A deleted file is shown as
 * one line: the reviewer sees that it went, and reads the base for what it held.
 *
 * A matrix plans one job's chunks first, exactly as one job does, then the
 * files they leave out into further chunks: one job's chunks are always the
 * matrix's first, so the two spend the same calls on them.
 */



const DEFAULT_CHUNK_TOKENS = 24_000;
const DEFAULT_MAX_CHUNKS = 20;
/** `localeCompare` without arguments, as one collator: building one per comparison is most of sorting 2,000 paths. */
const comparePaths = new Intl.Collator().compare;
/** The files the policy skips, with why, and the rest in review order: the order chunks fill in. */
function reviewOrder(files, policy) {
    const skipped = [];
    const reviewable = [];
    for (const file of files) {
        const skip = (0,filePolicy/* skipDecision */.q0)(file, policy);
        if (skip)
            skipped.push({ path: file.path, ...skip });
        else
            reviewable.push(file);
    }
    reviewable.sort((a, b) => (0,filePolicy/* fileRank */.F6)(a.path) - (0,filePolicy/* fileRank */.F6)(b.path) || b.additions + b.deletions - (a.additions + a.deletions) || comparePaths(a.path, b.path));
    return { skipped, reviewable };
}
/** A chunk of rendered parts (pieces of files, in order), as every planner closes one. */
function chunkOf(index, paths, parts) {
    const diff = parts.join("\n\n");
    return { index, paths, diff, tokens: tokensOf(diff) };
}
/**
 * Fills chunks in the order files are added, under `cap` chunks. A file goes
 * in whole or not at all: add() refuses one whose pieces would pass the cap.
 */
class Packer {
    sizes;
    chunkTokens;
    cap;
    chunks = [];
    current = [];
    tokens = 0;
    constructor(sizes, chunkTokens, cap) {
        this.sizes = sizes;
        this.chunkTokens = chunkTokens;
        this.cap = cap;
    }
    /** Chunks used so far, the open one included. */
    get used() {
        return this.chunks.length + (this.current.length > 0 ? 1 : 0);
    }
    add(path) {
        const sizes = this.sizes.get(path);
        const needed = sizes.length === 1 && this.tokens + sizes[0] <= this.chunkTokens ? 0 : sizes.length;
        if (this.used + needed > this.cap)
            return false;
        for (const [piece, tokens] of sizes.entries()) {
            if (this.tokens + tokens > this.chunkTokens)
                this.closeChunk();
            this.current.push({ path, piece });
            this.tokens += tokens + 1;
        }
        return true;
    }
    /** Closes the open chunk and returns every chunk. */
    finish() {
        this.closeChunk();
        return this.chunks;
    }
    closeChunk() {
        if (this.current.length > 0)
            this.chunks.push(this.current);
        this.current = [];
        this.tokens = 0;
    }
}
/**
 * `files` (review order) in at most `cap` chunks. When they do not all fit,
 * the biggest are left out rather than whichever come last: the fewest such
 * files that let the rest fit, found by bisection (fewer files never need
 * more chunks). Then each file left out that still fits goes in after the
 * others, in review order, so no file is left out that the chunks left could hold.
 */
function fill(files, sizes, chunkTokens, cap) {
    const packWithout = (out) => {
        const packer = new Packer(sizes, chunkTokens, cap);
        let refused = 0;
        for (const path of files)
            if (!out.has(path) && !packer.add(path))
                refused++;
        return { packer, refused };
    };
    const all = packWithout(new Set());
    if (all.refused === 0)
        return { chunks: all.packer.finish(), left: [] };
    const total = (path) => sizes.get(path).reduce((n, tokens) => n + tokens, 0);
    const bySize = [...files].sort((a, b) => total(b) - total(a) || comparePaths(a, b));
    let low = 1;
    let high = bySize.length;
    while (low < high) {
        const mid = (low + high) >> 1;
        if (packWithout(new Set(bySize.slice(0, mid))).refused === 0)
            high = mid;
        else
            low = mid + 1;
    }
    const out = new Set(bySize.slice(0, low));
    const { packer } = packWithout(out);
    const left = files.filter((path) => out.has(path) && !packer.add(path));
    return { chunks: packer.finish(), left };
}
function planChunks(files, options) {
    const { skipped, reviewable } = reviewOrder(files, options.policy);
    const pieces = new Map(reviewable.map((file) => [file.path, piecesOf(file, options.chunkTokens)]));
    const sizes = new Map();
    for (const [path, filePieces] of pieces)
        if (filePieces)
            sizes.set(path, filePieces.map(tokensOf));
    const shown = reviewable.map((file) => file.path).filter((path) => sizes.has(path));
    // One job's chunks, then (a matrix) the files they leave out in the chunks the matrix has beyond them.
    const first = fill(shown, sizes, options.chunkTokens, options.maxChunks);
    let slots = first.chunks;
    let left = first.left;
    const total = Math.max(options.maxChunks, options.matrixChunks ?? options.maxChunks);
    if (left.length > 0 && total > options.maxChunks) {
        const rest = fill(left, sizes, options.chunkTokens, total - slots.length);
        slots = [...slots, ...rest.chunks];
        left = rest.left;
    }
    const chunks = slots.map((chunk, i) => {
        const paths = [...new Set(chunk.map((slot) => slot.path))];
        return chunkOf(i + 1, paths, chunk.map((slot) => pieces.get(slot.path)[slot.piece]));
    });
    const leftOut = new Set(left);
    const matrix = total > options.maxChunks && Number.isFinite(total) ? { matrix_chunks: total } : {};
    const budgetOf = (file) => {
        const filePieces = pieces.get(file.path);
        if (!filePieces)
            return unshownBudget(file, options.chunkTokens);
        if (!leftOut.has(file.path))
            return undefined;
        const needs = filePieces.length;
        return needs > total
            ? { kind: "whole_run", needs, max_chunks: options.maxChunks, ...matrix }
            : { kind: "run", needs, left: Math.max(0, total - chunks.length), max_chunks: options.maxChunks, ...matrix };
    };
    const overBudget = [];
    for (const file of reviewable) {
        const budget = budgetOf(file);
        if (budget)
            overBudget.push({ path: file.path, reason: "over budget", budget });
    }
    return { chunks, skipped, overBudget, reviewable: reviewable.map((file) => file.path) };
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

/***/ 5547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ TEXT_PATCH_LIMIT),
/* harmony export */   l: () => (/* binding */ countLines)
/* harmony export */ });
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


/***/ }),

/***/ 9558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E2: () => (/* binding */ SECURITY_ONLY),
/* harmony export */   F6: () => (/* binding */ fileRank),
/* harmony export */   q0: () => (/* binding */ skipDecision),
/* harmony export */   rh: () => (/* binding */ reviewFilePolicy),
/* harmony export */   s_: () => (/* binding */ unchangedPaths)
/* harmony export */ });
/* unused harmony export securityOnlySource */
/* harmony import */ var _lockfiles_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8209);
/* harmony import */ var _baseMarkers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3140);
/* harmony import */ var _conventions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7708);
/* harmony import */ var _generatedMarkers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9090);





function reviewFilePolicy(options) {
    return {
        withheld: options.withheld,
        ignored: (0,_conventions_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatcher */ .f)(options.paths?.ignore),
        generated: (0,_conventions_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatcher */ .f)(options.paths?.generated),
        vendored: (0,_conventions_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatcher */ .f)(options.paths?.vendored),
        isUnchanged: options.isUnchanged ?? (() => false),
        readsSecurityOnly: options.readsSecurityOnly ?? false,
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
const SECURITY_ONLY = "reviewed by security only";
/**
 * Why a file that no base configuration skips is the security lane's alone:
 * a built-in convention's file edited in place (it sat there at the base), or
 * a file the pull request adds with a strict generator header. Undefined for
 * any other file. The PR chooses neither the convention nor what sat at the base.
 */
function securityOnlySource(file) {
    if ((0,_baseMarkers_js__WEBPACK_IMPORTED_MODULE_1__/* .existedAtBase */ .Ro)(file)) {
        const atBase = "built-in convention; existed at the base";
        const glob = (0,_conventions_js__WEBPACK_IMPORTED_MODULE_2__/* .builtInConvention */ .T)(file.path);
        if (glob)
            return `${atBase} (${JSON.stringify(glob)})`;
        if (file.baseMarker)
            return `${atBase} (generator header ${JSON.stringify(file.baseMarker)})`;
        return undefined;
    }
    if (file.status !== "added")
        return undefined;
    const marker = (0,_generatedMarkers_js__WEBPACK_IMPORTED_MODULE_3__/* .headerMarker */ .e3)((0,_generatedMarkers_js__WEBPACK_IMPORTED_MODULE_3__/* .addedFileFirstLines */ .Ak)(file.patch));
    return marker ? `generated, by its own header (${JSON.stringify(marker)})` : undefined;
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
    if (!policy.readsSecurityOnly) {
        const securityOnly = securityOnlySource(file);
        if (securityOnly)
            return { reason: SECURITY_ONLY, source: securityOnly };
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

/***/ 9889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ NOT_BY_THIS_LANE),
/* harmony export */   OK: () => (/* binding */ laneAloneReport),
/* harmony export */   n_: () => (/* binding */ SECURITY_DID_NOT_FINISH),
/* harmony export */   t2: () => (/* binding */ securityOnlyAs)
/* harmony export */ });
/* harmony import */ var _filePolicy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9558);
/* harmony import */ var _render_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1479);
/**
 * The code-review report of an invocation that runs code review alone (a
 * matrix lane job): the security lane does not run in it, so a security-only
 * file is not "reviewed by security only" there, only not reviewed by this
 * lane. The render input keeps the skip as it is: the gate, which knows
 * whether the security lane ran, renders it as a full run does.
 */


const NOT_BY_THIS_LANE = "not reviewed by this lane; reviewed by security when that lane runs";
/** A run whose security lane gave no verdict of its own (faulted, degraded): nobody reviewed its security-only files. */
const SECURITY_DID_NOT_FINISH = "not reviewed: security only, and the security lane did not complete";
/** The skips, each security-only one under `reason` instead: what became of those files in this run. */
function securityOnlyAs(skipped, reason) {
    return skipped.map((skip) => (skip.reason === _filePolicy_js__WEBPACK_IMPORTED_MODULE_0__/* .SECURITY_ONLY */ .E2 ? { ...skip, reason } : skip));
}
function laneAloneReport(input) {
    return (0,_render_js__WEBPACK_IMPORTED_MODULE_1__/* .renderCodeReview */ .e6)({ ...input, skipped: securityOnlyAs(input.skipped, NOT_BY_THIS_LANE) }).report;
}


/***/ }),

/***/ 9525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fJ: () => (/* binding */ overBudgetSchema),
/* harmony export */   kj: () => (/* binding */ overBudgetTally),
/* harmony export */   t8: () => (/* binding */ overBudgetText)
/* harmony export */ });
/* unused harmony export OVER_BUDGET_LABEL */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3798);
/**
 * Which budget left a file out, with the figures a user acts on. Four
 * budgets, each with its own remedy: the chunks left in this run, the run's
 * whole chunks, the read limit of one file, and one chunk (a line no chunk
 * holds). Result JSON and the matrix partial carry it; the report says it.
 */

const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
const overBudgetSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt("kind", [
    /** It alone needs more chunks than the run had left once the other files were planned. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("run"), needs: count, left: count, max_chunks: count, matrix_chunks: count.optional() }),
    /** It alone needs more chunks than the whole run has. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("whole_run"), needs: count, max_chunks: count, matrix_chunks: count.optional() }),
    /** Its text is larger than the diff reader reads of one file. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("read_limit"), limit_bytes: count }),
    /** One of its lines is larger than a chunk: it cannot be shown in parts. */
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("line"), line_tokens: count, chunk_tokens: count }),
]);
/** The run's chunks, as the text names them: one job's max_chunks, or a matrix's shards × max_chunks. */
function runChunks(budget) {
    return budget.matrix_chunks === undefined
        ? `max_chunks ${budget.max_chunks}`
        : `the matrix's ${budget.matrix_chunks} (max_chunks ${budget.max_chunks} per shard)`;
}
const mib = (bytes) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const plural = (n, what) => `${n} ${what}${n === 1 ? "" : "s"}`;
/** The report's words for it: which budget, the figures, and what to do. */
function overBudgetText(budget) {
    switch (budget.kind) {
        case "run":
            return `over the run's budget: needs ${plural(budget.needs, "chunk")}, ${budget.left} left of ${runChunks(budget)} — raise max_chunks or split the pull request`;
        case "whole_run":
            return `larger than the whole run's budget: needs ${plural(budget.needs, "chunk")}, more than ${runChunks(budget)} — raise max_chunks or split the file`;
        case "read_limit":
            return `over the ${mib(budget.limit_bytes)} read limit of one file — review it by hand or split the file`;
        case "line":
            return `a line of ${budget.line_tokens} tokens is larger than a chunk (chunk_tokens ${budget.chunk_tokens}), so it cannot be shown in parts — review it by hand`;
    }
}
/** Short, for the coverage line's count by budget. */
const OVER_BUDGET_LABEL = {
    run: "over the run's chunks left",
    whole_run: "larger than the whole run",
    read_limit: "over the read limit",
    line: "with a line larger than a chunk",
};
/** "2 over the run's chunks left, 1 over the read limit": the budgets' counts, in the order above; "" without details. */
function overBudgetTally(budgets) {
    const counts = new Map();
    for (const budget of budgets)
        if (budget)
            counts.set(budget.kind, (counts.get(budget.kind) ?? 0) + 1);
    return Object.keys(OVER_BUDGET_LABEL)
        .filter((kind) => counts.has(kind))
        .map((kind) => `${counts.get(kind)} ${OVER_BUDGET_LABEL[kind]}`)
        .join(", ");
}


/***/ }),

/***/ 5028:
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
// EXTERNAL MODULE: ./src/review/codeReview/fileContent.ts
var fileContent = __webpack_require__(5547);
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
// EXTERNAL MODULE: ./src/review/git/git.ts + 2 modules
var git_git = __webpack_require__(7020);
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

// EXTERNAL MODULE: ./src/review/codeReview/svgz.ts
var codeReview_svgz = __webpack_require__(2174);
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
        const buffer = Buffer.alloc(fileContent/* TEXT_PATCH_LIMIT */.D + 1);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return { bytes: buffer.subarray(0, Math.min(bytesRead, fileContent/* TEXT_PATCH_LIMIT */.D)), truncated: bytesRead > fileContent/* TEXT_PATCH_LIMIT */.D };
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
/** The note of the head side alone: an added file's, tracked or untracked, reads the same. */
const headNote = (note) => `head: ${note}`;
function noteOf(base, head) {
    const notes = [base?.kind === "text" && base.note && `base: ${base.note}`, head?.kind === "text" && head.note && headNote(head.note)];
    if (base?.kind === "text" && head?.kind === "text" && base.encoding.toLowerCase() !== head.encoding.toLowerCase()) {
        notes.push(`the encoding changed from ${base.encoding.toUpperCase()} to ${head.encoding.toUpperCase()}`);
    }
    const kept = notes.filter((n) => typeof n === "string" && n !== "");
    return kept.length > 0 ? kept.join("; ") : undefined;
}
async function decodeFile(git, spec, base, file, declared, options) {
    const oldPath = file.oldPath ?? file.path;
    let [oldSide, newSide] = await Promise.all([
        file.status === "added" ? undefined : git.showFileBytes(base, oldPath, fileContent/* TEXT_PATCH_LIMIT */.D, options),
        file.status === "deleted"
            ? undefined
            : spec.kind === "range"
                ? git.showFileBytes(spec.head, file.path, fileContent/* TEXT_PATCH_LIMIT */.D, options)
                : worktreeBytes(git, file.path, options),
    ]);
    const svgz = (0,codeReview_svgz/* isSvgz */.$T)(file.path) ? (0,codeReview_svgz/* openSvgz */.zX)(file.status === "deleted" ? "old" : "new", oldSide, newSide, fileContent/* TEXT_PATCH_LIMIT */.D) : undefined;
    if (svgz && svgz.kind !== "svg") {
        // Not shown either way; named, never skipped as binary: unreadable when it does not gunzip, over the read limit when it is a bomb.
        const why = svgz.kind === "corrupt" ? { unreadable: true, encodingNote: `.svgz: ${svgz.detail}` } : { tooLarge: true, encodingNote: codeReview_svgz/* SVGZ_TOO_LARGE */.sJ };
        Object.assign(file, { binary: false, patch: headerOf(file.patch), additions: 0, deletions: 0, ...why });
        return;
    }
    if (svgz)
        [oldSide, newSide] = [svgz.oldSide, svgz.newSide];
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
    const note = [svgz && codeReview_svgz/* SVGZ_NOTE */.ke, noteOf(oldText, newText)].filter(Boolean).join("; ");
    if (note)
        file.encodingNote = note;
    if (oldSide?.truncated || newSide?.truncated) {
        file.tooLarge = true;
        return;
    }
    const before = oldText?.kind === "text" ? oldText.text : "";
    const after = newText?.kind === "text" ? newText.text : "";
    file.patch = `${header}\n${await lineDiff(git, before, after, options)}`;
    Object.assign(file, (0,fileContent/* countLines */.l)(file.patch));
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

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts + 3 modules
var chunks = __webpack_require__(2648);
// EXTERNAL MODULE: ./src/review/matrix/facts.ts
var facts = __webpack_require__(2335);
// EXTERNAL MODULE: ./src/review/codeReview/chunkAssignment.ts
var chunkAssignment = __webpack_require__(3960);
// EXTERNAL MODULE: ./src/review/matrix/shards.ts
var shards = __webpack_require__(7743);
// EXTERNAL MODULE: ./src/review/context/runMap.ts + 8 modules
var runMap = __webpack_require__(5153);
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
            ...(0,fileContent/* countLines */.l)(sectionPatch),
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
                // Decoded as a tracked file is, and noted as one is: the reviewer reads where the text came from.
                ...(change.encodingNote ? { encodingNote: headNote(change.encodingNote) } : {}),
                ...(change.unreadable ? { unreadable: true } : {}),
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
        // A matrix shard keeps its own chunks of the whole matrix's plan: one job's chunks, then the rest up to max_chunks per shard.
        // Indices and the count stay global.
        const job = (0,facts/* matrixJobFact */.vX)(context.facts);
        const shard = job?.lane === "code-review" ? job : undefined;
        const assignment = shard && (0,facts/* matrixChunksFact */.Mf)(context.facts);
        let files;
        let plan;
        let chunkCount;
        try {
            const maxChunks = positiveInt(state.max_chunks, chunks/* DEFAULT_MAX_CHUNKS */.O3);
            const limits = {
                chunkTokens: positiveInt(state.chunk_tokens, chunks/* DEFAULT_CHUNK_TOKENS */.ri),
                maxChunks,
                ...(shard ? { matrixChunks: maxChunks * shard.shards } : {}),
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

// EXTERNAL MODULE: ./src/review/context/runMap.ts + 8 modules
var runMap = __webpack_require__(5153);
// EXTERNAL MODULE: ./src/review/codeReview/overBudget.ts
var codeReview_overBudget = __webpack_require__(9525);
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
    const detailed = notReviewed.map((n) => (n.reason === "over budget" && n.budget ? { ...n, detail: (0,codeReview_overBudget/* overBudgetText */.t8)(n.budget) } : n));
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
        coverage: { complete: !partial, not_reviewed: detailed, skipped },
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
        // Each line names its budget and what to do; past 200 the rest are counted, so the check run's text keeps its tail.
        const shown = detailed.slice(0, 200);
        const rest = detailed.slice(shown.length);
        const restBudgets = (0,codeReview_overBudget/* overBudgetTally */.kj)(rest.map((n) => (n.reason === "over budget" ? n.budget : undefined)));
        lines.push(`### Not reviewed (${notReviewed.length})`, ...shown.map((n) => `- \`${inline(n.path)}\` — ${n.reason}${"detail" in n && n.detail ? `: ${n.detail}` : ""}`), ...(rest.length > 0 ? [`- … ${rest.length} more${restBudgets ? ` (${restBudgets})` : ""}: the result's coverage.not_reviewed lists each`] : []), "");
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
    // Which budgets, counted: the line is read by machines, and by a user deciding whether max_chunks or the PR must change.
    const budgets = (0,codeReview_overBudget/* overBudgetTally */.kj)(overBudget.map((n) => (n.reason === "over budget" ? n.budget : undefined)));
    lines.push(partial
        ? `Review Coverage: partial (${overCount} files over budget${budgets ? ` — ${budgets}` : ""}${failedCount > 0 ? `, ${failedCount} files not reviewed after failures` : ""}${diffError ? ", diff unreadable" : ""})`
        : "Review Coverage: complete");
    return { report: lines.join("\n"), lane_result: result };
}


/***/ }),

/***/ 4852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ codeReviewRenderInputSchema),
/* harmony export */   sY: () => (/* binding */ fileStatSchema)
/* harmony export */ });
/* unused harmony exports reviewFindingSchema, rawReviewFindingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3798);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/* harmony import */ var _overBudget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9525);
/**
 * What the code-review report is rendered from, as one value: gathered from
 * the lane's state by `render`, and, for a matrix, merged from the shards'
 * copies by the gate. Its zod schema is part of the partial result's contract.
 */



const line = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int();
const reviewFindingSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    lane: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    start_line: line,
    end_line: line,
    title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    claim: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    replacement: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n([..._findings_js__WEBPACK_IMPORTED_MODULE_0__/* .VERIFIER_VERDICTS */ .As, "UNCHECKED"]),
    evidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    location_valid: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** The (global) chunk the finding was first reported in: the gate orders shards' findings by it. */
    chunk: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).optional(),
});
/** A finding before duplicates merge, with the verdict of the merged finding (`group`) it went into. */
const rawReviewFindingSchema = reviewFindingSchema.extend({
    chunk: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    /** Its place in its job's list: chunk order, then the chunk's own order. */
    order: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    group: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const fileStatSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), additions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), deletions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() });
const chunkPaths = { chunk: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1), paths: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) };
const codeReviewRenderInputSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    /** Every finding in collect's order, with its verifier verdict applied (FALSE ones are the dropped). */
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(reviewFindingSchema),
    /** The same findings before duplicates merged: a matrix gate merges these once, in global chunk order. */
    raw_findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rawReviewFindingSchema),
    /** How many chunks the run planned (global: a matrix shard counts the whole matrix's), for the gate's coverage check. */
    chunk_count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    file_stats: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(fileStatSchema),
    skipped: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
    over_budget: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("over budget"), budget: _overBudget_js__WEBPACK_IMPORTED_MODULE_1__/* .overBudgetSchema */ .fJ.optional() }),
        zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["review failed", "unreadable encoding"]) }),
    ])),
    failed_chunks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ ...chunkPaths, note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
    walkthrough: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ ...chunkPaths, summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
    diff_error: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Why the finding verifier itself failed, if it did. */
    verifier_fault: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    budget_exhausted: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    rigor: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The code map's context over the run's chunks (context/runMap.ts); absent when the lane read no diff. */
    context: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        unmapped_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        references: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        shown: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        definitions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        whole: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        files: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        diff_only: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), why: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
    })
        .optional(),
});


/***/ }),

/***/ 7952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rI: () => (/* binding */ loadLanguage)
});

// UNUSED EXPORTS: GrammarError, RUNTIME_MODULE, RUNTIME_WASM

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

/***/ 2634:
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

// EXTERNAL MODULE: ./src/review/context/grammars.ts + 1 modules
var grammars = __webpack_require__(7952);
;// CONCATENATED MODULE: ./src/review/context/parse.ts


const queries = new Map();
const parsers = new Map();
function parserFor(ts, spec, language) {
    let parser = parsers.get(spec.id);
    if (!parser) {
        parser = new ts.Parser();
        parser.setLanguage(language);
        parsers.set(spec.id, parser);
    }
    return parser;
}
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
    const { language, ts } = await (0,grammars/* loadLanguage */.rI)(spec);
    // One parser per language for the process: a parse is synchronous, so no two share it at once.
    const parser = parserFor(ts, spec, language);
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
    // A released tree: the word cannot be placed, so it counts as a use of the name.
    if (!file.tree)
        return "name";
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

/***/ 5153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DD: () => (/* binding */ addChunkContexts),
  zY: () => (/* binding */ contextLines),
  jQ: () => (/* binding */ contextShare),
  Kx: () => (/* binding */ mergeContextSummaries)
});

// UNUSED EXPORTS: DEFAULT_CONTEXT_SHARE, PROMPT_HEAD_TOKENS, runCodeMap

// EXTERNAL MODULE: ./src/llm/redact.ts + 9 modules
var redact = __webpack_require__(8053);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/llm/tools/walk.ts
var tools_walk = __webpack_require__(4674);
// EXTERNAL MODULE: ./src/review/context/parse.ts + 1 modules
var parse = __webpack_require__(2634);
// EXTERNAL MODULE: ./src/review/context/languages.ts
var languages = __webpack_require__(9955);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/llm/tools/workspaceFile.ts
var workspaceFile = __webpack_require__(8116);
;// CONCATENATED MODULE: ./src/review/context/readSources.ts
/**
 * Reading the files a walk of the checkout found, for the code map: the
 * confined reader's rules (llm/tools/confinedRead.ts), at a tenth of its CPU.
 *
 * The confined reader checks every folder on a path with realpath, because
 * its callers hold a path the pull request named. The walk (llm/tools/walk.ts)
 * already went down real folders only, from the real root, never through a
 * symlink; so here only the file itself is left to check, as the confined
 * reader does: opened with O_NOFOLLOW|O_NONBLOCK (a symlink is refused, a FIFO
 * never blocks), then the descriptor must be a regular file within the size
 * cap. Synchronous: 2,000 small files cost about 20 ms of CPU this way, and
 * 240 ms as 16,000 asynchronous calls (bench:scale's lane job reads them all).
 *
 * Not covered, as there: a folder swapped for a symlink between the walk and
 * the open, which only a process running beside the review could do.
 */



/**
 * The bytes of a walked file (workspace-relative, under the real root), or
 * undefined for a file the rules refuse: a symlink, anything but a regular
 * file, over `maxBytes`, or unreadable.
 */
function readWalkedFile(realRoot, relPath, maxBytes) {
    return readRegularFile(external_node_path_default().join(realRoot, relPath), maxBytes);
}
function readRegularFile(absolute, maxBytes) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(absolute, workspaceFile/* NON_BLOCKING_READ_FLAGS */.v0);
    }
    catch {
        return undefined; // ELOOP (a symlink), gone, or refused
    }
    try {
        const stats = (0,external_node_fs_.fstatSync)(fd);
        if (!stats.isFile() || stats.size > maxBytes)
            return undefined;
        // One byte past the cap tells a file that grew since fstat from one that fits.
        const bytes = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
        let filled = 0;
        for (let n = 1; n > 0 && filled < bytes.length; filled += n)
            n = (0,external_node_fs_.readSync)(fd, bytes, filled, bytes.length - filled, filled);
        return filled > maxBytes ? undefined : bytes.subarray(0, filled);
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/review/context/wordIndex.ts
/**
 * Which files hold a name as a whole word, for many names at once: one pass
 * over the map's texts, instead of a search of every file for each name.
 *
 * A large change has thousands of changed definitions (2,000 files of 26 each
 * in bench:scale), and a search per name over 2,000 files cost a lane job
 * about 12 s of CPU. One pass costs about what 150 searches by name do, so a
 * run with few names searches them one by one (CodeMap decides).
 *
 * A whole-word match of a name is a maximal run of word characters ([\w$])
 * equal to it, so the occurrences are exactly those the map's search by name
 * finds: the index changes the cost, never what is found.
 */
/** Word characters as the map's search counts them: `$` too (`$el`, `jQuery$`). */
const WORD = /[\w$]+/g;
/** Names the index can serve: word characters only (a Ruby `empty?` or C++ `operator+` is searched as before). */
const INDEXABLE = /^[\w$]+$/;
/** For each wanted name, its whole-word occurrences in path order (the texts' order); a name found nowhere is absent. */
function wordSites(texts, wanted, signal) {
    const sites = new Map();
    for (const [path, text] of texts) {
        signal?.throwIfAborted();
        // Lines are counted from the previous hit, so a file is read for newlines once.
        let [line, counted] = [0, 0];
        for (const match of text.matchAll(WORD)) {
            if (!wanted.has(match[0]))
                continue;
            for (let i = text.indexOf("\n", counted); i !== -1 && i < match.index; i = text.indexOf("\n", i + 1))
                line += 1;
            counted = match.index;
            const site = { path, index: match.index, line };
            const list = sites.get(match[0]);
            if (list)
                list.push(site);
            else
                sites.set(match[0], [site]);
        }
    }
    return sites;
}

;// CONCATENATED MODULE: ./src/review/context/codeMap.ts
/**
 * The code map of a checkout: the text of every file in a mapped language,
 * read once per run under the same rules as the tools' confined reader (no
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
/** About 100 MB of syntax trees alive at once; a normal source file has a node every few bytes. */
const MAX_ALIVE_TREE_NODES = 1_000_000;
/** The source a run may parse in all, re-parses included: a few hundred times a chunk's diff. */
const MAX_PARSED_CHARS = 64 * 1024 * 1024;
class CodeMap {
    texts;
    figures;
    parsed = new Map();
    /** The parsed files whose trees are alive, oldest first, and their nodes in all. */
    alive = new Map();
    aliveNodes = 0;
    parsedChars = 0;
    /** Occurrences by name, searched once per run: the chunks of a run share callees and names. */
    found = new Map();
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
            // Parse work is bounded as well: past MAX_PARSED_CHARS a file is not parsed, and the map confirms no reference in it.
            const over = text !== undefined && (this.parsedChars += text.length) > MAX_PARSED_CHARS;
            parsing =
                text === undefined || !spec || over
                    ? Promise.resolve(undefined)
                    : (0,parse/* parseFile */.CJ)(spec, text).then((file) => file && this.retain(path, file), (error) => {
                        this.grammarFaults.set(spec.grammar, error instanceof Error ? error.message : String(error));
                        return undefined;
                    });
            this.parsed.set(path, parsing);
        }
        return parsing;
    }
    /**
     * Keeps a parsed file's tree, releasing the oldest others while the trees
     * alive hold more than MAX_ALIVE_TREE_NODES: a tree costs memory by its
     * nodes (deeply nested brackets, about 100 bytes a node), and a pull
     * request decides how many of its files a changed name makes the map parse.
     * A released file is parsed again when next asked for.
     */
    retain(path, file) {
        const nodes = file.tree?.rootNode.descendantCount ?? 0;
        this.alive.set(path, { file, nodes });
        this.aliveNodes += nodes;
        for (const [oldPath, old] of this.alive) {
            if (this.aliveNodes <= MAX_ALIVE_TREE_NODES || oldPath === path)
                break;
            this.alive.delete(oldPath);
            this.parsed.delete(oldPath);
            this.aliveNodes -= old.nodes;
            const tree = old.file.tree;
            old.file.tree = undefined;
            tree?.delete();
        }
        return file;
    }
    /**
     * Finds these names' occurrences in one pass over the texts (wordIndex.ts)
     * rather than a search per name: worth it past INDEX_AFTER names; fewer are
     * cheaper searched one by one, when first asked for. Returns how many names
     * the pass found (0: none, they are searched one by one).
     */
    index(names, signal) {
        const wanted = new Set([...names].filter((n) => INDEXABLE.test(n) && !this.found.has(n)));
        if (wanted.size <= INDEX_AFTER)
            return 0;
        const sites = wordSites(this.texts, wanted, signal);
        for (const name of wanted)
            this.found.set(name, sites.get(name) ?? []);
        return wanted.size;
    }
    /** Every whole-word occurrence of `name` in the mapped files, in path order; searched once per run. */
    occurrences(name) {
        let found = this.found.get(name);
        if (!found)
            this.found.set(name, (found = this.search(name)));
        return found;
    }
    /**
     * The occurrences of `name` that may be where it is defined, likeliest
     * first, at most MAX_DEFINITION_SITES: a member call (`xs.reduce(`) is
     * never a definition's name, and a line with a definition word before the
     * name (`function`, `def`, `fn` …) is looked at first. Each one looked at
     * is a parse, and a method every file calls would otherwise parse them all.
     */
    definitionSites(name) {
        const sites = this.occurrences(name).filter((o) => !isMemberCall(this.texts.get(o.path) ?? "", o.index, name));
        const likely = new Set(sites.filter((o) => DEFINITION_WORD.test(lineBefore(this.texts.get(o.path) ?? "", o.index))));
        return [...likely, ...sites.filter((o) => !likely.has(o))].slice(0, MAX_DEFINITION_SITES);
    }
    search(name) {
        const found = [];
        // Escaped whole: a C++ `operator++` or a Ruby `empty?` is a name too.
        const word = new RegExp(`(?<![\\w$])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w$])`, "g");
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
/** Past this many names, one pass over the texts costs less than a search for each (measured: a pass ≈ 150 searches). */
const INDEX_AFTER = 64;
const MAX_DEFINITION_SITES = 64;
const DEFINITION_WORD = /\b(function|def|fn|func|sub|class|struct|interface|trait|enum|type|impl|module|void|public|private|protected|static|async|export|const|let|var)\b/;
function lineBefore(text, index) {
    return text.slice(text.lastIndexOf("\n", index - 1) + 1, index);
}
/** `x.name(`, `x?.name(`, `x->name(`: a call on an object; Ruby's `def self.name(` is a definition. */
function isMemberCall(text, index, name) {
    const before = lineBefore(text, index).trimEnd();
    if (!(before.endsWith(".") || before.endsWith("->")) || /\bdef\s/.test(before))
        return false;
    return /^\s*\(/.test(text.slice(index + name.length, index + name.length + 40));
}
const READ_BATCH = 64;
/**
 * Reads the checkout's mapped-language files. Files the walk or the reader's
 * rules refuse (readSources.ts), files over the sandbox's size cap and binary
 * files are left out; a checkout over the limits is not mapped.
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
    for (const [i, path] of paths.entries()) {
        // Synchronous reads, a batch per turn of the event loop: timers and child processes' output are not held up.
        if (i > 0 && i % READ_BATCH === 0)
            await (0,promises_.setImmediate)();
        options.signal?.throwIfAborted();
        const read = readWalkedFile(sandbox.root, path, sandbox.maxFileBytes);
        // Refused by the rules (a symlink, not a regular file, over the size cap) or binary.
        if (!read || read.includes(0)) {
            skipped++;
            continue;
        }
        bytes += read.length;
        if (bytes > limits.maxBytes)
            return { kind: "unmapped", reason: `over ${Math.round(limits.maxBytes / 1024 / 1024)} MB of source` };
        texts.set(path, read.toString("utf8"));
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

// EXTERNAL MODULE: ./src/review/text.ts
var review_text = __webpack_require__(8361);
;// CONCATENATED MODULE: ./src/review/context/referenceTiers.ts

const AROUND = 2;
const LINE_CHARS = 60;
const SEPARATOR = " · ";
const LIST_HEADER = "More references, by file: L<line> and its text, trimmed, or the line alone";
const tokensOf = (chars) => Math.ceil(chars / 4);
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
    // Numbers padded to the snippet's widest, not a fixed five: padding is paid on every line.
    const width = String(from + lines.length).length;
    return { from, lines: lines.map((l, i) => `${String(from + i + 1).padStart(width)}| ${l.length > 240 ? `${l.slice(0, 240)}…` : l}`) };
}
function lineOf(texts, ref) {
    const line = (linesOf(texts, ref.path)[ref.line] ?? "").trim();
    return line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line;
}
const verbOf = (ref) => (ref.kind === "name" ? "uses" : ref.kind === "call" ? "calls" : "imports");
const groupOf = (ref) => `${(0,review_text/* shownPath */.pS)(ref.path)} → ${ref.of}`;
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
            blocks.push(`--- ${(0,review_text/* shownPath */.pS)(ref.path)}:${ref.line + 1} ${verbOf(ref)} ${ref.of}\n${lines.join("\n")}`);
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

;// CONCATENATED MODULE: ./src/review/context/wholeDefinition.ts
/**
 * A changed definition shown whole beside the diff, without repeating the
 * diff: the lines the diff already shows (its added and context lines) are
 * folded into one marker, and a definition the diff shows entirely is not
 * repeated at all. Every repeated line was paid for twice in every chunk.
 */
/** The head-side lines a file's patch shows (added and context lines), 0-based. */
function shownHeadLines(patch) {
    const shown = new Set();
    let head = -1;
    for (const line of patch.split("\n")) {
        const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
        if (header) {
            head = Number(header[1]) - 1;
            continue;
        }
        if (head < 0)
            continue;
        if (line.startsWith("+") || line.startsWith(" "))
            shown.add(head++);
    }
    return shown;
}
/** Whether the diff shows every line from `from` to `to` (0-based, inclusive). */
function diffShowsAll(shown, from, to) {
    for (let line = from; line <= to; line++)
        if (!shown.has(line))
            return false;
    return true;
}
const MAX_LINE = 240;
/**
 * Lines `from`..`to` (0-based) numbered 1-based as `N| text`, the numbers
 * padded to the widest; a run of lines the diff shows becomes one
 * `a-b| (in the diff)` line.
 */
function numberedBeside(text, from, to, shown) {
    const lines = text.split("\n");
    const width = String(to + 1).length;
    const out = [];
    for (let line = from; line <= to; line++) {
        if (shown.has(line)) {
            let end = line;
            while (end + 1 <= to && shown.has(end + 1))
                end++;
            out.push(`${end > line ? `${line + 1}-${end + 1}` : String(line + 1).padStart(width)}| (in the diff)`);
            line = end;
            continue;
        }
        const body = lines[line] ?? "";
        out.push(`${String(line + 1).padStart(width)}| ${body.length > MAX_LINE ? `${body.slice(0, MAX_LINE)}…` : body}`);
    }
    return out.join("\n");
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
    // Whole definitions spend at most half the budget. One the diff shows entirely is whole already; the
    // others fold the lines the diff shows (wholeDefinition.ts).
    const shownLines = [];
    const diffShown = new Map(paths.map((path) => [path, shownHeadLines(patches.get(path) ?? "")]));
    const wholes = [];
    for (const c of changed) {
        const shown = diffShown.get(c.path) ?? new Set();
        if (diffShowsAll(shown, c.def.startLine, c.def.endLine)) {
            stats.definitionsWhole++;
            for (let l = c.def.startLine; l <= c.def.endLine; l++)
                shownLines.push(`${c.path}:${l + 1}`);
            continue;
        }
        const block = `--- ${(0,review_text/* shownPath */.pS)(c.path)}:${c.def.startLine + 1}-${c.def.endLine + 1} ${c.def.name}\n${numberedBeside(c.text, c.def.startLine, c.def.endLine, shown)}`;
        if (chunkContext_tokensOf(block) <= budgetTokens / 2)
            wholes.push({ c, block });
    }
    let wholeLeft = Math.floor(budgetTokens / 2);
    if (wholes.length > 0)
        spend("Each changed definition whole (head; lines the diff shows are folded):");
    for (const { c, block } of wholes) {
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
        for (const occurrence of map.definitionSites(name)) {
            const parsed = await map.parse(occurrence.path);
            const def = parsed?.definitions.find((d) => d.name === name && d.startLine === occurrence.line);
            if (!def)
                continue;
            const first = (map.texts.get(occurrence.path) ?? "").split("\n")[def.startLine].trim();
            signatures.push(`- ${(0,review_text/* shownPath */.pS)(occurrence.path)}:${def.startLine + 1} ${first.length > 200 ? `${first.slice(0, 200)}…` : first}`);
            break;
        }
    }
    return signatures;
}

// EXTERNAL MODULE: ./src/review/context/grammars.ts + 1 modules
var grammars = __webpack_require__(7952);
;// CONCATENATED MODULE: ./src/review/context/namesInPlay.ts


const CALL = /([A-Za-z_$][\w$]*)\s*\(/g;
async function namesInPlay(map, paths, patches) {
    const names = new Set();
    for (const path of new Set(paths)) {
        const text = map.texts.get(path);
        const parsed = text !== undefined && (0,languages/* languageOf */.e)(path) ? await map.parse(path) : undefined;
        if (!parsed || text === undefined)
            continue;
        const changed = changedHeadLines(patches.get(path) ?? "");
        if (changed.length === 0)
            continue;
        const lines = text.split("\n");
        for (const line of changed)
            for (const m of (lines[line] ?? "").matchAll(CALL))
                names.add(m[1]);
        // Changed lines in order, definitions by start: a definition holds a changed line when one falls in its range.
        for (const def of parsed.definitions) {
            const first = lowerBound(changed, def.startLine);
            if (first < changed.length && changed[first] <= def.endLine)
                names.add(def.name);
        }
    }
    return names;
}
/** The first index whose value is at least `value`, in an ascending list. */
function lowerBound(sorted, value) {
    let [lo, hi] = [0, sorted.length];
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

;// CONCATENATED MODULE: ./src/review/context/runMap.ts
/**
 * The run's code map, built once per run (per sandbox) and shared by the
 * chunk contexts and the verifier; and the context blocks of a run's chunks
 * with the report's lines about them.
 */






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
    const specs = chunks.flatMap((c) => c.paths.map(languages/* languageOf */.e)).filter((spec) => spec !== undefined);
    // A change in no mapped language (docs, a manifest) has nothing to look up: the checkout is not read.
    if (specs.length === 0) {
        const paths = new Set(chunks.flatMap((c) => c.paths));
        return { ...summary, diff_only: [...paths].map((path) => ({ path, why: "language not mapped" })) };
    }
    // The grammars load (WebAssembly compiles off the main thread) while the checkout is read; a failure is the parse's to report.
    for (const spec of specs)
        (0,grammars/* loadLanguage */.rI)(spec).catch(() => undefined);
    const outcome = await runCodeMap(sandbox, signal);
    if (outcome.kind === "unmapped")
        return { ...summary, unmapped_reason: outcome.reason };
    summary.files = outcome.map.figures.files;
    const diffOnly = new Set();
    // Every name the chunks look up, indexed in one pass: a search per name over every file is what made large changes slow.
    outcome.map.index(await namesInPlay(outcome.map, chunks.flatMap((c) => c.paths), patches), signal);
    for (const chunk of chunks) {
        signal?.throwIfAborted();
        const budget = Math.floor(share * (chunk.tokens + PROMPT_HEAD_TOKENS));
        const result = await chunkContext(outcome.map, chunk.paths, patches, budget);
        // Line by line, as the diff is: a key's BEGIN in one caller hides that key's body, never the rest of the block.
        chunk.context = (0,redact/* createDocumentRedactor */.yS)(sandbox.redact)(result.text);
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
        summary.files === 0
            ? "context: diff only; no file was mapped"
            : `context: ${summary.shown} of ${summary.references} references shown; ${summary.whole} of ${summary.definitions} changed definitions shown whole (${summary.files} files mapped)`,
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

/***/ 7212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ VERIFIER_VERDICTS),
/* harmony export */   fF: () => (/* reexport safe */ _engine_index_js__WEBPACK_IMPORTED_MODULE_0__.ub),
/* harmony export */   jr: () => (/* binding */ VERIFIED_SEVERITIES),
/* harmony export */   ls: () => (/* binding */ CODE_REVIEW_SEVERITIES),
/* harmony export */   nM: () => (/* binding */ parseLineRange),
/* harmony export */   pe: () => (/* binding */ normalizeVerdict),
/* harmony export */   rk: () => (/* binding */ faultNote)
/* harmony export */ });
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3991);
/** The review domain's shared vocabulary: findings, severities and verifier verdicts. */

const CODE_REVIEW_SEVERITIES = ["🔴 CRITICAL", "🟡 WARNING", "🟢 SUGGESTION", "💡 NITPICK"];
/** Severities the finding verifier checks; the others are kept UNCHECKED. */
const VERIFIED_SEVERITIES = ["🔴 CRITICAL", "🟡 WARNING"];
const VERIFIER_VERDICTS = ["VERIFIED", "FALSE", "UNVERIFIABLE"];

function faultNote(graph, node, kind, message) {
    return (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pipelineFaultText */ .sm)({ graph, node, kind, message });
}
/** Parses "12-18" or "12" into an inclusive range. */
function parseLineRange(lines) {
    const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(lines);
    if (!match)
        return undefined;
    const start = Number(match[1]);
    const end = match[2] ? Number(match[2]) : start;
    return start >= 1 && end >= start ? { start, end } : undefined;
}
/**
 * Any value in a verdict slot, as a well-formed record. A slot that is not a
 * verdict (a failed branch, a gap) becomes UNVERIFIABLE with a PIPELINE-FAULT
 * note: a fault never reads as VERIFIED or FALSE.
 */
function normalizeVerdict(slot, item) {
    const record = slot;
    if (record && typeof record === "object" && !record.failed && VERIFIER_VERDICTS.includes(record.verdict)) {
        return {
            id: item.id,
            verdict: record.verdict,
            evidence: typeof record.evidence === "string" ? record.evidence : "",
            note: typeof record.note === "string" ? record.note : "",
        };
    }
    const note = record && typeof record === "object" && record.failed
        ? faultNote("finding-verifier", record.node ?? "verify_one", record.kind ?? "crash", record.message ?? "branch failed")
        : faultNote("finding-verifier", "verify_each", "crash", "no verdict was returned for this finding");
    return { id: item.id, verdict: "UNVERIFIABLE", evidence: "", note };
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
 * same text at another place, and the finding is new. A line longer than
 * the tools show is hashed whole (the digest in its cut mark, tools/lines.ts),
 * so an edit past its cut is an edit of the cited line.
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
/** The current format, from the cited lines and the line hash of the first one (its numbers when it cannot be read). */
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
    // No line to hash (a deleted file, a line past the end): the numbers are the only place there is, so two
    // findings there cannot share one fingerprint, and one dismissal cannot cover both.
    const lineHash = lineHashAt(lines, citation.start_line, lines.length < want) ?? `unread:${citation.start_line}-${citation.end_line}`;
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
            return `${lane}: ${reason.state} — ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(renderFault(lane, reason.fault))}`;
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
/* harmony export */   hM: () => (/* binding */ noLaneCompleted),
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
/**
 * Why the review blocks when no lane completed, or null when one did. A lane degraded
 * only by partial coverage did review part of the diff: saying "nothing was reviewed"
 * of a run that reviewed 20 chunks would mislead, so it gets its own kind and words.
 */
function noLaneCompleted(outcomes) {
    if (outcomes.some((o) => o.state === "completed"))
        return null;
    const inPart = outcomes.some((o) => o.state === "degraded" && o.fault.kind === "partial_coverage");
    return inPart
        ? { kind: "no_lane_complete", detail: "no lane completed in full: the code review covered only part of the diff" }
        : { kind: "nothing_reviewed", detail: "no lane completed, so nothing was reviewed" };
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
            detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(detail),
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
        items.push({ part: "coverage", lane: "code-review", files, detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.partialDetail ?? "the code review did not read every file") });
    }
    if (input.judgmentFault)
        items.push({ part: "pipeline", kind: "lane_judgment", detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(input.judgmentFault) });
    for (const fault of input.faults)
        items.push({ part: "pipeline", kind: (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePipelineFault */ .oo)(fault)?.kind ?? "fault", detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(fault) });
    if (input.noLaneCompleted)
        items.push({ part: "pipeline", ...input.noLaneCompleted });
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
    return items.length > 0 ? `\nGAUNTLET_REVIEW_INCOMPLETE: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(items.map(renderIncomplete).join("; "))}` : "";
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
        { part: "pipeline", kind: "not_finished", detail: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(reason) },
    ];
}


/***/ }),

/***/ 3859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ forcedLaneList),
/* harmony export */   O6: () => (/* binding */ gateOptions),
/* harmony export */   QV: () => (/* reexport safe */ _rigor_js__WEBPACK_IMPORTED_MODULE_2__.QV),
/* harmony export */   Zj: () => (/* binding */ gauntletIntake),
/* harmony export */   dJ: () => (/* reexport safe */ _rigor_js__WEBPACK_IMPORTED_MODULE_2__.dJ)
/* harmony export */ });
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8290);
/* harmony import */ var _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7261);
/* harmony import */ var _matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2335);
/* harmony import */ var _rigor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2812);
/**
 * intake (the gauntlet's start): a structured request from the action or the
 * CLI seeds the parse fields with no model call, because a model copying a SHA
 * or a plan can garble it. Free text goes on to the llm parse.
 */




// In rigor.ts, so that `gauntlet plan` reads them without loading the state schema; still exported from here.

/** The gates' reading of the request: normalized, whichever way (intake or parse) it arrived. */
function gateOptions(state) {
    return { rigor: (0,_rigor_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeRigor */ .dJ)(state.rigor), posture: (0,_rigor_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePosture */ .QV)(state.security_posture) };
}
/** Forced lanes as a list, from a list or a comma-separated string; anything else forces nothing. */
function forcedLaneList(value) {
    if (Array.isArray(value))
        return value.map(String);
    if (typeof value === "string")
        return value.split(/[,\s]+/).filter((name) => name !== "");
    return [];
}
const gauntletIntake = {
    reads: _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__/* .gauntletState */ .A.pick({ request: true, initial_prompt: true, diff_spec: true, rigor: true, security_posture: true }).shape,
    writes: _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__/* .gauntletState */ .A.pick({
        diff_spec: true,
        plan_context: true,
        rigor: true,
        security_posture: true,
        probe_context: true,
        forced_lanes: true,
        extra_context: true,
        gauntlet_started_at: true,
    }).shape,
    // build_items: a matrix lane job, whose selection the plan recorded (no signals, no model).
    // verdict_gate: a matrix gate, which runs no lane (its caller seeds their merged outcomes).
    routes: ["signals", "parse", "build_items", "verdict_gate"],
    run: ({ state, context }) => {
        const started = context.clock.now();
        const request = (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1)(state, "request");
        const prompt = (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(state, "initial_prompt");
        if (Object.keys(request).length === 0 && prompt.trim() !== "")
            return { gauntlet_started_at: started, _next: "parse" };
        const text = (key, fallback = "") => (typeof request[key] === "string" ? request[key] : fallback);
        return {
            diff_spec: text("diff_spec", (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(state, "diff_spec", "worktree")),
            plan_context: text("plan_context"),
            rigor: (0,_rigor_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeRigor */ .dJ)(request.rigor ?? state.rigor),
            security_posture: (0,_rigor_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePosture */ .QV)(request.security_posture ?? state.security_posture),
            probe_context: text("probe_context"),
            forced_lanes: forcedLaneList(request.forced_lanes),
            extra_context: text("extra_context"),
            gauntlet_started_at: started,
            _next: (0,_matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isMatrixGate */ .Do)(context.facts) ? "verdict_gate" : (0,_matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .matrixJobFact */ .vX)(context.facts) ? "build_items" : "signals",
        };
    },
};


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

/***/ 273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ laneOutcomeSchema),
/* harmony export */   Mj: () => (/* binding */ notReviewedSchema)
/* harmony export */ });
/* unused harmony exports laneFindingSchema, laneVerdictSchema, laneFaultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3798);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/* harmony import */ var _codeReview_overBudget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9525);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7292);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(872);
/**
 * A lane's outcome as a typed value. The lane's branch reads its model's
 * verdict text into one of these exactly once (read_lane, or lane_fault for a
 * dead lane); the retry and verdict gates decide from it, and text is
 * rendered from it only at the edge (report, check, comment). The zod
 * schemas are the state contract: a slot that does not parse is a fault.
 */





const count = zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0);
const laneName = zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .LANES */ .Ci);
const laneFindingSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_severity_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC),
    path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    start_line: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
    end_line: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
    title: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    claim: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n([..._findings_js__WEBPACK_IMPORTED_MODULE_0__/* .VERIFIER_VERDICTS */ .As, "UNCHECKED"]),
    evidence: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    note: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Whether the location is in the diff and exists (code review checks this; the others' are checked later). */
    location_valid: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    replacement: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
/** A file the code review did not read, why, and for one over budget which budget (codeReview/overBudget.ts). */
const notReviewedSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    budget: _codeReview_overBudget_js__WEBPACK_IMPORTED_MODULE_1__/* .overBudgetSchema */ .fJ.optional().catch(undefined),
    detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional().catch(undefined),
});
/** What the code-review lane's structured result says, beside its report. */
const codeReviewResultSummary = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    verdict: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["PASS", "BLOCKED"]).nullable(),
    critical: count,
    coverage: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        complete: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        not_reviewed: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(notReviewedSchema),
        skipped: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), source: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })),
    })
        .nullable(),
});
const securityCounts = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ critical: count, high: count, medium: count, low: count });
const laneVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt("lane", [
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("code-review"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["PASS", "BLOCKED"]),
        /** Some verdict line says BLOCKED: the stricter reading wins over the last line. */
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
        /** From the summary line; without it, every 🔴 in the report. */
        critical: count,
        coverage: zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt("kind", [
            zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("complete") }),
            zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("partial"), detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
            zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("missing") }),
        ]),
        result: codeReviewResultSummary.nullable(),
        findings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("security"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["PASS", "FAIL"]),
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
        /** Severity lines on the raw report, and on the plain copy the findings are named from. */
        counts: securityCounts,
        plain_counts: securityCounts,
        posture_line: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        findings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("adversary"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["CONFORMS", "DIVERGES"]),
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
        criteria: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ met: count, partial: count, unmet: count, diverged: count }).nullable(),
        /** Criterion lines marked Unmet or Diverged, whatever the tally says. */
        marked: count,
        findings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("probe"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["PASS", "FAIL", "INCONCLUSIVE"]),
        fail_line: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        inconclusive_line: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        /** The last verdict line's words after INCONCLUSIVE. */
        note: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    }),
]);
const laneFaultSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt("kind", [
    /** The lane's agent node (or its branch) failed; `retryable` null when the record does not say. */
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("node_failed"), node: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), failure_kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), retryable: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().nullable() }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("missing_sentinel"), sentinel: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
    /** The lane's own verdict line records an inner fault ("(degraded: …)"). */
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("inner"), message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("partial_coverage"), detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("never_reported") }),
    /** A matrix job of the lane has no usable partial result, or its own fault (`job`: "code-review 2/3"). */
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("matrix_job"), job: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
]);
const reported = { lane: laneName, report: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() };
/** What a lane's map slot holds once its branch has read it. */
const laneOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt("state", [
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("completed"), verdict: laneVerdictSchema }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("faulted"), verdict: laneVerdictSchema.nullable(), fault: laneFaultSchema }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("degraded"), verdict: laneVerdictSchema.nullable(), fault: laneFaultSchema }),
]);


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
// EXTERNAL MODULE: ./src/review/gauntlet/laneOutcome.ts
var laneOutcome = __webpack_require__(273);
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
        not_reviewed: schemas/* array */.YOg(laneOutcome/* notReviewedSchema */.Mj).catch([]),
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
        `### Incremental review since ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(scope.since)}`,
        "",
        scope.reviewed.length > 0
            ? `Reviewed anew (${scope.reviewed.length}): ${scope.reviewed.map((p) => `\`${p}\``).join(", ")}`
            : "Reviewed anew: no file changed since the last review.",
        "",
    ];
    if (carried.length > 0) {
        lines.push(`Carried forward (${carried.length}), unchanged since the review of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSha */ .Fu)(scope.since)}:`);
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

/***/ 872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GB: () => (/* binding */ securityThreshold),
/* harmony export */   Z2: () => (/* binding */ securitySeverityOf),
/* harmony export */   az: () => (/* binding */ codeReviewSeverityOf),
/* harmony export */   b6: () => (/* binding */ securityEmoji),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   yi: () => (/* binding */ severityLabel)
/* harmony export */ });
/* unused harmony exports SECURITY_SEVERITIES, severityOfLabel */
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/**
 * Severity as a type. The lanes' reports write severities as emoji (the
 * seed's model-facing contract); they are read into a Severity once, the gate
 * decides from it, and the lane's own label is rendered back only for display.
 */

const SEVERITIES = ["critical", "high", "medium", "low", "warning", "suggestion", "nitpick", "complaint"];
const SECURITY_SEVERITIES = ["critical", "high", "medium", "low"];
const SECURITY_EMOJI = { critical: "🔴", high: "🟠", medium: "🟡", low: "🟢" };
const CODE_REVIEW_LEVELS = {
    "🔴 CRITICAL": "critical",
    "🟡 WARNING": "warning",
    "🟢 SUGGESTION": "suggestion",
    "💡 NITPICK": "nitpick",
};
const COMPLAINT_LABEL = "⚠ COMPLAINT";
/** The security severities that block at a posture (an unknown posture reads as standard). */
function securityThreshold(posture) {
    if (posture === "prototype")
        return ["critical"];
    if (posture === "hardened")
        return ["critical", "high", "medium"];
    return ["critical", "high"];
}
function securitySeverityOf(emoji) {
    return SECURITY_SEVERITIES.find((level) => SECURITY_EMOJI[level] === emoji);
}
function securityEmoji(severity) {
    return SECURITY_EMOJI[severity];
}
/** A code-review label ("🔴 CRITICAL") as a Severity; anything else is not a code-review severity. */
function codeReviewSeverityOf(label) {
    const known = _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_REVIEW_SEVERITIES */ .ls.find((l) => l === label);
    return known ? CODE_REVIEW_LEVELS[known] : undefined;
}
/** The lane's own label for a severity, as reports and annotations show it. */
function severityLabel(lane, severity) {
    if (severity === "complaint")
        return COMPLAINT_LABEL;
    const security = SECURITY_SEVERITIES.find((level) => level === severity);
    if (lane === "security" && security)
        return SECURITY_EMOJI[security];
    const label = _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_REVIEW_SEVERITIES */ .ls.find((l) => CODE_REVIEW_LEVELS[l] === severity);
    return label ?? severity;
}
/** A displayed label back as a Severity, for the lane that wrote it. */
function severityOfLabel(lane, label) {
    if (label === COMPLAINT_LABEL)
        return "complaint";
    return lane === "security" ? securitySeverityOf(label) : codeReviewSeverityOf(label);
}


/***/ }),

/***/ 8290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g1: () => (/* binding */ record),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   lc: () => (/* binding */ bool),
/* harmony export */   p_: () => (/* binding */ list)
/* harmony export */ });
const str = (state, key, fallback = "") => (typeof state[key] === "string" ? state[key] : fallback);
const bool = (state, key) => state[key] === true;
const list = (state, key) => (Array.isArray(state[key]) ? state[key] : []);
const record = (state, key) => state[key] && typeof state[key] === "object" && !Array.isArray(state[key]) ? state[key] : {};


/***/ }),

/***/ 7261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ gauntletState)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3798);
/* harmony import */ var _laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(273);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);
/**
 * The review-gauntlet graph's state, as one zod schema. The graph's
 * initial_state is checked against it when the graph loads, and every gauntlet
 * script declares its reads and writes as picks of it, so the YAML and the
 * TypeScript cannot drift apart.
 */



const text = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP();
const flag = zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY();
const laneName = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci);
/** What `state_updates: {key: "{{failure}}"}` leaves: "" on success, the engine's failure record after a fallback. */
const recordedFailure = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(""), zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())]);
/** An llm node's `{{output}}`: its validated object on success, PIPELINE-FAULT text after a fallback. */
const recordedOutput = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())]);
const laneItems = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, attempt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1), reason: text }));
/** The engine's record of a map branch that failed with no fallback. */
const branchFailure = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true), node: text, kind: text, message: text }).loose();
/** A lane's map slots: the lane's typed outcome, or the engine's record of a branch that failed. */
const laneSlots = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([_laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__/* .laneOutcomeSchema */ .Cz, branchFailure]));
/** What a lane's agent node leaves for read_lane: its report, its structured result, "" or its failure. */
const agentSlot = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ report: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), result: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J(), failure: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J() }).loose();
const gauntletState = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    // Seeded by the engine: the caller's prompt and the graph's variables.
    initial_prompt: text,
    project_dir: text,
    verification_commands: text,
    request: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    retry_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    diff_spec: text,
    plan_context: text,
    rigor: text,
    security_posture: text,
    probe_context: text,
    extra_context: text,
    rules: text,
    forced_lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    gauntlet_started_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0),
    changed_files: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    file_count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    signals_summary: text,
    signals_error: text,
    signals_failure: recordedFailure,
    signal_evidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), text),
    touches_auth: flag,
    touches_deps: flag,
    touches_exec: flag,
    touches_proto: flag,
    touches_migrations: flag,
    consumer_surface: flag,
    docs_only: flag,
    add_code_review: flag,
    add_adversary: flag,
    add_security: flag,
    add_probe: flag,
    lane_reasons: text,
    parse_failure: recordedOutput,
    select_lanes_failure: recordedOutput,
    lanes_degraded: text,
    lane_selection: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, selected: flag, reason: text })),
    lanes_summary: text,
    code_review_items: laneItems,
    adversary_items: laneItems,
    security_items: laneItems,
    probe_items: laneItems,
    /** Branch-local: the lane's item, and what its agent node or lane_fault leaves for the map. */
    lane_ctx: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, attempt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1), reason: text }),
    lane_out: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([_laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__/* .laneOutcomeSchema */ .Cz, agentSlot]),
    code_review_results: laneSlots,
    adversary_results: laneSlots,
    security_results: laneSlots,
    probe_results: laneSlots,
    lane_attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1)),
    kept_results: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), laneSlots),
    retry_lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(laneName),
    review_incomplete: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(laneName),
    retry_gate_fault: recordedFailure,
    /** A matrix gate's problems no lane owns (a file that is not a partial, a job not in the matrix), as PIPELINE-FAULT lines. */
    matrix_faults: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    gauntlet_verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["", "PASS", "BLOCKED"]),
    gauntlet_report: text,
    gauntlet_incomplete_line: text,
    gauntlet_result: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
});


/***/ }),

/***/ 8209:
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
    // npm reads a `file:` spec as a URL, where `%2e%2e` is `..`: both spellings must stay inside.
    return [target, percentDecoded(target)].every((spelling) => {
        if (/^[a-z][a-z0-9+.-]*:/i.test(spelling) || /^[/\\~]/.test(spelling))
            return false; // a scheme, a drive, absolute, home
        const joined = external_node_path_.posix.normalize(external_node_path_.posix.join(relativeTo, spelling.replace(/\\/g, "/")));
        return joined !== ".." && !joined.startsWith("../") && !external_node_path_.posix.isAbsolute(joined);
    });
}
/** `target` with its percent escapes read; a malformed escape reads as `..`, which is never inside. */
function percentDecoded(target) {
    if (!target.includes("%"))
        return target;
    try {
        return decodeURIComponent(target);
    }
    catch {
        return "..";
    }
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
 * classic otherwise or without text), pnpm-lock.yaml; Cargo.lock,
 * Pipfile.lock, go.sum, Gemfile.lock (and its gems.locked). undefined for any
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
        case "Cargo.lock":
            return "cargo";
        case "Pipfile.lock":
            return "pipenv";
        case "go.sum":
            return "go-sum";
        case "Gemfile.lock":
        case "gems.locked":
            return "bundler";
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

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/cargo.ts

const BARE_KEY = /^[A-Za-z0-9_-]+/;
const BASIC_STRING = /^"(?:[^"\\\n]|\\.)*"/;
const cargo = {
    file: "Cargo.lock",
    regenerate: "cargo update (or cargo generate-lockfile)",
    defaultRegistries: ["registry+https://github.com/rust-lang/crates.io-index", "sparse+https://index.crates.io/"],
    checksum: /^[0-9a-f]{64}$/,
    read: readCargoLock,
};
function readCargoLock(lines) {
    const tables = readTables(lines);
    const metadata = new Map();
    for (const table of tables.filter((t) => t.name === "metadata")) {
        for (const [key, field] of table.fields) {
            if (key.startsWith("checksum ") && field.value.kind === "string")
                metadata.set(key.slice("checksum ".length), { value: field.value.value, line: field.line });
        }
    }
    return tables
        .filter((t) => t.name === "package")
        .map((table) => {
        const name = cargo_stringField(table, "name");
        const version = cargo_stringField(table, "version");
        const source = table.fields.get("source");
        if (source && source.value.kind !== "string")
            throw new LockfileSyntaxError("a package's source must be a string", source.line);
        const spec = source?.value.kind === "string" ? source.value.value : undefined;
        const checksumField = table.fields.get("checksum");
        if (checksumField && checksumField.value.kind !== "string")
            throw new LockfileSyntaxError("a package's checksum must be a string", checksumField.line);
        const checksum = checksumField?.value.kind === "string"
            ? { value: checksumField.value.value, line: checksumField.line }
            : spec === undefined
                ? undefined
                : metadata.get(`${name} ${version} (${spec})`);
        const origin = sourceOf(spec);
        return {
            package: `${name}@${version}`,
            line: table.line,
            source: origin,
            sourceLine: source?.line ?? table.line,
            ...(checksum ? { checksum } : {}),
            checksumRequired: origin.kind === "registry",
        };
    });
}
function sourceOf(spec) {
    if (spec === undefined)
        return { kind: "none" };
    if (/^(?:registry|sparse)\+/.test(spec))
        return { kind: "registry", registry: spec };
    if (spec.startsWith("git+"))
        return { kind: "vcs", spec };
    if (spec.startsWith("path+"))
        return { kind: "path", target: spec.slice(5).replace(/^file:\/\//, "") };
    return { kind: "url", spec };
}
function cargo_stringField(table, key) {
    const field = table.fields.get(key);
    if (!field || field.value.kind !== "string" || field.value.value === "")
        throw new LockfileSyntaxError(`a package without a ${key}`, table.line);
    return field.value.value;
}
function readTables(lines) {
    const tables = [];
    let current;
    let inArray;
    for (let n = 1; n <= lines.count; n++) {
        const text = lines.lineText(n).replace(/\r$/, "").trim();
        if (inArray !== undefined) {
            if (text === "]")
                inArray = undefined;
            else if (!/^(?:"(?:[^"\\\n]|\\.)*",?)?\s*(?:#.*)?$/.test(text))
                throw new LockfileSyntaxError("an array holds something other than strings", n);
            continue;
        }
        if (text === "" || text.startsWith("#"))
            continue;
        const header = /^\[(\[)?\s*([A-Za-z0-9_.-]+)\s*\]?\]$/.exec(text);
        if (header) {
            const name = header[2];
            const array = header[1] !== undefined;
            if (!(array ? ["package", "patch.unused"] : ["metadata"]).includes(name))
                throw new LockfileSyntaxError(`a table Cargo does not write: ${name.slice(0, 40)}`, n);
            current = { name, line: n, fields: new Map() };
            tables.push(current);
            continue;
        }
        const { key, rest } = keyOf(text, n);
        if (!rest.startsWith("="))
            throw new LockfileSyntaxError("expected `key = value`", n);
        const value = rest.slice(1).trim();
        let parsed;
        const string = BASIC_STRING.exec(value);
        if (string && /^\s*(?:#.*)?$/.test(value.slice(string[0].length)))
            parsed = { kind: "string", value: unquote(string[0], n) };
        else if (/^\d+$/.test(value))
            parsed = { kind: "other" };
        else if (value === "[") {
            parsed = { kind: "other" };
            inArray = n;
        }
        else if (/^\[(?:\s*"(?:[^"\\\n]|\\.)*"\s*,?)*\s*\]$/.test(value))
            parsed = { kind: "other" };
        else
            throw new LockfileSyntaxError("a value Cargo does not write", n);
        if (!current) {
            if (key !== "version")
                throw new LockfileSyntaxError("a key before the first table", n);
            continue;
        }
        if (current.fields.has(key))
            throw new LockfileSyntaxError(`a duplicate key: ${key.slice(0, 40)}`, n);
        current.fields.set(key, { value: parsed, line: n });
    }
    if (inArray !== undefined)
        throw new LockfileSyntaxError("an array that never closes", inArray);
    if (!tables.some((t) => t.name === "package"))
        throw new LockfileSyntaxError("no [[package]] table", 1);
    return tables;
}
function keyOf(text, n) {
    const quoted = BASIC_STRING.exec(text);
    if (quoted)
        return { key: unquote(quoted[0], n), rest: text.slice(quoted[0].length).trimStart() };
    const bare = BARE_KEY.exec(text);
    if (!bare)
        throw new LockfileSyntaxError("expected a key", n);
    return { key: bare[0], rest: text.slice(bare[0].length).trimStart() };
}
function unquote(quoted, n) {
    try {
        return JSON.parse(quoted);
    }
    catch {
        throw new LockfileSyntaxError("a string with an escape TOML readers refuse", n);
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/gemfile.ts

const SOURCES = new Set(["GEM", "GIT", "PATH", "PLUGIN SOURCE"]);
const SPEC = /^ {4}([^\s(]+) \(([^)\s]+)\)$/;
const CHECKSUM = /^ {2}([^\s(]+) \(([^)\s]+)\)(?: (\S+))?$/;
const gemfile = {
    file: "Gemfile.lock",
    regenerate: "bundle lock",
    defaultRegistries: ["https://rubygems.org/"],
    checksum: /^sha256=[0-9a-f]{64}$/,
    read: readGemfileLock,
};
function readGemfileLock(lines) {
    const sections = [];
    const checksums = new Map();
    let current;
    let inSpecs = false;
    for (let n = 1; n <= lines.count; n++) {
        const text = lines.lineText(n).replace(/\r$/, "");
        if (text.trim() === "") {
            current = undefined;
            continue;
        }
        if (!text.startsWith(" ")) {
            if (!/^[A-Z][A-Z ]*$/.test(text))
                throw new LockfileSyntaxError("a section name Bundler does not write", n);
            current = { name: text, line: n, remotes: [], fields: new Map(), specs: [] };
            sections.push(current);
            inSpecs = false;
            continue;
        }
        if (!current)
            throw new LockfileSyntaxError("an indented line outside a section", n);
        if (current.name === "CHECKSUMS") {
            const m = CHECKSUM.exec(text);
            if (!m)
                throw new LockfileSyntaxError("a checksum line Bundler does not write", n);
            checksums.set(`${m[1]} (${m[2]})`, m[3] === undefined ? undefined : { value: m[3], line: n });
            continue;
        }
        if (!SOURCES.has(current.name))
            continue;
        const field = /^ {2}([a-z_]+):(?: (.*))?$/.exec(text);
        if (field) {
            inSpecs = field[1] === "specs";
            if (field[1] === "remote")
                current.remotes.push({ value: field[2] ?? "", line: n });
            else
                current.fields.set(field[1], field[2] ?? "");
            continue;
        }
        if (!inSpecs)
            throw new LockfileSyntaxError("a line Bundler does not write in a source section", n);
        const spec = SPEC.exec(text);
        if (spec)
            current.specs.push({ name: spec[1], version: spec[2], line: n });
        else if (!/^ {6}\S/.test(text))
            throw new LockfileSyntaxError("a spec line Bundler does not write", n);
    }
    if (!sections.some((s) => SOURCES.has(s.name)))
        throw new LockfileSyntaxError("no GEM, GIT or PATH section", 1);
    const hasChecksums = sections.some((s) => s.name === "CHECKSUMS");
    return sections
        .filter((s) => SOURCES.has(s.name))
        .flatMap((section) => {
        if (section.remotes.length === 0)
            throw new LockfileSyntaxError(`a ${section.name} section without a remote`, section.line);
        const remote = section.remotes[0];
        const source = gemfile_sourceOf(section, remote.value);
        return section.specs.map((spec) => {
            const checksum = checksums.get(`${spec.name} (${spec.version})`);
            return {
                package: `${spec.name}@${spec.version}`,
                line: spec.line,
                source,
                sourceLine: remote.line,
                ...(checksum ? { checksum } : {}),
                checksumRequired: hasChecksums && source.kind === "registry",
            };
        });
    });
}
function gemfile_sourceOf(section, remote) {
    switch (section.name) {
        case "GEM":
            // An old lockfile may list several servers for one section; each gem could come from any of them.
            return { kind: "registry", registry: section.remotes.map((r) => r.value).join(" ") };
        case "GIT":
            return { kind: "vcs", spec: `${remote}@${section.fields.get("revision") ?? ""}` };
        case "PATH":
            return { kind: "path", target: remote };
        default:
            return { kind: "url", spec: `${section.name.toLowerCase()} ${remote}` };
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/goSum.ts

const LINE = /^(\S+) (v\S+?)(\/go\.mod)? (\S+)$/;
const goSum = {
    file: "go.sum",
    regenerate: "go mod tidy",
    defaultRegistries: [],
    checksum: /^h1:[A-Za-z0-9+/]{43}=$/,
    read: readGoSum,
};
function readGoSum(lines) {
    const entries = [];
    for (let n = 1; n <= lines.count; n++) {
        const text = lines.lineText(n).replace(/\r$/, "");
        if (text.trim() === "")
            continue;
        const m = LINE.exec(text);
        if (!m)
            throw new LockfileSyntaxError("not `module version hash`", n);
        entries.push({
            package: `${m[1]}@${m[2]}${m[3] ?? ""}`,
            line: n,
            source: { kind: "none" },
            sourceLine: n,
            checksum: { value: m[4], line: n },
            checksumRequired: true,
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/pipfile.ts
/**
 * Pipfile.lock: JSON. `_meta.sources` names the package indexes; each
 * package in `default`, `develop` and any other category comes from one (`index`, else the
 * first), from git (`git`, `hg`, `svn`, `bzr`), from a URL (`file`), or from a
 * folder (`path`), and pins its code with `hashes`.
 */


const VCS_KEYS = ["git", "hg", "svn", "bzr"];
const pipfile = {
    file: "Pipfile.lock",
    regenerate: "pipenv lock",
    defaultRegistries: ["https://pypi.org/simple", "https://pypi.python.org/simple"],
    checksum: /^(?:sha256:[0-9a-f]{64}|sha384:[0-9a-f]{96}|sha512:[0-9a-f]{128})$/,
    read: readPipfileLock,
};
const pipfile_isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function readPipfileLock(lines) {
    const json = parseLocatedJson(lines.text);
    const root = json.root;
    if (!pipfile_isObject(root) || !pipfile_isObject(root._meta))
        throw new LockfileSyntaxError("no `_meta` object", 1);
    const lineOf = (owner, key, fallback) => {
        const offset = json.keyOffset(owner, key);
        return offset === undefined ? fallback : lines.lineAt(offset);
    };
    const sources = root._meta.sources ?? [];
    if (!Array.isArray(sources))
        throw new LockfileSyntaxError("`_meta.sources` is not a list", lineOf(root._meta, "sources", 1));
    const indexes = new Map();
    for (const source of sources) {
        if (!pipfile_isObject(source) || typeof source.name !== "string" || typeof source.url !== "string") {
            throw new LockfileSyntaxError("a source without a name and url", lineOf(root._meta, "sources", 1));
        }
        indexes.set(source.name, source.url);
    }
    const firstIndex = sources.length > 0 ? sources[0].url : pipfile.defaultRegistries[0];
    const entries = [];
    // Every key beside `_meta` is a package category: `default`, `develop`, and the Pipfile's own (`pipenv install --categories docs`).
    for (const group of Object.keys(root).filter((key) => key !== "_meta")) {
        const packages = root[group];
        if (!pipfile_isObject(packages))
            throw new LockfileSyntaxError(`category ${group.slice(0, 60)} is not an object`, lineOf(root, group, 1));
        for (const [name, spec] of Object.entries(packages)) {
            const line = lineOf(packages, name, 1);
            if (!pipfile_isObject(spec))
                throw new LockfileSyntaxError(`package ${name.slice(0, 60)} is not an object`, line);
            const version = typeof spec.version === "string" ? spec.version.replace(/^==/, "") : "";
            const { source, key } = pipfile_sourceOf(spec, indexes, firstIndex, line);
            const hashes = spec.hashes;
            if (hashes !== undefined && (!Array.isArray(hashes) || hashes.some((h) => typeof h !== "string"))) {
                throw new LockfileSyntaxError(`package ${name.slice(0, 60)} has hashes that are not a list of strings`, lineOf(spec, "hashes", line));
            }
            const list = (hashes ?? []);
            entries.push({
                package: version ? `${name}@${version}` : name,
                line,
                source,
                sourceLine: key ? lineOf(spec, key, line) : line,
                // Every hash must be well formed: the check reads them as one value, space-separated.
                ...(list.length > 0 ? { checksum: { value: [...list].sort().join(" "), line: lineOf(spec, "hashes", line) } } : {}),
                checksumRequired: source.kind === "registry" || source.kind === "url",
            });
        }
    }
    return entries;
}
function pipfile_sourceOf(spec, indexes, firstIndex, line) {
    // A source key that is not a string is no entry pipenv writes; reading past it would take the package for the index's.
    for (const key of [...VCS_KEYS, "path", "file", "ref"]) {
        if (spec[key] !== undefined && typeof spec[key] !== "string")
            throw new LockfileSyntaxError(`a package's \`${key}\` is not a string`, line);
    }
    for (const key of VCS_KEYS) {
        if (typeof spec[key] === "string")
            return { source: { kind: "vcs", spec: `${key}+${spec[key]}${typeof spec.ref === "string" ? `@${spec.ref}` : ""}` }, key };
    }
    if (typeof spec.path === "string")
        return { source: { kind: "path", target: spec.path }, key: "path" };
    if (typeof spec.file === "string")
        return { source: { kind: "url", spec: spec.file }, key: "file" };
    if (spec.index !== undefined) {
        const url = typeof spec.index === "string" ? indexes.get(spec.index) : undefined;
        if (url === undefined)
            throw new LockfileSyntaxError("a package names an index that `_meta.sources` does not list", line);
        return { source: { kind: "registry", registry: url }, key: "index" };
    }
    return { source: { kind: "registry", registry: firstIndex } };
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/check.ts
/**
 * The check for Cargo.lock, Pipfile.lock, go.sum and Gemfile.lock, by the
 * same rules as the npm family's: every entry the pull request adds or
 * changes must come from a registry the base uses (else the ecosystem's
 * public one), carry a well-formed checksum where its format pins one, keep
 * the base's checksum for a release the base had, and use no git, URL or
 * outside folder the base did not already have. Only the base widens what
 * is allowed; nothing in the head can.
 */







const ECOSYSTEMS = { cargo: cargo, pipenv: pipfile, "go-sum": goSum, bundler: gemfile };
const normalizeRegistry = (registry) => registry.trim().replace(/\/+$/, "").toLowerCase();
function check_sourceKey(source) {
    switch (source.kind) {
        case "registry":
            return `registry ${normalizeRegistry(source.registry)}`;
        case "vcs":
        case "url":
            return `${source.kind} ${source.spec}`;
        case "path":
            return `path ${source.target}`;
        case "none":
            return "none";
    }
}
const fingerprint = (entry) => `${entry.package}\0${check_sourceKey(entry.source)}\0${entry.checksum?.value ?? ""}`;
const release = (entry) => `${entry.package}\0${check_sourceKey(entry.source)}`;
/** Checks the head's text against the base's (undefined when the pull request adds the file). Throws LockfileSyntaxError when the head cannot be read. */
function checkEcosystemLockfile(kind, path, lines, baseText) {
    const eco = ECOSYSTEMS[kind];
    const head = eco.read(lines);
    const base = readBase(eco, baseText);
    const unchanged = new Set(base.map(fingerprint));
    const baseChecksums = new Map(base.filter((e) => e.checksum).map((e) => [release(e), e.checksum.value]));
    const known = new Set(base.filter((e) => e.source.kind !== "registry").map((e) => check_sourceKey(e.source)));
    const registries = new Set(base.flatMap((e) => (e.source.kind === "registry" ? e.source.registry.split(/\s+/).filter(Boolean).map(normalizeRegistry) : [])));
    if (registries.size === 0)
        for (const r of eco.defaultRegistries)
            registries.add(normalizeRegistry(r));
    const dir = external_node_path_.posix.dirname(path);
    const violations = [];
    for (const entry of head) {
        if (unchanged.has(fingerprint(entry)))
            continue;
        const name = displayName(entry.package);
        const problem = judgeSource(entry, eco, registries, known, dir, name) ?? judgeChecksum(entry, eco, baseChecksums, name);
        if (problem)
            violations.push({ ...problem, package: entry.package });
    }
    return violations.sort((a, b) => a.line - b.line);
}
function judgeSource(entry, eco, registries, known, dir, name) {
    const { source } = entry;
    const at = (rule, message) => ({ line: entry.sourceLine, rule, message });
    switch (source.kind) {
        case "none":
            return undefined;
        case "registry": {
            const foreign = source.registry.split(/\s+/).filter((r) => r !== "" && !registries.has(normalizeRegistry(r)));
            if (foreign.length === 0)
                return undefined;
            return at("registry", `${name} comes from the package index ${bounded(foreign[0])}, which the base ${eco.file} does not use; install it from the base's index, or add the index in a separate reviewed change.`);
        }
        case "vcs":
            if (known.has(check_sourceKey(source)))
                return undefined;
            return at("source", `${name} is installed from a git repository the base ${eco.file} does not use (${bounded(source.spec)}), so its code is not a reviewed registry release; depend on a published version, or add this source in a separate reviewed change.`);
        case "url":
            if (known.has(check_sourceKey(source)))
                return undefined;
            return at("source", `${name} is downloaded from a URL the base ${eco.file} does not use (${bounded(source.spec)}), not from a package index; depend on a published version instead.`);
        case "path": {
            // `~/…` is a home folder to Bundler and pip, `C:/…` a drive: outside, as an absolute path is.
            if (isInsideRepository(dir, source.target) || known.has(check_sourceKey(source)))
                return undefined;
            return at("source", `${name} is installed from a folder outside the repository, which this review cannot see; keep local packages inside the repository.`);
        }
    }
}
function judgeChecksum(entry, eco, baseChecksums, name) {
    const { checksum } = entry;
    if (!checksum) {
        if (!entry.checksumRequired)
            return undefined;
        return {
            line: entry.line,
            rule: "integrity",
            message: `${name} has no checksum, so nothing pins the code that gets installed; regenerate ${eco.file} with ${eco.regenerate}.`,
        };
    }
    if (!checksum.value.split(" ").every((value) => eco.checksum.test(value))) {
        return {
            line: checksum.line,
            rule: "integrity",
            message: `${name} has a checksum that is not a well-formed hash, so nothing pins the code that gets installed; regenerate ${eco.file} with ${eco.regenerate}.`,
        };
    }
    // A release may gain hashes (a new wheel for a new platform), never lose or swap one the base had.
    const before = baseChecksums.get(release(entry));
    const now = new Set(checksum.value.split(" "));
    if (before !== undefined && before.split(" ").some((hash) => !now.has(hash))) {
        return {
            line: checksum.line,
            rule: "integrity",
            message: `${name} has another checksum than the base's for the same release, and a release's contents never change; restore the base's checksum, and find out where the new one came from.`,
        };
    }
    return undefined;
}
/** The base's entries; a base that cannot be read allows nothing beyond the defaults (fail closed). */
function readBase(eco, baseText) {
    if (baseText === undefined)
        return [];
    try {
        return eco.read(new LineIndex(baseText));
    }
    catch {
        return [];
    }
}
/** The pull request's text in a message: one line, bounded. */
function bounded(text) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
    return clean.length > 120 ? `${clean.slice(0, 120)}…` : clean;
}
const displayName = (name) => bounded(name) || "This entry";

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







const isEcosystem = (kind) => kind !== undefined && kind in ECOSYSTEMS;
const SRI_HASH = /^sha(?:1|256|384|512)-[A-Za-z0-9+/]+={0,2}(?:\?[\x21-\x7e]*)?$/;
/** yarn berry: a hex digest, after a cache-key prefix since yarn 4 (`10c0/…`). */
const BERRY_CHECKSUM = /^(?:[0-9a-z]+\/)?[0-9a-f]{32,}$/;
/** Checks a changed lockfile against the same path at the base (`baseText` undefined when the pull request adds it). */
function checkLockfile(path, headText, baseText) {
    const lines = new LineIndex(headText);
    const kind = lockfileKindOf(path, headText);
    try {
        if (isEcosystem(kind)) {
            return checkEcosystemLockfile(kind, path, lines, baseText).map((v) => ({ ...v, path, text: lines.lineText(v.line) }));
        }
        const head = readLockfile(kind, path, lines);
        const base = baseText === undefined ? [] : check_readBase(path, baseText);
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
    const name = check_displayName(entry.package);
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
function check_readBase(path, baseText) {
    try {
        const kind = lockfileKindOf(path, baseText);
        return isEcosystem(kind) ? [] : readLockfile(kind, path, new LineIndex(baseText));
    }
    catch {
        return [];
    }
}
function unparseable(path, kind, lines, error) {
    const reason = isSyntaxError(error) ? error.message : "the reader failed on it";
    const what = kind === undefined ? "file" : isEcosystem(kind) ? ECOSYSTEMS[kind].file : `${kind} lockfile`;
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
function check_displayName(packageName) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    const clean = packageName.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
    if (clean === "")
        return "This entry";
    return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/index.ts
/** The deterministic lockfile check (issue 12: lockfile injection). */





/***/ }),

/***/ 2335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ isMatrixGate),
/* harmony export */   MB: () => (/* binding */ matrixSelectionFact),
/* harmony export */   Mf: () => (/* binding */ matrixChunksFact),
/* harmony export */   No: () => (/* binding */ isPlanPhase),
/* harmony export */   Wq: () => (/* binding */ MATRIX_SELECTION_FACT),
/* harmony export */   ZQ: () => (/* binding */ MATRIX_PLAN_FACT),
/* harmony export */   _T: () => (/* binding */ MATRIX_CHUNKS_FACT),
/* harmony export */   dE: () => (/* binding */ MATRIX_GATE_FACT),
/* harmony export */   vX: () => (/* binding */ matrixJobFact),
/* harmony export */   zk: () => (/* binding */ MATRIX_JOB_FACT)
/* harmony export */ });
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8024);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3798);
/* harmony import */ var _codeReview_chunkAssignment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3960);



/** This run is one job of a matrix: intake goes straight to build_items, which runs this lane only. */
const MATRIX_JOB_FACT = "matrix_job";
/** The plan's recorded selection, which build_items uses instead of selecting again. */
const MATRIX_SELECTION_FACT = "matrix_selection";
/** The plan's code-review chunk assignment, which read_diff renders a shard's chunks from instead of planning the whole diff. */
const MATRIX_CHUNKS_FACT = "matrix_chunks";
/** This run only plans: build_items records the selection and ends the run (`planned`). */
const MATRIX_PLAN_FACT = "matrix_plan_phase";
/** This run is a matrix gate: intake goes straight to verdict_gate, over the lane outcomes its caller seeded. */
const MATRIX_GATE_FACT = "matrix_gate";
const selectionFact = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane_selection: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .laneChoiceSchema */ .ro), lanes_summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() });
function matrixJobFact(facts) {
    const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .matrixJobSchema */ .wh.safeParse(facts[MATRIX_JOB_FACT]);
    return parsed.success ? parsed.data : undefined;
}
function matrixChunksFact(facts) {
    const parsed = _codeReview_chunkAssignment_js__WEBPACK_IMPORTED_MODULE_1__/* .chunkAssignmentSchema */ .UB.safeParse(facts[MATRIX_CHUNKS_FACT]);
    return parsed.success ? parsed.data : undefined;
}
function matrixSelectionFact(facts) {
    const parsed = selectionFact.safeParse(facts[MATRIX_SELECTION_FACT]);
    return parsed.success ? parsed.data : undefined;
}
const isPlanPhase = (facts) => facts[MATRIX_PLAN_FACT] === true;
const isMatrixGate = (facts) => facts[MATRIX_GATE_FACT] === true;


/***/ }),

/***/ 4101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ planInconsistencies)
/* harmony export */ });
/* harmony import */ var _shards_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7743);
/**
 * A matrix plan must agree with itself: `include` is exactly
 * {lane, 1..shards[lane], shards[lane]} for each selected lane, only code
 * review has more than one shard (at most MAX_SHARDS), no job repeats, and no
 * job or shard count exists for an unselected lane, and a chunk assignment
 * assigns exactly the plan's chunk count and comes with the diff's file table. A plan that does not is
 * never run or gated on: an edited file could otherwise drop a shard's chunks
 * or hide a lane's verdict.
 */

/** Every way the plan disagrees with itself, in words; empty when it is consistent. */
function planInconsistencies(plan) {
    const problems = [];
    const selected = new Set(plan.lane_selection.filter((c) => c.selected).map((c) => c.lane));
    const seen = new Set();
    for (const job of plan.include) {
        const label = (0,_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .jobLabel */ .OP)(job);
        if (seen.has(label))
            problems.push(`the job ${label} is listed twice`);
        seen.add(label);
        if (job.shard > job.shards)
            problems.push(`the job ${label} is shard ${job.shard} of only ${job.shards}`);
        if (!selected.has(job.lane))
            problems.push(`the job ${label} is for ${job.lane}, which lane_selection does not select`);
        else if (job.shards !== plan.shards[job.lane])
            problems.push(`the job ${label} says ${job.shards} shard(s), shards.${job.lane} says ${plan.shards[job.lane] ?? "none"}`);
    }
    for (const [lane, count] of Object.entries(plan.shards)) {
        if (count === undefined)
            continue;
        if (!selected.has(lane))
            problems.push(`shards.${lane} is set, but lane_selection does not select ${lane}`);
        if (lane !== "code-review" && count !== 1)
            problems.push(`shards.${lane} is ${count}: only code review runs as several shards`);
        if (count > _shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH)
            problems.push(`shards.${lane} is ${count}, more than the ${_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH} allowed`);
    }
    for (const lane of selected) {
        const count = plan.shards[lane];
        if (count === undefined) {
            problems.push(`${lane} is selected but shards.${lane} is missing`);
            continue;
        }
        for (let shard = 1; shard <= Math.min(count, _shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH); shard++) {
            const label = (0,_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .jobLabel */ .OP)({ lane, shard, shards: count });
            if (!seen.has(label))
                problems.push(`the job ${label} is missing from include`);
        }
    }
    const assigned = plan.chunk_plan?.assignment?.chunks.length;
    if (assigned !== undefined && assigned !== plan.chunk_plan.chunks)
        problems.push(`chunk_plan.assignment assigns ${assigned} chunk(s), chunk_plan.chunks says ${plan.chunk_plan.chunks}`);
    // Shards list only their own files when the plan has the table: a plan with one and not the other would lose rows.
    if ((plan.chunk_plan?.assignment === undefined) !== (plan.chunk_plan?.file_stats === undefined))
        problems.push(`chunk_plan has ${plan.chunk_plan?.assignment ? "an assignment but no file_stats" : "file_stats but no assignment"}: the plan records both or neither`);
    return problems;
}


/***/ }),

/***/ 8024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ partialResultSchema),
/* harmony export */   M$: () => (/* binding */ PARTIAL_SCHEMA),
/* harmony export */   kg: () => (/* binding */ MATRIX_SCHEMA),
/* harmony export */   nA: () => (/* binding */ matrixPlanShapeSchema),
/* harmony export */   ro: () => (/* binding */ laneChoiceSchema),
/* harmony export */   wh: () => (/* binding */ matrixJobSchema)
/* harmony export */ });
/* unused harmony exports matrixKeysSchema, matrixRequestSchema, usageSummarySchema, matrixPlanSchema, lanePassSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3798);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4377);
/* harmony import */ var _codeReview_chunkAssignment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3960);
/* harmony import */ var _codeReview_renderInput_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4852);
/* harmony import */ var _gauntlet_laneOutcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(273);
/* harmony import */ var _gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7292);
/* harmony import */ var _planConsistency_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4101);
/**
 * The matrix's two files, as zod schemas: the matrix plan (`gauntlet.matrix/1`,
 * written by `plan`, read by every lane job and the gate) and one lane job's
 * partial result (`gauntlet.partial/1`). The committed JSON Schemas in
 * schemas/ are generated from these (scripts/matrixSchemas.ts) and a test
 * keeps them equal.
 */






const MATRIX_SCHEMA = "gauntlet.matrix/1";
const PARTIAL_SCHEMA = "gauntlet.partial/1";
const laneName = zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_3__/* .LANES */ .Ci);
const count = zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0);
const sha = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .regex(/^[0-9a-f]{7,64}$/)
    .nullable();
const matrixJobSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    lane: laneName,
    /** 1-based. */
    shard: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    shards: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
});
/** Computed by the caller (CLI or action) and recorded at plan time; the gate checks partials against these, never a recomputation. */
const matrixKeysSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    head_sha: sha,
    base_sha: sha,
    settings_key: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    /**
     * This plan's own identity, made by the caller (the CLI: a random UUID; the action: `<check-run id>.<run_attempt>`).
     * Lanes copy it into their partial; the gate rejects a partial of another plan (a re-run's stale artifact).
     */
    plan_nonce: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
});
/** The review request as planned: every lane job reviews against the same one. */
const matrixRequestSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    diff_spec: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    untracked_files: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    plan_context: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    rigor: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    security_posture: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    probe_context: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    extra_context: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    rules: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    verification_commands: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
    forced_lanes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(laneName),
    untrusted_head: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    review_paths: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    /** Incremental review: the earlier head whose findings the gate carries forward. */
    carry_since: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
const usageSummarySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    prompt_tokens: count,
    completion_tokens: count,
    calls: count,
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).nullable(),
    cached_prompt_tokens: count.optional(),
});
const laneChoiceSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ lane: laneName, selected: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(), reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() });
/** The plan file's shape alone; matrixPlanSchema adds its self-consistency. */
const matrixPlanShapeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(MATRIX_SCHEMA),
    /** What `strategy.matrix` gets (matrixOutput): one entry per job. */
    include: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(matrixJobSchema),
    keys: matrixKeysSchema,
    request: matrixRequestSchema,
    lane_selection: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(laneChoiceSchema),
    lanes_summary: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Jobs per selected lane (code review's shard count; 1 for the others). */
    shards: zod__WEBPACK_IMPORTED_MODULE_4__/* .partialRecord */ .jgl(laneName, zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1)),
    chunk_plan: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        chunks: count,
        chunks_per_shard: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
        max_chunks: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
        /** Which files each chunk holds, so a code-review job renders only its own; absent when the plan read no diff. */
        assignment: _codeReview_chunkAssignment_js__WEBPACK_IMPORTED_MODULE_0__/* .chunkAssignmentSchema */ .UB.optional(),
        /**
         * The diff's file table (every changed file, in git's order), recorded with the assignment: the gate's
         * code-review report shows it, and each code-review partial then lists only its own chunks' files.
         */
        file_stats: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_codeReview_renderInput_js__WEBPACK_IMPORTED_MODULE_1__/* .fileStatSchema */ .sY).optional(),
    }),
    /** The run budget the whole matrix shares, as one job's: each lane job runs under an equal share, and the gate blocks when the jobs' sum exceeds it. */
    budget: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ max_tokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1).optional(), max_cost_usd: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).optional() }),
    /** What the plan itself spent on the model (lane judgment); the gate adds it to the lane jobs' usage. Absent when the plan called no model. */
    plan_usage: usageSummarySchema.optional(),
});
/** The plan file must agree with itself (planConsistency.ts): every reader — lane, gate, action — gets the check. */
const matrixPlanSchema = matrixPlanShapeSchema.superRefine((plan, ctx) => {
    for (const problem of (0,_planConsistency_js__WEBPACK_IMPORTED_MODULE_5__/* .planInconsistencies */ .R)(plan))
        ctx.addIssue({ code: "custom", message: problem, path: ["include"] });
});
const lanePassSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    start_ms: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
    /** A matrix shard's pass, e.g. "shard 2/3". */
    label: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
const partialResultSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(PARTIAL_SCHEMA),
    /** The lane job's own head, base and settings key, as it ran. */
    keys: matrixKeysSchema,
    job: matrixJobSchema,
    /** The lane's typed outcome after the retry gate (a crash is a typed fault here too). */
    outcome: _gauntlet_laneOutcome_js__WEBPACK_IMPORTED_MODULE_2__/* .laneOutcomeSchema */ .Cz,
    attempts: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    /** The retry gate gave up on the lane (review_incomplete). */
    given_up: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    /** Code review only: what its report renders from, so the gate can merge shards. */
    code_review: _codeReview_renderInput_js__WEBPACK_IMPORTED_MODULE_1__/* .codeReviewRenderInputSchema */ .Fz.nullable(),
    usage: usageSummarySchema,
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
    passes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(lanePassSchema),
    started_at: zod__WEBPACK_IMPORTED_MODULE_6__/* .datetime */ .w$(),
    finished_at: zod__WEBPACK_IMPORTED_MODULE_6__/* .datetime */ .w$(),
});


/***/ }),

/***/ 7743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ inShard),
/* harmony export */   OP: () => (/* binding */ jobLabel),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS),
/* harmony export */   ig: () => (/* binding */ CHUNKS_PER_SHARD),
/* harmony export */   nK: () => (/* binding */ partialFileName),
/* harmony export */   o4: () => (/* binding */ shardCount)
/* harmony export */ });
/**
 * How code review splits across matrix jobs. Chunks are planned as one job
 * plans them (max_chunks, 20), then the files one job leaves out in further
 * chunks with no cap; the shard count is
 * clamp(ceil(chunks / CHUNKS_PER_SHARD), 1, MAX_SHARDS). The matrix reviews up
 * to shards × max_chunks chunks; beyond that, files are over budget as in one
 * job. One job's chunks are the matrix's first, so the two spend the same calls on them.
 */
/** Two rounds of review_each's concurrency (2): a shard's chunks finish in about two model latencies. */
const CHUNKS_PER_SHARD = 4;
/** A matrix of at most 16 code-review jobs (plus one job per other lane). */
const MAX_SHARDS = 16;
function shardCount(chunks) {
    return Math.min(MAX_SHARDS, Math.max(1, Math.ceil(chunks / CHUNKS_PER_SHARD)));
}
/**
 * Whether chunk `index` (1-based, global) belongs to shard `shard` of `shards`:
 * round-robin, so the heavy first chunks (source, by churn) spread out.
 */
function inShard(index, shard, shards) {
    return (index - 1) % shards === shard - 1;
}
/** `code-review 2/3`: how a job is named in messages and file names. */
function jobLabel(job) {
    return `${job.lane} ${job.shard}/${job.shards}`;
}
/** The partial's file name in the artifact folder: `<lane>-<I>-of-<N>.json`. */
function partialFileName(job) {
    return `${job.lane}-${job.shard}-of-${job.shards}.json`;
}


/***/ }),

/***/ 7959:
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

// EXTERNAL MODULE: ./src/review/codeReview/readDiff.ts + 2 modules
var readDiff = __webpack_require__(5028);
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

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts + 3 modules
var chunks = __webpack_require__(2648);
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

// EXTERNAL MODULE: ./src/review/codeReview/filePolicy.ts
var filePolicy = __webpack_require__(9558);
// EXTERNAL MODULE: ./src/review/signals/glob.ts
var glob = __webpack_require__(422);
// EXTERNAL MODULE: ./src/review/signals/rules.ts + 6 modules
var rules = __webpack_require__(8580);
;// CONCATENATED MODULE: ./src/review/signals/prose.ts
/**
 * Whether a path is prose, by the signal table's one definition (rules.ts):
 * `PROSE_FILES` minus `NOT_PROSE`. Dependency manifests named `.txt`
 * (`requirements.txt`, `CMakeLists.txt` …) are not prose, and neither is MDX.
 */


const PROSE = (0,glob/* compileGlobs */.t)(rules/* PROSE_FILES */.Mb);
const NOT = (0,glob/* compileGlobs */.t)(rules/* NOT_PROSE */.Mw);
function isProsePath(path) {
    return PROSE.test(path) && !NOT.test(path);
}

;// CONCATENATED MODULE: ./src/review/security/riskyLines.ts
/**
 * Added lines a security reviewer must see whatever the budget: process
 * execution (the signal table's own exec rules, signals/rules.ts), network,
 * eval and obfuscation, install scripts and environment reads. Used where a
 * file is shown only in part (security/inPlaceEdits.ts): these lines are
 * shown past the budget. The prose view (proseView.ts) takes the exec,
 * download, install and environment groups, not the network one: a
 * changelog is mostly links, and a link does not run.
 */

/** Process execution: the signal table's own exec rules. */
const EXEC_PATTERNS = rules/* SIGNAL_RULES */.J6.filter((rule) => rule.flag === "touches_exec" && rule.addedLines && !rule.inFiles).map((rule) => rule.addedLines);
/** A download tool: with a pipe to a shell, the install line a README can swap. */
const DOWNLOAD_PATTERNS = [/\bcurl\b|\bwget\b|\bInvoke-WebRequest\b/];
/** Install scripts and commands. */
const INSTALL_PATTERNS = [
    /["'](?:pre|post)?(?:install|prepare|prepublish)["']\s*:|\bpostinstall\b|\bnpm\s+(?:install|i|exec)\b|\bpip\s+install\b/,
];
/** What a script would steal: environment reads, tokens, credential files. */
const ENVIRONMENT_PATTERNS = [
    /\bprocess\.env\b|\bos\.environ\b|\bgetenv\s*\(|\bINPUT_[A-Z_]+|_TOKEN\b|\.ssh\/|\.npmrc\b|\/etc\/passwd/,
];
const OWN = [
    // network
    /\b(?:https?|wss?|ftp):\/\/|\bfetch\s*\(|XMLHttpRequest|\bWebSocket\b|\baxios\b|\bnet\.(?:connect|createConnection|Socket)\b|\b(?:https?|tls|dgram|dns)\.(?:request|get|connect|createSocket|lookup)\s*\(/,
    /\brequire\s*\(\s*["'](?:node:)?(?:https?|net|tls|dgram|dns|child_process|vm|worker_threads)["']\s*\)|\bfrom\s+["'](?:node:)?(?:https?|net|tls|dgram|dns|child_process|vm)["']/,
    /\b(?:urllib|requests)\.(?:get|post|request|urlopen)\b|\bsocket\.socket\b|\bnet\/http\b|\bhttp\.(?:Get|Post)\(/,
    ...DOWNLOAD_PATTERNS,
    // eval and obfuscation
    /\beval\b|\bnew\s+Function\b|\bFunction\s*\(\s*["']|\batob\s*\(|\bunescape\s*\(|fromCharCode|\bBuffer\.from\s*\([^)]*["'](?:base64|hex)["']|\bb64decode\b|\bchr\s*\(\s*\d+\s*\)\s*\+|__import__/,
    /(?:\\x[0-9a-fA-F]{2}){8}|(?:\\u[0-9a-fA-F]{4}){6}|[A-Za-z0-9+/]{160,}={0,2}/,
    // install scripts, and what a script would steal
    ...INSTALL_PATTERNS,
    ...ENVIRONMENT_PATTERNS,
];
const RISKY = [...EXEC_PATTERNS, ...OWN];
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

;// CONCATENATED MODULE: ./src/review/security/proseActs.ts
/**
 * Which added lines of a prose file can act: run, load or install something
 * when the docs are built, tested, rendered or followed. The security lane's
 * prose view (proseView.ts) shows these past its budget. Documentation is not
 * always inert: VitePress Markdown runs `<script setup>` and `{{ }}` at build
 * time, doctests run `>>>` lines, Sphinx directives run or include code, and a
 * README's install command can be swapped for `curl … | sh`. A link inside
 * the text is not among them: a changelog is mostly links to commits and
 * issues, and a link does not run.
 */


const PROSE_ACTS = [
    // HTML and Vue tags that run or load, event handlers, script URLs, Vue bindings (evaluated as JavaScript).
    /<\s*(?:script|iframe|object|embed|link|meta|style|form|base|frame|applet)\b/i,
    /(?:^|[\s"'/])on[a-z]+\s*=/i,
    /\b(?:javascript|vbscript)\s*:|\bdata\s*:\s*text\/html/i,
    /(?:^|\s)(?:v-[\w:.-]+|[@:][\w.:-]+)\s*=\s*["'{]/,
    // Template syntax: Vue/Handlebars/Jinja/Liquid/ERB/EJS.
    /\{\{|\{%|<%/,
    // ES modules in Markdown (VitePress, Storybook docs).
    /^\s*(?:import|export)\b/,
    // Sphinx directives that run, include or emit raw content (doctest prompts are tracked over the hunk).
    /^\s*\.\.\s+(?:doctest|testcode|testsetup|testcleanup|jupyter-execute|ipython|exec|runblock|plot|raw|include|literalinclude)::/,
    // AsciiDoc and Org includes and source blocks.
    /^\s*include::|^\s*#\+(?:begin_src|include|call)\b/i,
    // A shell command at a line's start (a `.txt` may be what a script runs), a line that is only a URL (a
    // `.txt` may be a list a script downloads from; a changelog's links sit inside Markdown, not alone).
    /^\s*(?:\$\s|sudo\s|(?:ba|z)?sh\s|nc\s|ncat\s|chmod\s|rm\s+-|(?:python3?|node|perl|ruby)\s+-[ce]\b|pwsh\s|powershell\s)/,
    /^\s*(?:[-*]\s+)?<?(?:https?|ftp|git|ssh):\/\/\S+?>?\s*$/,
    // A download piped to a shell, PowerShell's equivalents.
    /\|\s*(?:sudo\s+)?(?:ba|z|k|da)?sh\b|\b(?:Invoke-Expression|iex|iwr|irm)\b/,
    ...EXEC_PATTERNS,
    ...DOWNLOAD_PATTERNS,
    ...INSTALL_PATTERNS,
    ...ENVIRONMENT_PATTERNS,
];
/** Whether a prose line can act by its text alone (code-block membership is decided over the hunk). */
function proseLineActs(text) {
    return PROSE_ACTS.some((pattern) => pattern.test(text));
}
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const INDENTED = /^(?: {4}|\t)\s*\S/;
/** A doctest prompt, and the `...` lines that continue its statement. */
const DOCTEST = /^\s*>>>/;
const CONTINUATION = /^\s*\.\.\.(?:\s|$)/;
/**
 * Code-block membership over a hunk's head-side lines (context included):
 * a fenced block (``` or ~~~, closed by the same character at least as
 * long) or an indented one (four spaces or a tab after a blank line). A
 * hunk may start inside a block begun above it, so an indented line at the
 * hunk's start counts as code, and the fence lines themselves are shown.
 * A doctest's `>>>` line and the `...` lines continuing it run too.
 */
function codeBlockFlags(rows) {
    const flags = [];
    let fence;
    let previous = "start";
    for (const row of rows) {
        if (row.kind === "-") {
            flags.push(false);
            continue;
        }
        const fenceMatch = FENCE.exec(row.text);
        if (fence) {
            const closes = fenceMatch && fenceMatch[1][0] === fence.char && fenceMatch[1].length >= fence.length && fenceMatch[2].trim() === "";
            if (closes)
                fence = undefined;
            flags.push(true);
            previous = "code";
        }
        else if (fenceMatch && !(fenceMatch[1][0] === "`" && fenceMatch[2].includes("`"))) {
            fence = { char: fenceMatch[1][0], length: fenceMatch[1].length };
            flags.push(true);
            previous = "code";
        }
        else if (DOCTEST.test(row.text) || (previous === "doctest" && CONTINUATION.test(row.text))) {
            flags.push(true);
            previous = "doctest";
        }
        else if (INDENTED.test(row.text) && previous !== "text") {
            flags.push(true);
            previous = "code";
        }
        else {
            flags.push(false);
            previous = row.text.trim() === "" ? "blank" : "text";
        }
    }
    return flags;
}
function rowsOf(hunk) {
    return hunk
        .split("\n")
        .slice(1)
        .filter((line) => !line.startsWith("\\"))
        .map((line) => ({ kind: line.startsWith("+") ? "+" : line.startsWith("-") ? "-" : " ", text: line.slice(1) }));
}
/** A prose file's added lines, in order, each with whether it can act. */
function proseAddedLines(patch) {
    const lines = [];
    for (const hunk of (0,chunks/* hunksOf */.Hs)(patch)) {
        const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)/.exec(hunk);
        // An empty base range (`-0,0`, an added file; `-5,0`) names the line it follows; otherwise its first line.
        let oldNext = Number(header?.[1] ?? 1) + (header?.[2] === "0" ? 1 : 0);
        let newNext = Number(header?.[3] ?? 1);
        const rows = rowsOf(hunk);
        const code = codeBlockFlags(rows);
        for (const [i, row] of rows.entries()) {
            if (row.kind === "+")
                lines.push({ number: newNext++, text: row.text, after: oldNext - 1, acts: code[i] || proseLineActs(row.text) });
            else if (row.kind === "-")
                oldNext++;
            else {
                oldNext++;
                newNext++;
            }
        }
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/review/security/proseView.ts
/**
 * The security lane's prose view: a prose file (signals/prose.ts) is shown as
 * its added lines only, with their head-side numbers, in the digest's usual
 * hunk format. Deleting prose cannot add a vulnerability, so deleted lines
 * and context are left out; a rewritten changelog no longer costs the lane
 * its deleted half. Plain added lines share one budget over all prose files;
 * every line that can act (proseActs.ts) is shown past it, up to a ceiling.
 * A file not shown whole says so in its header and is named in the omitted
 * list, to be read with fs_read. Code review is unchanged: it reads every
 * prose line in its chunks. The adversary lane's digest never takes this view.
 */



/**
 * Characters of plain added prose shown, over all prose files (about 3k
 * tokens): a typical docs edit is shown whole, while three rewritten
 * changelogs (vite `merge-main-23`: 140k characters) no longer fill the
 * lane's digest; the lane reads the rest with fs_read when it matters.
 */
const PROSE_BUDGET = 12_000;
/** Characters of lines that can act, shown past the budget, over all prose files (about 12k tokens). */
const PROSE_ACTING_CEILING = 48_000;
/** What a shown line costs in the digest: its text, its number and mark, a newline. */
const costOf = (line) => line.text.length + 8;
function candidate(file, policy) {
    if (!isProsePath(file.path) || file.binary || file.tooLarge || file.unreadable || file.status === "deleted")
        return false;
    // A file the policy skips keeps its skip (and its reason in the omitted list).
    return (0,filePolicy/* skipDecision */.q0)(file, policy) === undefined;
}
/** Each file's plain lines within a fair share of the budget: the smallest first, what one leaves goes to the rest. */
function plainAllowances(lines) {
    const plainCost = (path) => lines.get(path).reduce((n, line) => (line.acts ? n : n + costOf(line)), 0);
    const order = [...lines.keys()].sort((a, b) => plainCost(a) - plainCost(b) || (a < b ? -1 : a > b ? 1 : 0));
    const shown = new Map();
    let left = PROSE_BUDGET;
    for (const [i, path] of order.entries()) {
        const allowance = Math.floor(left / (order.length - i));
        const taken = new Set();
        let used = 0;
        // The first lines in order (a changelog's newest entries), up to the first that does not fit.
        for (const line of lines.get(path)) {
            if (line.acts)
                continue;
            if (used + costOf(line) > allowance)
                break;
            used += costOf(line);
            taken.add(line);
        }
        left -= used;
        shown.set(path, taken);
    }
    return shown;
}
/** The shown lines as insertion hunks: one per run of lines consecutive in both the head and the diff. */
function viewPatch(shown) {
    const hunks = [];
    let run = [];
    const close = () => {
        if (run.length === 0)
            return;
        hunks.push([`@@ -${run[0].after},0 +${run[0].number},${run.length} @@`, ...run.map((line) => `+${line.text}`)].join("\n"));
        run = [];
    };
    for (const line of shown) {
        const last = run.at(-1);
        if (last && !(line.number === last.number + 1 && line.after === last.after))
            close();
        run.push(line);
    }
    close();
    return hunks.join("\n");
}
function note(added, shown, actingHidden) {
    if (added === 0)
        return "prose: added lines only; it adds none";
    if (shown === added)
        return `prose: added lines only, all ${added} shown`;
    const acting = actingHidden > 0 ? ` (${actingHidden} of them can act: over the ceiling)` : "";
    return `prose: added lines only, ${shown} of ${added} shown (every line that can act, then the first within a budget); read the other ${added - shown} with fs_read${acting}`;
}
/** The prose view of a diff's files, for the security lane's digest. */
function proseView(files, policy) {
    const lines = new Map();
    for (const file of files)
        if (candidate(file, policy))
            lines.set(file.path, proseAddedLines(file.patch));
    const plain = plainAllowances(lines);
    let actingLeft = PROSE_ACTING_CEILING;
    const partlyShown = [];
    const viewed = files.map((file) => {
        const own = lines.get(file.path);
        if (!own)
            return file;
        const taken = plain.get(file.path);
        let actingHidden = 0;
        const shown = own.filter((line) => {
            if (!line.acts)
                return taken.has(line);
            if (costOf(line) > actingLeft) {
                actingHidden++;
                return false;
            }
            actingLeft -= costOf(line);
            return true;
        });
        if (shown.length < own.length)
            partlyShown.push({ path: file.path, added: own.length, shown: shown.length, actingHidden });
        // The view keeps the path, status and base marker, and its first hunk is a prefix of the file's first
        // lines: the policy decides it as it decided the file (no generator header appears or goes).
        return { ...file, patch: viewPatch(shown), viewNote: note(own.length, shown.length, actingHidden) };
    });
    return { files: viewed, partlyShown };
}

;// CONCATENATED MODULE: ./src/review/diffDigest.ts
/**
 * read_diff for the plan-conformance and security lanes: the whole change as
 * one budgeted, line-numbered text; the security lane's shows prose files as
 * their added lines (security/proseView.ts). Files left out, or shown in part,
 * are named, never dropped silently. A diff that cannot be read routes to
 * `diff_unreadable`, an end node whose verdict line records the fault: a lane
 * that saw no change is degraded, never a pass.
 */







const DEFAULT_DIGEST_TOKENS = 40_000;
/**
 * Files named in the omitted list, at most. A 2,000-file change once spent
 * 253k of a 413k-character prompt listing them; past the cap, one line counts
 * the rest by why they were left out, and the tools find any of them.
 */
const OMITTED_NAMED = 60;
/**
 * The files the digest leaves out, or shows in part: the reviewable ones over
 * its budget first (they are the change's own code), then prose files shown
 * in part (the prose view), then the skipped ones, each in path order, so the
 * same change always lists the same names.
 */
function omittedList(plan, cap = OMITTED_NAMED, partlyShown = []) {
    const byPath = (list) => [...list].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const left = new Set([...plan.overBudget, ...plan.skipped].map((file) => file.path));
    const partly = "prose shown in part";
    const all = [
        ...byPath(plan.overBudget).map((o) => ({ line: `${o.path} (over the diff budget: read it with the tools)`, why: "over the diff budget" })),
        ...byPath(partlyShown.filter((p) => !left.has(p.path))).map((p) => ({
            line: `${p.path} (prose: ${p.added - p.shown} of its ${p.added} added lines not shown${p.actingHidden > 0 ? `, ${p.actingHidden} of them lines that can act` : ""}; read them with fs_read)`,
            why: partly,
        })),
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
/**
 * With `requirePlan`, a request without a plan routes to `no_plan` (an end node) instead of `review`. With
 * `proseView` (the security lane), prose files show their added lines only (security/proseView.ts).
 */
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
                const policy = (0,readDiff/* runFilePolicy */.y$)(context, { incremental: false });
                const view = options.proseView ? proseView(files, policy) : { files, partlyShown: [] };
                const plan = (0,chunks/* planChunks */.Cu)(view.files, { chunkTokens: budget, maxChunks: 1, policy });
                const secret_like_code = secretLikeCodeLines(files, plan.skipped);
                const diff_omitted = omittedList(plan, OMITTED_NAMED, view.partlyShown);
                return { diff_text: plan.chunks[0]?.diff ?? "(no changes)", diff_omitted, diff_error: "", secret_like_code, _next: "review" };
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

// EXTERNAL MODULE: ./src/review/signals/compute.ts + 20 modules
var compute = __webpack_require__(1550);
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
// EXTERNAL MODULE: ./src/review/codeReview/laneAlone.ts
var laneAlone = __webpack_require__(9889);
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
            .map(review_text/* oneLine */.TN);
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
        const noneCompleted = (0,incomplete/* noLaneCompleted */.hM)(outcomes);
        if (noneCompleted)
            reasons.push(noneCompleted.detail);
        const verdict = reasons.length > 0 ? "BLOCKED" : "PASS";
        const codeReview = outcomes.find((o) => o.lane === "code-review");
        const crVerdict = codeReview && codeReview.state !== "faulted" && codeReview.state !== "skipped" ? codeReview.verdict : null;
        const crCoverage = crVerdict?.lane === "code-review" ? crVerdict.result?.coverage : null;
        const laneCoverage = crCoverage ?? { complete: false, not_reviewed: [{ path: "*", reason: "the code review did not complete" }], skipped: [] };
        // A security-only file was reviewed by security only if that lane completed; else by nobody, and the result says so.
        const securityDone = outcomes.some((o) => o.lane === "security" && o.state === "completed");
        const coverage = securityDone ? laneCoverage : { ...laneCoverage, skipped: (0,laneAlone/* securityOnlyAs */.t2)(laneCoverage.skipped, laneAlone/* SECURITY_DID_NOT_FINISH */.n_) };
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
                noLaneCompleted: noneCompleted,
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
                shownLines.push(`${line.number}+${shown}`);
            }
            else if (!risky && cost <= fileLeft && cost <= plainLeft) {
                fileLeft -= cost;
                plainLeft -= cost;
                shownLines.push(`${line.number}+${shown}`);
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
    registry.register("security-reviewer", "read_diff", diffDigest({ requirePlan: false, proseView: true }));
    registry.register("security-reviewer", "merge_checks", mergeSecurityChecks);
    return registry;
}


/***/ }),

/***/ 8361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   pS: () => (/* binding */ shownPath)
/* harmony export */ });
/** Small text shapes the reports share. */
/** A multi-line text on one line (a reason, a claim in a list item). */
const oneLine = (text) => text.replace(/\s*\n\s*/g, " ").trim();
/** A commit SHA as people read it. */
const shortSha = (sha) => sha.slice(0, 7);
/** Characters that end or break a line (C0 and C1 controls, DEL, the Unicode line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * A path on one line of a prompt or report: as is, or JSON-quoted with every
 * line-breaking character escaped, so a file name can never start a line of its own.
 */
const shownPath = (path) => LINE_BREAKING.test(path) ? JSON.stringify(path).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`) : path;


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
// EXTERNAL MODULE: ./src/review/context/parse.ts + 1 modules
var parse = __webpack_require__(2634);
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
