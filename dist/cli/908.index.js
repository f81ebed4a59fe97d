export const id = 908;
export const ids = [908];
export const modules = {

/***/ 1527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseConfig: () => (/* binding */ parseConfig)
/* harmony export */ });
/* unused harmony exports configSchema, ConfigError */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3798);
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7679);
/* harmony import */ var _budgetSpec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3612);
/* harmony import */ var _gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7292);
/**
 * The repository's review configuration (`.github/gauntlet.yml`). The action
 * reads it from the base branch through the API; the CLI from a file. Either
 * way it is validated here, and an error names the field and says what to do.
 */





const price = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ input: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nonnegative(), output: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nonnegative(), cached_input: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nonnegative().optional() }).strict();
const configSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    rigor: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["poc", "prototype", "production"]).optional(),
    security_posture: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["prototype", "standard", "hardened"]).optional(),
    /** Lanes always added (forcing only widens). */
    lanes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    models: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        default: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional(),
        /** Model per lane graph: code-reviewer, finding-verifier, adversary, security-reviewer, probe, review-gauntlet. */
        graphs: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).optional(),
        /** Model per `graph/node`. */
        nodes: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).optional(),
    })
        .strict()
        .optional(),
    budget: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional(),
    /**
     * Path rules, read only from the base branch: files matching `ignore`, `generated` or `vendored`
     * are listed as skipped with that reason and never reviewed (signals still see them).
     */
    paths: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        ignore: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).optional(),
        generated: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).optional(),
        vendored: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).optional(),
    })
        .strict()
        .optional(),
    /** More files to withhold from the model (tools refuse them, the review lists them as withheld), on top of the default secret files. */
    denylist: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)).optional(),
    probe: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        setup: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
        start: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        ready: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        suites: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    })
        .strict()
        .optional(),
    /** $ per 1M tokens, per model. */
    prices: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), price).optional(),
    /** A file of the repository's own review guidance, given to every lane. */
    rules: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional(),
    verification_commands: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    /** Logins that may `/gauntlet override` besides admins (team membership can't be read with the Actions token). */
    overriders: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/, "a GitHub login")).optional(),
    /** Let a pull request's author dismiss findings on their own pull request (default false). */
    allow_author_dismiss: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
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
        (0,_budgetSpec_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBudget */ .N)(config.budget, `${where}: budget`);
    const unknown = (0,_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeLanes */ .zU)(config.lanes ?? []).unknown;
    if (unknown.length > 0)
        throw new ConfigError(`${where}: lanes: unknown lane(s) ${unknown.join(", ")}; use code-review, adversary, security, probe`);
    return config;
}


/***/ })

};
