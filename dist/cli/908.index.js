export const id = 908;
export const ids = [908];
export const modules = {

/***/ 5870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ TOOLS_SETTINGS),
/* harmony export */   K9: () => (/* binding */ STRUCTURED_SETTINGS),
/* harmony export */   W: () => (/* binding */ CapabilityRegistry)
/* harmony export */ });
/* unused harmony exports STRUCTURED_MODES, NEGOTIATION_HOLD_MS, EndpointCapabilities */
/**
 * What one endpoint and model accept, negotiated by the run's first calls and
 * remembered for the rest of the run (per process: a matrix workflow's lane
 * jobs each negotiate once for themselves).
 *
 * Structured output steps down json_schema → json_object (the schema in the
 * instructions) → instructions alone; tools step down on → off. A setting
 * other than `auto` pins the capability: nothing is negotiated, and a
 * rejection is a fault that names the setting.
 *
 * While a capability is unconfirmed, requests that use it go one at a time
 * for a short hold (NEGOTIATION_HOLD_MS), so concurrent nodes do not each
 * spend a failed call finding the same thing out: a rejection comes back in
 * well under the hold, so the endpoint sees one failed call per capability
 * step. The hold is bounded because a successful first call takes as long as
 * the model takes: an endpoint that accepts everything (most do) must not
 * see its first wave of lanes run one after another.
 */
const STRUCTURED_MODES = ["json_schema", "json_object", "instructions"];
const STRUCTURED_SETTINGS = ["auto", ...STRUCTURED_MODES];
const TOOLS_SETTINGS = ["auto", "on", "off"];
/** How long requests queue behind an unconfirmed capability's first request before they go anyway. */
const NEGOTIATION_HOLD_MS = 5_000;
const NEXT_MODE = { json_schema: "json_object", json_object: "instructions", instructions: undefined };
class EndpointCapabilities {
    holdMs;
    structured;
    tools;
    structuredPinned;
    toolsPinned;
    structuredConfirmed = false;
    toolsConfirmed = false;
    queue = Promise.resolve();
    /** Resolves when the current negotiation step's hold is over; a step down starts a new one. */
    holdOver;
    constructor(settings = {}, holdMs = NEGOTIATION_HOLD_MS) {
        this.holdMs = holdMs;
        const structured = settings.structuredOutput ?? "auto";
        this.structuredPinned = structured !== "auto";
        this.structured = structured === "auto" ? (settings.initialStructured ?? "json_schema") : structured;
        const tools = settings.tools ?? "auto";
        this.toolsPinned = tools !== "auto";
        this.tools = tools !== "off";
    }
    /** The unconfirmed, negotiable capabilities a request with (or without) a schema and tools would rely on. */
    uses(hasSchema, hasTools) {
        return {
            structured: hasSchema && !this.structuredPinned && !this.structuredConfirmed && this.structured !== "instructions",
            tools: hasTools && this.tools && !this.toolsPinned && !this.toolsConfirmed,
        };
    }
    /**
     * Waits for its turn while a capability the request uses is still being
     * found out; returns the release to call once the request has settled.
     */
    async admit(hasSchema, hasTools, signal) {
        const first = this.uses(hasSchema, hasTools);
        if (!first.structured && !first.tools)
            return () => { };
        let release;
        const mine = new Promise((resolve) => (release = resolve));
        const before = this.queue;
        this.queue = before.then(() => mine);
        this.holdOver ??= new Promise((resolve) => setTimeout(resolve, this.holdMs).unref());
        try {
            await abortable(Promise.race([before, this.holdOver]), signal);
        }
        catch (error) {
            // Never hold up the requests queued behind this one.
            void before.then(release);
            throw error;
        }
        const now = this.uses(hasSchema, hasTools);
        if (!now.structured && !now.tools) {
            release();
            return () => { };
        }
        return release;
    }
    /** The request went through: what it used is confirmed. */
    confirm(sent) {
        if (sent.structured)
            this.structuredConfirmed = true;
        if (sent.tools)
            this.toolsConfirmed = true;
    }
    /**
     * Steps the capability down after a rejection. Returns what it now is, in
     * words, or undefined when it is pinned or has no step left.
     */
    stepDown(capability) {
        if (capability === "tools") {
            if (this.toolsPinned || !this.tools)
                return undefined;
            this.tools = false;
            this.toolsConfirmed = true;
            return "tools off";
        }
        const next = NEXT_MODE[this.structured];
        if (this.structuredPinned || next === undefined)
            return undefined;
        this.structured = next;
        this.structuredConfirmed = false;
        this.holdOver = undefined;
        return `structured output ${next}`;
    }
}
/** One EndpointCapabilities per model: a runner serves one endpoint. */
class CapabilityRegistry {
    settings;
    byModel = new Map();
    constructor(settings) {
        this.settings = settings;
    }
    for(model) {
        let found = this.byModel.get(model);
        if (found === undefined) {
            found = new EndpointCapabilities(this.settings);
            this.byModel.set(model, found);
        }
        return found;
    }
}
function abortable(promise, signal) {
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        promise.then(() => {
            signal.removeEventListener("abort", onAbort);
            resolve();
        }, () => {
            signal.removeEventListener("abort", onAbort);
            resolve();
        });
    });
}


/***/ }),

/***/ 1527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseConfig: () => (/* binding */ parseConfig)
/* harmony export */ });
/* unused harmony exports configSchema, ConfigError */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3798);
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7679);
/* harmony import */ var _llm_providers_capabilities_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5870);
/* harmony import */ var _budgetSpec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3612);
/* harmony import */ var _gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7292);
/**
 * The repository's review configuration (`.github/gauntlet.yml`). The action
 * reads it from the base branch through the API; the CLI from a file. Either
 * way it is validated here, and an error names the field and says what to do.
 */






const price = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ input: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nonnegative(), output: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nonnegative(), cached_input: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nonnegative().optional() }).strict();
const configSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    rigor: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["poc", "prototype", "production"]).optional(),
    security_posture: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["prototype", "standard", "hardened"]).optional(),
    /** Lanes always added (forcing only widens). */
    lanes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
    models: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        default: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).optional(),
        /** Model per lane graph: code-reviewer, finding-verifier, adversary, security-reviewer, probe, review-gauntlet. */
        graphs: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).optional(),
        /** Model per `graph/node`. */
        nodes: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).optional(),
        /** Classic Azure OpenAI's API version (docs/providers.md); an action input or CLI flag wins. */
        api_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).optional(),
        /** Pins the structured-output mode instead of negotiating it (auto). */
        structured_output: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_llm_providers_capabilities_js__WEBPACK_IMPORTED_MODULE_2__/* .STRUCTURED_SETTINGS */ .K9).optional(),
        /** Pins tool use instead of negotiating it (auto). */
        tools: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_llm_providers_capabilities_js__WEBPACK_IMPORTED_MODULE_2__/* .TOOLS_SETTINGS */ .Cq).optional(),
    })
        .strict()
        .optional(),
    budget: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).optional(),
    /**
     * Path rules, read only from the base branch: files matching `ignore`, `generated` or `vendored`
     * are listed as skipped with that reason and never reviewed (signals still see them).
     */
    paths: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        ignore: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).optional(),
        generated: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).optional(),
        vendored: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).optional(),
    })
        .strict()
        .optional(),
    /** More files to withhold from the model (tools refuse them, the review lists them as withheld), on top of the default secret files. */
    denylist: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).optional(),
    probe: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        setup: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
        start: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        ready: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        suites: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
    })
        .strict()
        .optional(),
    /** $ per 1M tokens, per model. */
    prices: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), price).optional(),
    /** A file of the repository's own review guidance, given to every lane. */
    rules: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).optional(),
    verification_commands: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
    /** Logins that may `/gauntlet override` besides admins (team membership can't be read with the Actions token). */
    overriders: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/, "a GitHub login")).optional(),
    /** Let a pull request's author dismiss findings on their own pull request (default false). */
    allow_author_dismiss: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
})
    .strict();
class ConfigError extends _engine_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GauntletError */ .xx {
    constructor(message) {
        super("CONFIG_INVALID", "user", message);
    }
}
function parseConfig(text, where) {
    let raw;
    try {
        raw = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text) ?? {};
    }
    catch (error) {
        throw new ConfigError(`${where}: not valid YAML: ${error.message.split("\n")[0]}`);
    }
    const parsed = configSchema.safeParse(raw);
    if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => {
            const field = issue.path.join(".") || "(top level)";
            const detail = issue.code === "unrecognized_keys" ? `unknown field(s) ${issue.keys.join(", ")}` : issue.message;
            return `${where}: ${field}: ${detail}`;
        });
        throw new ConfigError(`${problems.join("\n")}\nFix the configuration; see docs/configuration.md.`);
    }
    const config = parsed.data;
    if (config.budget)
        (0,_budgetSpec_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBudget */ .N)(config.budget, `${where}: budget`);
    const unknown = (0,_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeLanes */ .zU)(config.lanes ?? []).unknown;
    if (unknown.length > 0)
        throw new ConfigError(`${where}: lanes: unknown lane(s) ${unknown.join(", ")}; use code-review, adversary, security, probe`);
    return config;
}


/***/ })

};
