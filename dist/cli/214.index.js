export const id = 214;
export const ids = [214];
export const modules = {

/***/ 4214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ runGraphCommand),
/* harmony export */   r: () => (/* binding */ timeoutSeconds)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3991);
/* harmony import */ var _review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2047);
/* harmony import */ var _review_budgetSpec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3612);
/* harmony import */ var _review_runtime_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5284);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1604);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1957);
/**
 * Shared by `run` and `verify`: build the review runtime, run one graph,
 * print its end output, report usage on stderr. A run that fails or is
 * stopped exits 1 with the reason; nothing computed is thrown away silently.
 */







/**
 * A verdict line, at line start, that means the command's negative result (exit 1).
 * A pipeline fault anywhere in the output is one too: the graph recorded that a stage
 * died (a verifier whose parse died verified nothing), so the run cannot exit as a success.
 */
const NEGATIVE_VERDICT = /^(?:GAUNTLET: BLOCKED|Review Verdict: BLOCKED|ADVERSARIAL_REVIEW: DIVERGES|SECURITY_REVIEW: FAIL|USAGE_PROBE: (?:FAIL|INCONCLUSIVE))|PIPELINE-FAULT: /m;
function timeoutSeconds(value) {
    if (value === undefined)
        return undefined;
    const minutes = Number(value);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 360)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--timeout-minutes ${JSON.stringify(value)}: give minutes between 1 and 360`);
    return minutes * 60;
}
async function runGraphCommand(request, io, kit) {
    const { flags } = request;
    const graph = (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_1__/* .loadAndValidate */ .gL)(request.graphFile, { scripts: kit.scripts, library: kit.library, knownTools: kit.toolNames });
    const endpoint = (0,_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .endpointFrom */ .Ku)(flags, io);
    // Only a diff the caller names is fixed in the run context; otherwise the graph's own (e.g. parsed) diff_spec applies.
    if (flags.diff !== undefined)
        (0,_review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDiffSpec */ .EX)(flags.diff);
    const runtime = (0,_review_runtime_js__WEBPACK_IMPORTED_MODULE_4__/* .createReviewRuntime */ .T)({
        workspaceRoot: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, flags["project-dir"] ?? "."),
        graphsDir: kit.graphsDir,
        endpoint,
        ...(flags.budget ? { budget: (0,_review_budgetSpec_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBudget */ .N)(flags.budget, "--budget") } : {}),
        ...(flags.diff !== undefined ? { facts: { diff_spec: flags.diff } } : {}),
        ...(flags.trace ? { traceFile: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, flags.trace) } : {}),
        ...(io.signal ? { signal: io.signal } : {}),
    });
    const seconds = timeoutSeconds(flags["timeout-minutes"]);
    try {
        const result = await (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runGraph */ .C3)(graph, {
            context: runtime.context,
            scripts: runtime.scripts,
            prompt: request.prompt,
            ...(request.variables ? { variables: request.variables } : {}),
            ...(request.inputs ? { inputs: request.inputs } : {}),
            ...(seconds ? { timeoutSeconds: seconds } : {}),
        });
        io.stdout(runtime.redact(result.output.endsWith("\n") ? result.output : result.output + "\n"));
        return NEGATIVE_VERDICT.test(result.output) ? _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.negative : _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.ok;
    }
    catch (error) {
        if (error instanceof _engine_index_js__WEBPACK_IMPORTED_MODULE_1__/* .NodeFailedError */ .W9 || error instanceof _engine_index_js__WEBPACK_IMPORTED_MODULE_1__/* .RunAbortedError */ .$H || error instanceof _engine_index_js__WEBPACK_IMPORTED_MODULE_1__/* .RunError */ .e4) {
            io.stderr(`gauntlet: ${runtime.redact(error.message)}\n`);
            return _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.negative;
        }
        throw error;
    }
    finally {
        const usage = runtime.meter.runTotal();
        const cached = usage.cachedPromptTokens !== undefined ? ` (${usage.cachedPromptTokens} cached)` : "";
        io.stderr(`usage: ${usage.calls} model call(s), ${usage.promptTokens} prompt${cached} + ${usage.completionTokens} completion tokens\n`);
    }
}


/***/ }),

/***/ 1957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ reviewEndpoint),
/* harmony export */   Ku: () => (/* binding */ endpointFrom),
/* harmony export */   U_: () => (/* binding */ askedEndpoint),
/* harmony export */   Wt: () => (/* reexport safe */ _modelFlags_js__WEBPACK_IMPORTED_MODULE_5__.W)
/* harmony export */ });
/* harmony import */ var _llm_endpoint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1147);
/* harmony import */ var _llm_providers_capabilities_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5870);
/* harmony import */ var _review_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8107);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1604);
/* harmony import */ var _repositoryQuestions_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(127);
/* harmony import */ var _modelFlags_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2976);
/**
 * Model endpoint settings shared by every command that calls a model: flags
 * first, then the environment, then (for the commands that read one) the
 * base's configuration file. The endpoint is checked once all three are
 * merged, so a value given only in the configuration (an Azure deployment's
 * `models.api_version`, `models.default`) counts, and a refusal names where
 * each value came from.
 */






/** What a flag or variable sets, for the message: flag and variable per setting. */
const CLI_PLACES = {
    apiKey: [undefined, "OPENAI_API_KEY"],
    baseURL: ["--base-url", "OPENAI_BASE_URL"],
    defaultModel: ["--model", "GAUNTLET_MODEL"],
    apiVersion: ["--api-version", "OPENAI_API_VERSION"],
};
/** Reads the endpoint flags and the environment; a bad flag value is a UsageError now, the endpoint is checked later. */
function askedEndpoint(flags, io) {
    const config = (0,_llm_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .endpointFromEnvironment */ .TR)(io.env, {
        ...(flags["base-url"] !== undefined ? { baseURL: flags["base-url"] } : {}),
        ...(flags.model !== undefined ? { model: flags.model } : {}),
    });
    if (flags["api-version"]?.trim())
        config.apiVersion = flags["api-version"];
    const structuredOutput = oneOf(flags["structured-output"], _llm_providers_capabilities_js__WEBPACK_IMPORTED_MODULE_1__/* .STRUCTURED_SETTINGS */ .K9, "--structured-output");
    if (structuredOutput)
        config.structuredOutput = structuredOutput;
    const tools = oneOf(flags.tools, _llm_providers_capabilities_js__WEBPACK_IMPORTED_MODULE_1__/* .TOOLS_SETTINGS */ .Cq, "--tools");
    if (tools)
        config.tools = tools;
    const given = { baseURL: flags["base-url"], defaultModel: flags.model, apiVersion: flags["api-version"], apiKey: undefined };
    const from = {};
    for (const setting of Object.keys(CLI_PLACES)) {
        if (config[setting] === undefined)
            continue;
        from[setting] = given[setting]?.trim() ? CLI_PLACES[setting][0] : CLI_PLACES[setting][1];
    }
    return { config, from };
}
/** For the commands that read no configuration (`run`, `verify`): flags and environment, checked now. */
function endpointFrom(flags, io) {
    const asked = askedEndpoint(flags, io);
    (0,_llm_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .assertEndpointUsable */ .wu)(asked.config, undefined, { from: asked.from, setIn: setIn(undefined) });
    return asked.config;
}
/**
 * The endpoint a review calls: the flags and environment, else the base's
 * configuration (its models per graph and node, its prices), checked with
 * each value's source named. `configSource` names the configuration file as
 * read (undefined: there was none).
 */
function reviewEndpoint(asked, config, configSource) {
    const endpoint = { ...asked.config, ...(0,_review_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .endpointFor */ .Lo)(config, { ...asked.config, model: asked.config.defaultModel }) };
    const file = configSource ?? `${_repositoryQuestions_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_PATH */ .tF} (none at the base yet)`;
    const from = { ...asked.from };
    if (!from.defaultModel && endpoint.defaultModel)
        from.defaultModel = `models.default in ${file}`;
    if (!from.apiVersion && endpoint.apiVersion)
        from.apiVersion = `models.api_version in ${file}`;
    (0,_llm_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .assertEndpointUsable */ .wu)(endpoint, undefined, { from, setIn: setIn(file) });
    return endpoint;
}
function setIn(file) {
    const places = (setting, field) => {
        const [flag, variable] = CLI_PLACES[setting];
        const names = [flag, variable, field && file ? `${field} in ${file}` : undefined].filter(Boolean);
        return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0];
    };
    return {
        apiKey: places("apiKey"),
        baseURL: places("baseURL"),
        defaultModel: places("defaultModel", "models.default"),
        apiVersion: places("apiVersion", "models.api_version"),
    };
}
function oneOf(value, allowed, flag) {
    if (value === undefined || value.trim() === "")
        return undefined;
    if (!allowed.includes(value.trim()))
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${flag}: ${JSON.stringify(value)}; use one of ${allowed.join(", ")}`);
    return value.trim();
}


/***/ }),

/***/ 1147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jG: () => (/* binding */ OPENAI_BASE_URL),
  wu: () => (/* binding */ assertEndpointUsable),
  ho: () => (/* binding */ costOf),
  $L: () => (/* binding */ createModelClient),
  TR: () => (/* binding */ endpointFromEnvironment),
  AX: () => (/* binding */ resolveModel)
});

// UNUSED EXPORTS: DEFAULT_ENDPOINT_SOURCES, isOpenAiHosted

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
;// CONCATENATED MODULE: ./src/llm/providers/azure.ts
/**
 * Azure OpenAI's base URL forms, as its portal and docs show them, mapped to
 * the route the SDK must call (learn.microsoft.com/azure/ai-foundry/openai/api-version-lifecycle):
 *
 * | base URL                                   | api version | route                                             |
 * |--------------------------------------------|-------------|---------------------------------------------------|
 * | `https://r.openai.azure.com` (resource)     | set         | classic: `…/openai/deployments/<model>?api-version` |
 * | `https://r.openai.azure.com` (resource)     | unset       | v1: `…/openai/v1`                                   |
 * | `…/openai`                                 | set         | classic                                           |
 * | `…/openai` on an Azure host                | unset       | v1                                                |
 * | `…/openai/v1`                              | ignored     | v1: no api-version is ever sent                   |
 * | `…/openai/deployments/<name>`              | required    | classic, that deployment                          |
 *
 * `?api-version=` in the URL counts as the version (an explicit setting wins).
 * The classic route sends the key as `api-key` (the SDK's AzureOpenAI); the v1
 * route as a bearer token, which v1 takes, and as `api-key` to Azure's own hosts.
 */
const AZURE_HOST = /\.(?:openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;
function isAzureHost(hostname) {
    return AZURE_HOST.test(hostname);
}
function azureRoute(baseURL, apiVersion) {
    const url = parse(baseURL);
    if (url === undefined)
        return apiVersion ? { kind: "classic", baseURL: baseURL ?? "", apiVersion } : { kind: "other", baseURL };
    const version = apiVersion ?? (url.searchParams.get("api-version")?.trim() || undefined);
    url.searchParams.delete("api-version");
    const path = url.pathname.replace(/\/+$/, "");
    const at = (suffix) => `${url.origin}${suffix}${url.search}`;
    const azure = isAzureHost(url.hostname);
    if (/\/openai\/v1$/i.test(path))
        return { kind: "v1", baseURL: at(path) };
    if (/\/openai\/deployments\/[^/]+$/i.test(path)) {
        return version ? { kind: "classic", baseURL: at(path), apiVersion: version } : { kind: "classic-unversioned", baseURL: at(path) };
    }
    if (/\/openai$/i.test(path) || (path === "" && (azure || version))) {
        const openai = path === "" ? "/openai" : path;
        if (version)
            return { kind: "classic", baseURL: at(openai), apiVersion: version };
        if (azure)
            return { kind: "v1", baseURL: at(`${openai}/v1`) };
    }
    if (version)
        return { kind: "classic", baseURL: at(path), apiVersion: version };
    return { kind: "other", baseURL };
}
function parse(text) {
    if (text === undefined)
        return undefined;
    try {
        return new URL(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/llm/providers/errorBody.ts
var errorBody = __webpack_require__(5136);
;// CONCATENATED MODULE: ./src/llm/providers/client.ts

const made = new WeakMap();
function providerClients(sdk) {
    let classes = made.get(sdk);
    if (classes === undefined) {
        class ProviderOpenAI extends sdk.default {
            makeStatusError(status, error, message, headers) {
                return super.makeStatusError(status, (0,errorBody/* normalizeErrorBody */._H)(error), message, headers);
            }
        }
        class ProviderAzureOpenAI extends sdk.AzureOpenAI {
            makeStatusError(status, error, message, headers) {
                return super.makeStatusError(status, (0,errorBody/* normalizeErrorBody */._H)(error), message, headers);
            }
        }
        classes = { OpenAI: ProviderOpenAI, AzureOpenAI: ProviderAzureOpenAI };
        made.set(sdk, classes);
    }
    return classes;
}

// EXTERNAL MODULE: ./src/llm/sdk.ts
var sdk = __webpack_require__(9207);
;// CONCATENATED MODULE: ./src/llm/transport/modelFetch.ts
/** How long a reply may go without a byte once its headers arrived; GAUNTLET_MODEL_IDLE_SECONDS overrides it. */
const BODY_IDLE_MS = 30_000;
/** The idle limit in force: GAUNTLET_MODEL_IDLE_SECONDS when it is a positive number, else BODY_IDLE_MS. */
function bodyIdleMs(env = process.env) {
    const seconds = Number(env.GAUNTLET_MODEL_IDLE_SECONDS);
    return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : BODY_IDLE_MS;
}
/** Why a request failed at once: its connection was closed before a byte came back. ECONNRESET, so connectionFailure.ts counts it. */
class ClosedBeforeReply extends Error {
    host;
    code = "ECONNRESET";
    constructor(host) {
        super(`${host} closed the connection before sending a reply (a proxy or load balancer with no upstream?)`);
        this.host = host;
        this.name = "ClosedBeforeReply";
    }
}
/** A reply whose body went quiet: its headers came, then no byte for the idle limit. */
class ReplyStalled extends Error {
    host;
    idleMs;
    code = "UND_ERR_BODY_TIMEOUT";
    constructor(host, idleMs, cause) {
        super(`${host} sent its reply's headers, then no byte for ${Math.round(idleMs / 1000)} s (GAUNTLET_MODEL_IDLE_SECONDS)`, { cause });
        this.host = host;
        this.idleMs = idleMs;
        this.name = "ReplyStalled";
    }
}
/**
 * Calls `hungUp` when the server ends `socket` before sending a byte. undici
 * attaches its own listeners only after an `await` (its parser loads on the
 * first connection), and a close it did not hear leaves the request waiting on
 * a dead socket until the request timeout; so this watches from the connect,
 * reading nothing (read(0) only lets a FIN be seen), and the caller aborts the
 * one request the connection was made for.
 */
function watchForHangUp(socket, hungUp) {
    const watch = () => {
        if (socket.bytesRead > 0)
            socket.off("readable", watch);
        else
            socket.read(0);
    };
    const ended = () => {
        socket.off("readable", watch);
        // A server that answered anything owns its close (Connection: close ends a body); undici reads that.
        if (socket.bytesRead === 0)
            hungUp();
    };
    socket.on("readable", watch);
    socket.once("end", ended);
    socket.once("close", ended);
    watch();
}
/** `response` with a body that fails as ReplyStalled, not as undici's bare "terminated"; `finished` runs when the body ends either way. */
function namingStalls(response, host, idleMs, finished) {
    const body = response.body;
    if (body === null) {
        finished();
        return response;
    }
    const reader = body.getReader();
    const stream = new ReadableStream({
        async pull(controller) {
            try {
                const { done, value } = await reader.read();
                if (done) {
                    controller.close();
                    finished();
                }
                else
                    controller.enqueue(value);
            }
            catch (error) {
                finished();
                const timedOut = error.cause?.code === "UND_ERR_BODY_TIMEOUT";
                controller.error(timedOut ? new ReplyStalled(host, idleMs, error) : error);
            }
        },
        cancel: (reason) => {
            finished();
            return reader.cancel(reason);
        },
    });
    return new Response(stream, { status: response.status, statusText: response.statusText, headers: response.headers });
}
let undici;
/**
 * The fetch to hand the OpenAI client (its `fetch` option). Each call gets an
 * agent of its own, so a connection that hangs up is known to belong to it:
 * model calls are few and long, and a handshake per call costs little next to
 * one. The agent closes with the reply's body.
 */
function modelFetch(idleMs = bodyIdleMs()) {
    return async (input, init) => {
        const { Agent, buildConnector, fetch } = await (undici ??= __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19)));
        const url = new URL(input instanceof Request ? input.url : String(input));
        const hangUp = new AbortController();
        const connect = buildConnector({});
        const agent = new Agent({
            bodyTimeout: idleMs,
            connect: (options, callback) => connect(options, (error, socket) => {
                if (socket)
                    watchForHangUp(socket, () => hangUp.abort(new ClosedBeforeReply(url.host)));
                // undici's callback is typed as two overloads; pass the outcome through unchanged.
                callback(error, socket);
            }),
        });
        const close = () => void agent.destroy().catch(() => undefined);
        const signal = init?.signal ? AbortSignal.any([init.signal, hangUp.signal]) : hangUp.signal;
        try {
            // undici's Request and Response are the web platform's, as the SDK expects; only their TypeScript types differ.
            const response = (await fetch(input, {
                ...init,
                signal,
                dispatcher: agent,
            }));
            return namingStalls(response, url.host, idleMs, close);
        }
        catch (error) {
            close();
            throw error;
        }
    };
}

;// CONCATENATED MODULE: ./src/llm/endpoint.ts





const OPENAI_BASE_URL = "https://api.openai.com/v1";
/**
 * The settings every model-calling command reads, in one place so the CLI and
 * the action agree: key from OPENAI_API_KEY, base URL from the flag or
 * OPENAI_BASE_URL, model from the flag or GAUNTLET_MODEL, and OPENAI_API_VERSION
 * for classic Azure. Blank values count as unset.
 */
function endpointFromEnvironment(env, flags = {}) {
    const config = {};
    const apiKey = nonEmpty(env.OPENAI_API_KEY);
    const baseURL = nonEmpty(flags.baseURL) ?? nonEmpty(env.OPENAI_BASE_URL);
    const defaultModel = nonEmpty(flags.model) ?? nonEmpty(env.GAUNTLET_MODEL);
    const apiVersion = nonEmpty(env.OPENAI_API_VERSION);
    if (apiKey)
        config.apiKey = apiKey;
    if (baseURL)
        config.baseURL = baseURL;
    if (defaultModel)
        config.defaultModel = defaultModel;
    if (apiVersion)
        config.apiVersion = apiVersion;
    return config;
}
/** node `model` field > nodeModels > graphModels > defaultModel. */
function resolveModel(config, selector) {
    return (nonEmpty(selector.model) ??
        nonEmpty(config.nodeModels?.[`${selector.graph}/${selector.node}`]) ??
        nonEmpty(config.graphModels?.[selector.graph]) ??
        nonEmpty(config.defaultModel));
}
function isOpenAiHosted(baseURL) {
    const url = parseUrl(baseURL ?? OPENAI_BASE_URL);
    return url?.hostname === "api.openai.com";
}
const DEFAULT_ENDPOINT_SOURCES = {
    from: {},
    setIn: {
        apiKey: "OPENAI_API_KEY",
        baseURL: "--base-url or OPENAI_BASE_URL",
        defaultModel: "--model or GAUNTLET_MODEL",
        apiVersion: "the action input api-version, models.api_version in the configuration, --api-version or OPENAI_API_VERSION",
    },
};
/**
 * Checks the configuration before any work starts, so a person gets one line
 * saying what to set instead of a node fault mid-run. Pass the llm nodes the
 * run will execute to check that each resolves to a model; without them a
 * default model is required. Throws GauntletError (category "user").
 */
function assertEndpointUsable(config, nodes, sources = DEFAULT_ENDPOINT_SOURCES) {
    const fail = (code, message) => {
        throw new errors/* GauntletError */.xx(code, "user", message);
    };
    const { from, setIn } = sources;
    const baseFrom = from.baseURL ? ` (from ${from.baseURL})` : "";
    if (config.baseURL !== undefined && parseUrl(config.baseURL) === undefined) {
        fail("ENDPOINT_BAD_URL", `the model base URL${baseFrom} is not a valid http(s) URL: set ${setIn.baseURL}`);
    }
    if (!nonEmpty(config.apiKey) && isOpenAiHosted(config.baseURL)) {
        fail("ENDPOINT_NO_KEY", `no API key for api.openai.com: set ${setIn.apiKey}, or point --base-url at another endpoint`);
    }
    const route = azureRoute(config.baseURL, nonEmpty(config.apiVersion));
    if (route.kind === "classic-unversioned") {
        fail("ENDPOINT_NO_API_VERSION", `the base URL${baseFrom} is an Azure OpenAI deployment, which needs an API version: set ${setIn.apiVersion} (or use the …/openai/v1 base URL, which needs none)`);
    }
    if (route.kind === "classic" && !nonEmpty(config.apiKey)) {
        const version = from.apiVersion ? `api-version from ${from.apiVersion}` : "api-version set";
        fail("ENDPOINT_NO_KEY", `Azure OpenAI (${version}) needs an API key: set ${setIn.apiKey}`);
    }
    if (nodes === undefined) {
        if (!nonEmpty(config.defaultModel))
            fail("ENDPOINT_NO_MODEL", `no model configured: set ${setIn.defaultModel}`);
        return;
    }
    const unresolved = nodes.filter((node) => resolveModel(config, node) === undefined);
    if (unresolved.length > 0) {
        const names = unresolved.map((node) => `${node.graph}/${node.node}`).join(", ");
        fail("ENDPOINT_NO_MODEL", `no model configured for ${names}: set ${setIn.defaultModel}`);
    }
}
/**
 * The SDK client. Its own retries are off (ours honour Retry-After and the
 * budget); its logger is silenced so nothing it prints can carry the key.
 * The SDK is evaluated here, with the first client (sdk.ts).
 */
async function createModelClient(config) {
    const { OpenAI, AzureOpenAI } = providerClients(await (0,sdk/* loadSdk */.NP)());
    const apiKey = nonEmpty(config.apiKey);
    const route = azureRoute(config.baseURL ?? OPENAI_BASE_URL, nonEmpty(config.apiVersion));
    const common = {
        maxRetries: 0,
        timeout: config.requestTimeoutMs ?? 30 * 60_000,
        logLevel: "off",
        fetch: modelFetch(),
        // Explicit nulls: the SDK would otherwise read OPENAI_ORG_ID / OPENAI_PROJECT_ID from the environment.
        organization: null,
        project: null,
    };
    if (route.kind === "classic" && apiKey) {
        return new AzureOpenAI({ ...common, apiKey, apiVersion: route.apiVersion, baseURL: route.baseURL, defaultHeaders: { ...config.headers } });
    }
    // Azure's v1 route takes the key as a bearer token too; its `api-key` header is sent to Azure's own hosts only.
    const azureV1 = route.kind === "v1" && apiKey && isAzureHost(new URL(route.baseURL).hostname) ? { "api-key": apiKey } : {};
    return new OpenAI({
        ...common,
        // The SDK refuses to start without a key; keyless endpoints (Ollama, vLLM)
        // get a placeholder that the null Authorization header below never sends.
        apiKey: apiKey ?? "no-key",
        baseURL: route.kind === "v1" ? route.baseURL : (config.baseURL ?? OPENAI_BASE_URL),
        defaultHeaders: { ...config.headers, ...azureV1, ...(apiKey ? {} : { Authorization: null }) },
    });
}
/** Estimated dollars for one call, or undefined when the model has no price. */
function costOf(priceTable, model, tokens) {
    const price = priceTable?.[model];
    if (price === undefined)
        return undefined;
    // An endpoint reporting more cached tokens than prompt tokens is wrong; never price a negative remainder.
    const cached = Math.min(tokens.cachedPromptTokens ?? 0, tokens.promptTokens);
    const input = (tokens.promptTokens - cached) * price.input + cached * (price.cached_input ?? price.input);
    return (input + tokens.completionTokens * price.output) / 1_000_000;
}
function nonEmpty(value) {
    return value !== undefined && value.trim() !== "" ? value : undefined;
}
function parseUrl(text) {
    try {
        const url = new URL(text);
        return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

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

/***/ 5136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _H: () => (/* binding */ normalizeErrorBody),
/* harmony export */   r_: () => (/* binding */ completionError)
/* harmony export */ });
/* unused harmony exports providerError, describe */
/**
 * Provider error bodies in the one shape the SDK reads (`{error: {message}}`).
 * Many OpenAI-compatible endpoints answer errors in their own shape, and the
 * SDK then reports `400 status code (no body)`, losing the reason:
 *   - Gemini: a JSON array of `{error: {code, message, status}}`;
 *   - Mistral and vLLM: `{"object": "error", "message", "type", "code"}`;
 *   - Ollama and some gateways: `{"error": "text"}`;
 *   - FastAPI-based servers: `{"detail": …}`; others a top-level `message`;
 *   - Cloudflare's API envelope: `{"success": false, "errors": [{code, message}]}`.
 * OpenRouter reports a failure after generation started as HTTP 200 whose
 * body carries `error` and no choices (see completionError).
 */
/** The body rewritten so the SDK finds `error.message`; unknown shapes pass unchanged. */
function normalizeErrorBody(body) {
    const found = providerError(body);
    return found === undefined ? body : { error: found };
}
/** The provider's message and codes, from any of the shapes above. */
function providerError(body) {
    if (Array.isArray(body))
        return body.length > 0 ? providerError(body[0]) : undefined;
    if (typeof body !== "object" || body === null)
        return typeof body === "string" && body.trim() !== "" ? { message: body } : undefined;
    const record = body;
    const inner = record.error;
    if (typeof inner === "string" && inner.trim() !== "")
        return { message: inner };
    if (typeof inner === "object" && inner !== null) {
        const nested = inner;
        const message = textOf(nested.message) ?? JSON.stringify(nested);
        return withCodes({ message }, nested);
    }
    if (Array.isArray(record.errors) && record.errors.length > 0)
        return providerError(record.errors[0]);
    const message = textOf(record.message) ?? textOf(record.detail);
    return message === undefined ? undefined : withCodes({ message }, record);
}
/** A 200 reply that carries `error` instead of choices (OpenRouter, after generation started): its message, or undefined. */
function completionError(completion) {
    if (typeof completion !== "object" || completion === null)
        return undefined;
    const record = completion;
    if (record.error === undefined || record.error === null)
        return undefined;
    const found = providerError({ error: record.error });
    return found ? describe(found) : "an error without a message";
}
function describe(error) {
    const code = typeof error.code === "string" || typeof error.code === "number" ? ` (code ${error.code})` : "";
    return `${error.message}${code}`;
}
function withCodes(error, from) {
    for (const key of ["code", "type", "param"]) {
        if (from[key] !== undefined && from[key] !== null)
            error[key] = from[key];
    }
    return error;
}
function textOf(value) {
    if (typeof value === "string")
        return value.trim() === "" ? undefined : value;
    if (value === undefined || value === null)
        return undefined;
    return JSON.stringify(value);
}


/***/ }),

/***/ 9207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ loadSdk),
/* harmony export */   Sy: () => (/* binding */ isApiConnectionTimeoutError),
/* harmony export */   d7: () => (/* binding */ isApiError),
/* harmony export */   fe: () => (/* binding */ isApiConnectionError),
/* harmony export */   gl: () => (/* binding */ isAnsweredError),
/* harmony export */   sb: () => (/* binding */ isApiUserAbortError)
/* harmony export */ });
let loaded;
async function loadSdk() {
    // Eager: the SDK stays in its importer's chunk, where only this call evaluates it (a chunk of its own would cost the action its licence file).
    return (loaded ??= await Promise.resolve(/* import() eager */).then(__webpack_require__.bind(__webpack_require__, 3674)));
}
/** Any error the SDK raises for a request: a reply with a status, a connection failure, a timeout or an abort. */
const isApiError = (error) => loaded !== undefined && error instanceof loaded.APIError;
/** No reply at all: refused, reset, unresolvable, or timed out (APIConnectionTimeoutError is one too). */
const isApiConnectionError = (error) => loaded !== undefined && error instanceof loaded.APIConnectionError;
const isApiConnectionTimeoutError = (error) => loaded !== undefined && error instanceof loaded.APIConnectionTimeoutError;
const isApiUserAbortError = (error) => loaded !== undefined && error instanceof loaded.APIUserAbortError;
/** A reply with an error status: the request reached the endpoint, which may bill or rate-limit it. */
const isAnsweredError = (error) => isApiError(error) && typeof error.status === "number";


/***/ }),

/***/ 5284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T: () => (/* binding */ createReviewRuntime)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(3991);
// EXTERNAL MODULE: ./src/llm/redact.ts + 9 modules
var llm_redact = __webpack_require__(8053);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: ./src/engine/dataBlock.ts
var dataBlock = __webpack_require__(2379);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/llm/endpoint.ts + 3 modules
var endpoint = __webpack_require__(1147);
// EXTERNAL MODULE: ./src/llm/sdk.ts
var sdk = __webpack_require__(9207);
;// CONCATENATED MODULE: ./src/llm/transport/connectionFailure.ts
/**
 * What one failed HTTP attempt says about the endpoint itself, for the
 * circuit breaker: it answered (any status), it could not be reached at all
 * (refused, reset, DNS, TLS), or the attempt proves neither (a timeout, an
 * abort, a bug on our side).
 */

/** Node and undici codes of a connection that never carried a reply. ETIMEDOUT is left out: a slow endpoint is not a dead one. */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "UND_ERR_SOCKET"]);
const CONNECTION_CODE_PREFIXES = ["CERT_", "ERR_TLS_"];
/** True for a refused, reset, unresolvable or TLS-broken connection: the faults that count toward the breaker. */
function isConnectionFailure(error) {
    if ((0,sdk/* isApiConnectionTimeoutError */.Sy)(error))
        return false;
    if ((0,sdk/* isApiConnectionError */.fe)(error))
        return true;
    return isConnectionCode(networkCode(error));
}
function reachOutcome(error) {
    if (isConnectionFailure(error))
        return "unreachable";
    // The user-abort and connection errors are APIErrors without a status; only a real reply has one.
    if ((0,sdk/* isApiError */.d7)(error) && error.status !== undefined)
        return "reachable";
    return "inconclusive";
}
/** The first string `code` down the cause chain (undici nests it: TypeError "fetch failed" → cause). */
function networkCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        const code = current.code;
        if (typeof code === "string")
            return code;
        current = current.cause;
    }
    return undefined;
}
/** A slow or stalled endpoint, not a dead one: retried, never counted by the breaker. UND_ERR_BODY_TIMEOUT: a reply that went quiet (modelFetch.ts). */
const TIMEOUT_CODES = new Set(["ETIMEDOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT"]);
function isTimeoutCode(code) {
    return code !== undefined && TIMEOUT_CODES.has(code);
}
function isConnectionCode(code) {
    if (code === undefined)
        return false;
    return CONNECTION_CODES.has(code) || CONNECTION_CODE_PREFIXES.some((prefix) => code.startsWith(prefix));
}
/** A short reason for a connection failure: its code when there is one (`ECONNREFUSED`), else the message. */
function connectionDetail(error) {
    const code = networkCode(error);
    if (code !== undefined)
        return code;
    const text = error instanceof Error ? error.message : String(error);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

;// CONCATENATED MODULE: ./src/llm/transport/giveUp.ts
/** Transient failures until the per-call retries ran out. */
class RetriesExhausted extends Error {
    lastError;
    retries;
    host;
    constructor(lastError, retries, host = "(unknown host)") {
        super(`${host}: retries exhausted after ${retries}`, { cause: lastError });
        this.lastError = lastError;
        this.retries = retries;
        this.host = host;
        this.name = "RetriesExhausted";
    }
}
/** A transient failure whose retry the run-wide retry budget refused: the endpoint is failing for many calls at once. */
class RetryBudgetSpent extends Error {
    lastError;
    host;
    use;
    constructor(lastError, host, use) {
        super(`${host}: the run's retry budget is spent (${use.retries} of ${use.allowance} retries used)`, { cause: lastError });
        this.lastError = lastError;
        this.host = host;
        this.use = use;
        this.name = "RetryBudgetSpent";
    }
}
/** The circuit breaker is open: the endpoint refused or dropped connections several times in a row. */
class EndpointUnavailableError extends Error {
    host;
    failures;
    lastFailure;
    retryInMs;
    constructor(host, failures, 
    /** The connection failure that opened the breaker, as a short reason (`ECONNREFUSED`). */
    lastFailure, 
    /** Until the breaker lets one probe call through; 0 while a probe is under way. */
    retryInMs) {
        super(`the model endpoint ${host} is unreachable (${failures} connection failures in a row, last: ${lastFailure}); ` +
            `model calls fail at once until a probe ${retryInMs > 0 ? `in ${Math.ceil(retryInMs / 1000)} s` : "under way"} succeeds; ` +
            "check the base URL, the network, and the endpoint's status");
        this.host = host;
        this.failures = failures;
        this.lastFailure = lastFailure;
        this.retryInMs = retryInMs;
        this.name = "EndpointUnavailableError";
    }
}

;// CONCATENATED MODULE: ./src/llm/errors.ts




/**
 * The value to throw for `error`: a NodeFault, or, when the whole run was
 * cancelled, the run signal's reason unchanged so the engine sees its own abort.
 */
function toNodeFault(error, scope) {
    if (scope.runSignal?.aborted)
        return scope.runSignal.reason;
    const budgetFault = scope.budget?.exceededFault();
    if (budgetFault !== undefined)
        return budgetFault;
    if ((0,errors/* isNodeFault */.XE)(error))
        return error;
    if (scope.requestSignal.aborted) {
        const reason = scope.requestSignal.reason;
        // The engine may abort with its own typed error (a run timeout, say); keep it.
        if ((0,errors/* isGauntletError */.xF)(reason))
            return reason;
        const why = abortReasonText(reason);
        return new errors/* NodeFault */.HU("timeout", `${scope.label}: model call aborted by a timeout${why ? ` (${why})` : ""}`, true);
    }
    const scrub = (text) => scrubSecrets(text, scope.secrets);
    if (error instanceof EndpointUnavailableError) {
        return new errors/* NodeFault */.HU("model", scrub(`${scope.label}: ${error.message}`), false);
    }
    if (error instanceof RetriesExhausted) {
        const last = error.lastError;
        const detail = `${describeApiError(last)}; ${transportHint(last)}`;
        return new errors/* NodeFault */.HU("model", scrub(`${scope.label}: the model endpoint ${error.host} still fails after ${error.retries} retries: ${detail}`), false);
    }
    if (error instanceof RetryBudgetSpent) {
        const { retries, allowance, calls } = error.use;
        const spent = `the run's retry budget is spent (${retries} of ${allowance} retries used over ${calls} calls)`;
        const detail = `last error: ${describeApiError(error.lastError)}; ${transportHint(error.lastError)}`;
        return new errors/* NodeFault */.HU("model", scrub(`${scope.label}: the model endpoint ${error.host} keeps failing and ${spent}; ${detail}`), false);
    }
    if ((0,sdk/* isApiUserAbortError */.sb)(error)) {
        return new errors/* NodeFault */.HU("timeout", `${scope.label}: model call aborted`, true);
    }
    // Connection errors and transient statuses arrive here only from a caller without withRetry; either way nobody retries them again.
    if ((0,sdk/* isApiConnectionError */.fe)(error)) {
        const detail = `${describeApiError(error)}; ${transportHint(error)}`;
        return new errors/* NodeFault */.HU("model", scrub(`${scope.label}: cannot reach the model endpoint: ${detail}`), false);
    }
    if ((0,sdk/* isApiError */.d7)(error))
        return statusFault(error, scope.label, scrub);
    return new errors/* NodeFault */.HU("crash", scrub(`${scope.label}: ${(0,errors/* messageOf */.bD)(error)}`), false);
}
function statusFault(error, label, scrub) {
    const status = error.status ?? 0;
    const detail = describeApiError(error);
    if (status === 401 || status === 403) {
        return new errors/* NodeFault */.HU("auth", scrub(`${label}: the endpoint refused the credentials (${detail}); check OPENAI_API_KEY and the base URL`), false);
    }
    if (status === 404) {
        const azure = "; on Azure OpenAI, the model is the deployment name, and the classic …/openai/deployments route needs an API version (action input api-version, models.api_version, --api-version or OPENAI_API_VERSION)";
        return new errors/* NodeFault */.HU("model", scrub(`${label}: not found (${detail}); check the model name and the base URL${azure}`), false);
    }
    return new errors/* NodeFault */.HU("model", scrub(`${label}: the endpoint rejected the request (${detail})`), false);
}
/** `429 Rate limit reached` style text (the SDK's message already leads with the status); a connection failure's code. */
function describeApiError(error) {
    if (isConnectionFailure(error))
        return `connection failed (${connectionDetail(error)})`;
    const text = (0,errors/* messageOf */.bD)(error);
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
/** What a person should check after the HTTP layer gave up on `error`. */
function transportHint(error) {
    if (isConnectionFailure(error))
        return "check the base URL, the network, and the endpoint's status";
    if ((0,sdk/* isApiConnectionError */.fe)(error))
        return "the endpoint did not answer in time; check its status and the request timeout";
    if ((0,sdk/* isApiError */.d7)(error) && error.status === 429)
        return "check the endpoint's rate limits and quota, or run fewer lanes at once";
    return "check the endpoint's status";
}
/** Words for an abort reason: an Error's message, or the engine's `{seconds}` timeout marker. */
function abortReasonText(reason) {
    if (reason instanceof Error)
        return reason.message;
    const seconds = reason?.seconds;
    return typeof seconds === "number" ? `node timeout after ${seconds}s` : "";
}
function scrubSecrets(text, secrets) {
    let scrubbed = text;
    for (const secret of secrets) {
        // Short strings would redact ordinary words; real keys are long.
        if (secret.length >= 8)
            scrubbed = scrubbed.split(secret).join("[redacted]");
    }
    return scrubbed.replace(/\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/g, "$1[redacted]");
}
function refusalFault(label, refusal) {
    // Not retryable: the same prompt tends to draw the same refusal, and the fallback is the better next step.
    return new errors/* NodeFault */.HU("model", `${label}: the model refused: ${clip(refusal)}`, false);
}
function truncatedFault(label) {
    return new errors/* NodeFault */.HU("model", `${label}: the reply was cut off at the token limit (finish_reason "length"); shorten the prompt or the task`, false);
}
function contentFilterFault(label) {
    return new errors/* NodeFault */.HU("model", `${label}: the endpoint's content filter blocked the reply (finish_reason "content_filter")`, false);
}
function emptyReplyFault(label) {
    return new errors/* NodeFault */.HU("model", `${label}: the endpoint returned no choices`, true);
}
/** A 200 reply that carries the provider's error instead of choices; another attempt may succeed. */
function providerFailureFault(label, message) {
    return new errors/* NodeFault */.HU("model", `${label}: the endpoint reported a failure instead of a reply: ${clip(message)}`, true);
}
/** The endpoint refused a capability that a setting pins: the fault names the setting that fixes it. */
function capabilityFault(label, capability, what, detail) {
    const fix = capability === "tools"
        ? "set tools to auto or off (the action input tools, models.tools in the configuration, or --tools)"
        : "set structured-output to auto, json_object or instructions (the action input structured-output, models.structured_output in the configuration, or --structured-output)";
    return new errors/* NodeFault */.HU("model", `${label}: the endpoint does not accept ${what} (${clip(detail)}); ${fix}`, false);
}
function schemaFault(label, validationError) {
    return new errors/* NodeFault */.HU("schema", `${label}: the reply does not match output_schema after a repair turn: ${clip(validationError)}`, true);
}
function toolLoopFault(label, turns) {
    return new errors/* NodeFault */.HU("tool", `${label}: tool loop exceeded ${turns} turns; raise max_iterations or narrow the task`, false);
}
function clip(text) {
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

// EXTERNAL MODULE: ./src/llm/providers/capabilities.ts
var capabilities = __webpack_require__(5870);
// EXTERNAL MODULE: ./src/llm/providers/errorBody.ts
var errorBody = __webpack_require__(5136);
;// CONCATENATED MODULE: ./src/llm/providers/rejections.ts
/**
 * Which capability a rejected request lacked, read from the provider's own
 * words. Only a 400 or 422 counts, and only with one of these messages: any
 * other failure stays a fault, so a bad request is never silently downgraded.
 *
 * Sources (cited in test/llm/providers.rejections.test.ts and docs/providers.md):
 *   - DeepSeek: `This response_format type is unavailable now` (json_schema);
 *   - Azure OpenAI before 2024-08-01-preview: `response_format value as json_schema is enabled only for api versions 2024-08-01-preview and later`;
 *   - vLLM without --enable-auto-tool-choice: `"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set`;
 *   - Ollama, a model without tool support: `registry.ollama.ai/library/<model> does not support tools`.
 */

const STRUCTURED = /response_format|response format|json_schema|json_object|structured output/i;
const TOOLS = /tool[ _]choice|enable-auto-tool-choice|tool-call-parser|does not support tools|tools? (?:is|are) not supported|function calling is not (?:supported|enabled)/i;
/** The capability the endpoint refused in `error`, if the error says so; tools first (a request may carry both). */
function rejectedCapability(error, sent) {
    if (!(0,sdk/* isApiError */.d7)(error) || (error.status !== 400 && error.status !== 422))
        return undefined;
    const text = error.message;
    if (sent.tools && TOOLS.test(text))
        return "tools";
    if (sent.structured && STRUCTURED.test(text))
        return "structured";
    return undefined;
}

;// CONCATENATED MODULE: ./src/llm/providers/usageFields.ts
/**
 * Prompt tokens served from the provider's cache, from whichever field the
 * provider documents:
 *   - `prompt_tokens_details.cached_tokens`: OpenAI and Azure OpenAI, and the providers that follow it (OpenRouter, xAI, LiteLLM…);
 *   - `prompt_cache_hit_tokens`: DeepSeek (api-docs.deepseek.com/guides/kv_cache);
 *   - `cached_tokens` at the top level of `usage`, as some OpenAI-compatible servers put it.
 * The first valid field wins; none means no cached tokens were reported.
 */
function cachedTokensOf(usage) {
    if (typeof usage !== "object" || usage === null)
        return undefined;
    const record = usage;
    const details = record.prompt_tokens_details;
    for (const value of [details?.cached_tokens, record.prompt_cache_hit_tokens, record.cached_tokens]) {
        if (typeof value === "number" && Number.isFinite(value) && value >= 0)
            return value;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/llm/transport/breaker.ts
/**
 * A circuit breaker for one model endpoint, shared by every call of a run.
 *
 *   closed ──(3 connection failures in a row)──▶ open ──(30 s cool-down)──▶ half-open: one probe call
 *     ▲                                            ▲                               │
 *     │                                            └────── probe unreachable ──────┤
 *     └────────────────────────── probe reached the endpoint ──────────────────────┘
 *
 * Only connection failures (refused, reset, DNS, TLS) count: an endpoint that
 * answers at all, even with a 5xx, is reachable and resets the count, and its
 * errors are the retry layer's business. When the breaker opens it aborts
 * every attempt admitted before (each runs with the admission's signal), and
 * calls fail at once with EndpointUnavailableError until the cool-down ends;
 * then exactly one call goes through as a probe while the others keep failing
 * fast. The clock is the caller's (`now` on each method), so tests can use a
 * fake one.
 */


const DEFAULT_FAILURE_THRESHOLD = 3;
const DEFAULT_COOL_DOWN_MS = 30_000;
class CircuitBreaker {
    host;
    failureThreshold;
    coolDownMs;
    state = { kind: "closed" };
    /** Aborted when the breaker opens; replaced when a probe is let through. One per closed (or probing) epoch. */
    epoch = new AbortController();
    /** Connection failures in a row, across calls; any reply resets it. */
    failures = 0;
    lastFailure = "";
    constructor(host, options = {}) {
        this.host = host;
        this.failureThreshold = Math.max(1, options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD);
        this.coolDownMs = options.coolDownMs ?? DEFAULT_COOL_DOWN_MS;
    }
    /** Aborted while the breaker is open: pass it to waits so they end when the breaker opens. */
    get signal() {
        return this.epoch.signal;
    }
    get status() {
        return this.state.kind;
    }
    /** Lets one attempt through, or throws EndpointUnavailableError while the breaker is open or a probe is under way. */
    admit(now) {
        const state = this.state;
        if (state.kind === "closed")
            return { signal: this.epoch.signal, probe: false };
        if (state.kind === "open" && now - state.since < this.coolDownMs)
            throw this.unavailable(now);
        if (state.kind === "half-open" && state.probeInFlight)
            throw this.unavailable(now);
        if (state.kind === "open")
            this.epoch = new AbortController();
        this.state = { kind: "half-open", probeInFlight: true };
        return { signal: this.epoch.signal, probe: true };
    }
    /** Records how an admitted attempt ended. Attempts admitted before the breaker last opened are ignored. */
    settle(admission, outcome, now, error) {
        if (admission.signal !== this.epoch.signal || admission.signal.aborted)
            return;
        if (outcome === "reachable") {
            this.state = { kind: "closed" };
            this.failures = 0;
        }
        else if (outcome === "unreachable") {
            this.failures++;
            this.lastFailure = connectionDetail(error);
            if (admission.probe || this.failures >= this.failureThreshold)
                this.open(now);
        }
        else if (admission.probe) {
            // The probe proved nothing (aborted by a node timeout, say): let the next call probe instead.
            this.state = { kind: "half-open", probeInFlight: false };
        }
    }
    /** The error for a call turned away now. */
    unavailable(now) {
        const retryInMs = this.state.kind === "open" ? Math.max(0, this.coolDownMs - (now - this.state.since)) : 0;
        return new EndpointUnavailableError(this.host, this.failures, this.lastFailure, retryInMs);
    }
    open(now) {
        this.state = { kind: "open", since: now };
        this.epoch.abort(this.unavailable(now));
    }
}

;// CONCATENATED MODULE: ./src/llm/transport/ratePause.ts
class RatePause {
    /** Epoch ms before which no call should reach the endpoint. */
    until = 0;
    /** Holds every call until `untilMs` (epoch ms). The caller caps it; a later deadline wins. */
    holdUntil(untilMs) {
        this.until = Math.max(this.until, untilMs);
    }
    remainingMs(now) {
        return Math.max(0, this.until - now);
    }
    /**
     * Waits at least `minMs` and until the shared deadline, abortably through
     * `signal`. A deadline moved later during the wait (another call got a
     * longer Retry-After) is waited out as well. The end of a sleep, not
     * `now()`, proves a deadline passed, so a frozen test clock cannot loop.
     */
    async wait(clock, signal, minMs = 0) {
        const start = clock.now();
        let target = Math.max(start + minMs, this.until);
        let waitMs = target - start;
        while (waitMs > 0) {
            await clock.sleep(waitMs, signal);
            waitMs = this.until - target;
            target = Math.max(target, this.until);
        }
    }
}

;// CONCATENATED MODULE: ./src/llm/transport/retryBudget.ts
/**
 * A run-wide retry budget in the manner of gRPC retry throttling and Envoy's
 * retry budgets: retries may add at most a fixed share on top of the calls
 * the run makes, so an endpoint failing for everyone gets a bounded extra
 * load instead of every call's full retry allowance at once.
 *
 * Numbers: the run starts with 10 retries (so a short run with a flaky
 * endpoint still gets its retries) and earns 0.2 more per call made (first
 * tries only), i.e. retries stay under 10 + 20% of calls. A retry that
 * honours a server's Retry-After is not drawn from it: the server chose when
 * to come back, and the shared pause already spaces those calls.
 */
const DEFAULT_MIN_RETRIES = 10;
const DEFAULT_RETRY_RATIO = 0.2;
class RetryBudget {
    minRetries;
    retryRatio;
    calls = 0;
    retries = 0;
    constructor(options = {}) {
        this.minRetries = options.minRetries ?? DEFAULT_MIN_RETRIES;
        this.retryRatio = options.retryRatio ?? DEFAULT_RETRY_RATIO;
    }
    /** Counts a call's first try: it earns the run `retryRatio` retries. */
    recordCall() {
        this.calls++;
    }
    /** Spends one retry if the budget allows it; false means the caller must give up. */
    trySpend() {
        if (this.retries >= this.use().allowance)
            return false;
        this.retries++;
        return true;
    }
    use() {
        return { calls: this.calls, retries: this.retries, allowance: Math.floor(this.minRetries + this.retryRatio * this.calls) };
    }
}

;// CONCATENATED MODULE: ./src/llm/transport/endpointGuard.ts
/**
 * Everything the model calls of one run share about their endpoint: its
 * circuit breaker, its rate-limit pause and the run's retry budget. The
 * runner makes one per run (one runner serves one run); withRetry consults it
 * around every HTTP attempt.
 */




class EndpointGuard {
    host;
    breaker;
    pause = new RatePause();
    budget;
    constructor(
    /** Named in every give-up message: `api.openai.com`, `127.0.0.1:8080`. */
    host, options = {}) {
        this.host = host;
        this.breaker = new CircuitBreaker(host, options.breaker);
        this.budget = new RetryBudget(options.retryBudget);
    }
    /** The guard for the endpoint at `baseURL` (OpenAI's when unset). */
    static forBaseURL(baseURL, options = {}) {
        return new EndpointGuard(endpointHost(baseURL), options);
    }
}
/** Host and port of a base URL, nothing else: a URL may carry credentials in its user info or query. */
function endpointHost(baseURL) {
    try {
        return new URL(baseURL ?? endpoint/* OPENAI_BASE_URL */.jG).host || "the model endpoint";
    }
    catch {
        return "the model endpoint";
    }
}

;// CONCATENATED MODULE: ./src/llm/retry.ts
/**
 * Our retry policy for model calls: the only layer that repeats a request
 * after a transport fault (the SDK's retries are off, and NodeFaults of a call
 * this layer gave up on say `retryable: false`, so node attempts and the retry
 * gate do not multiply it; see the table in errors.ts).
 *
 * Per call: transient failures only (connection errors, 408, 409, 429, 5xx),
 * at most 4 retries, exponential backoff with jitter, Retry-After honoured up
 * to 60 s, every wait abortable through the call's signal. Per run, through
 * the EndpointGuard: a circuit breaker that fails every call at once after 3
 * connection failures in a row, a shared pause when the endpoint asks for one
 * (Retry-After), and a retry budget of 10 + 20% of the calls made.
 */





function retryPolicy(options = {}) {
    return {
        maxRetries: options.maxRetries ?? 4,
        baseDelayMs: options.baseDelayMs ?? 500,
        maxBackoffMs: options.maxBackoffMs ?? 8_000,
        maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
        random: options.random ?? Math.random,
    };
}
const TRANSIENT_STATUSES = new Set([408, 409, 429]);
/** True for failures another try may cure: 408, 409, 429, 5xx, dropped or refused connections, timeouts. */
function isTransient(error) {
    // Connection errors (and their timeout subclass) carry no status. The user-abort error is an APIError without one, so it falls through.
    if ((0,sdk/* isApiConnectionError */.fe)(error))
        return true;
    if ((0,sdk/* isApiError */.d7)(error)) {
        const status = error.status;
        return status !== undefined && (TRANSIENT_STATUSES.has(status) || status >= 500);
    }
    const code = networkCode(error);
    return isTimeoutCode(code) || isConnectionCode(code);
}
/** The wait a server asked for, in ms: `retry-after-ms`, or `Retry-After` as seconds or an HTTP date. */
function retryAfterMs(error, nowMs) {
    if (!(0,sdk/* isApiError */.d7)(error) || !error.headers)
        return undefined;
    const headers = error.headers;
    const millis = Number.parseFloat(headers.get("retry-after-ms") ?? "");
    if (Number.isFinite(millis) && millis >= 0)
        return millis;
    const header = headers.get("retry-after");
    if (header === null)
        return undefined;
    const seconds = Number(header.trim());
    if (header.trim() !== "" && Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(header);
    return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
/**
 * The wait before retry number `retry` (0-based). Without Retry-After: "equal
 * jitter", half fixed and half random, so concurrent lanes spread out but
 * never retry instantly. A Retry-After above our backoff wins, up to its ceiling.
 */
function retryDelayMs(policy, retry, serverAskedMs) {
    const step = Math.min(policy.maxBackoffMs, policy.baseDelayMs * 2 ** retry);
    const backoff = step / 2 + policy.random() * (step / 2);
    if (serverAskedMs === undefined)
        return Math.round(backoff);
    return Math.round(Math.min(policy.maxRetryAfterMs, Math.max(backoff, serverAskedMs)));
}
/**
 * Runs `operation` until it succeeds, fails non-transiently, or the retry
 * layer gives up. Each attempt gets a signal that aborts with the call's
 * signal or when the endpoint's breaker opens; pass it to the request. A
 * non-transient error is rethrown as is; giving up throws RetriesExhausted,
 * RetryBudgetSpent or EndpointUnavailableError; an abort of `run.signal`
 * rejects with its reason.
 */
async function withRetry(operation, run) {
    const guard = run.guard ?? new EndpointGuard("(unknown host)");
    run.signal.throwIfAborted();
    guard.budget.recordCall();
    // A pause another call was asked for holds this call's first try too.
    await waitOut(guard, run, 0);
    for (let retry = 0;; retry++) {
        run.signal.throwIfAborted();
        const admission = guard.breaker.admit(run.clock.now());
        let error;
        try {
            const value = await operation(AbortSignal.any([run.signal, admission.signal]));
            guard.breaker.settle(admission, "reachable", run.clock.now());
            return value;
        }
        catch (caught) {
            error = caught;
        }
        const now = run.clock.now();
        // Settle before anything else: a probe aborted by a node timeout must free the probe slot.
        guard.breaker.settle(admission, reachOutcome(error), now, error);
        run.signal.throwIfAborted();
        // Opened by this failure or by other calls while this one was in flight: nobody retries past an open breaker.
        if (admission.signal.aborted)
            throw guard.breaker.unavailable(now);
        if (!isTransient(error))
            throw error;
        if (retry >= run.policy.maxRetries)
            throw new RetriesExhausted(error, retry, guard.host);
        const asked = retryAfterMs(error, now);
        if (asked !== undefined) {
            // The endpoint said when to come back: every call waits for it, and honouring it costs no budget.
            guard.pause.holdUntil(now + Math.min(asked, run.policy.maxRetryAfterMs));
        }
        else if (!guard.budget.trySpend()) {
            throw new RetryBudgetSpent(error, guard.host, guard.budget.use());
        }
        const paused = guard.pause.remainingMs(now);
        const delayMs = retryDelayMs(run.policy, retry, paused > 0 ? paused : undefined);
        run.onRetry?.({ retry: retry + 1, delayMs, error });
        await waitOut(guard, run, delayMs);
    }
}
/** Waits `minMs` and out the endpoint's shared pause; ends at once, as unavailable, when the breaker opens. */
async function waitOut(guard, run, minMs) {
    const breakerSignal = guard.breaker.signal;
    try {
        await guard.pause.wait(run.clock, AbortSignal.any([run.signal, breakerSignal]), minMs);
    }
    catch (error) {
        run.signal.throwIfAborted();
        if (breakerSignal.aborted)
            throw guard.breaker.unavailable(run.clock.now());
        throw error;
    }
}

// EXTERNAL MODULE: ./src/engine/jsonSchema.ts
var jsonSchema = __webpack_require__(6533);
;// CONCATENATED MODULE: ./src/llm/providers/reasoning.ts
const LEADING_THINK = /^\s*<think>[\s\S]*?<\/think>\s*/i;
/** The answer without a leading `<think>…</think>` block. */
function stripThinking(text) {
    return text.replace(LEADING_THINK, "");
}
/** The assistant message to send back after a tool-calling turn: DeepSeek's reasoning_content kept, nothing else added. */
function assistantToolTurn(message) {
    const reasoning = message.reasoning_content;
    const turn = { role: "assistant", content: message.content, tool_calls: message.tool_calls ?? [] };
    if (typeof reasoning === "string" && reasoning !== "")
        Object.assign(turn, { reasoning_content: reasoning });
    return turn;
}

;// CONCATENATED MODULE: ./src/llm/strictSchema.ts
/**
 * OpenAI's strict structured output accepts a subset of JSON Schema: every
 * object closed (`additionalProperties: false`) and every property required.
 * `toStrictSchema` rewrites a schema as written in the YAML into that form,
 * making optional properties nullable; `dropAbsentOptionals` undoes the
 * nulls on the reply so it can be validated against the schema as written.
 */
function toStrictSchema(schema) {
    const problems = [];
    if (!isObjectSchema(schema))
        problems.push("the root is not an object schema");
    const converted = strictNode(schema, "(root)", problems);
    if (problems.length > 0)
        return { schema, strict: false, reason: problems.join("; ") };
    return { schema: converted, strict: true };
}
function strictNode(node, path, problems) {
    if (!isRecord(node))
        return node;
    const out = { ...node };
    if (isObjectSchema(node)) {
        const properties = isRecord(node.properties) ? node.properties : undefined;
        if (properties === undefined && node.additionalProperties !== false) {
            problems.push(`${path} is an object without fixed properties`);
        }
        const required = new Set(Array.isArray(node.required) ? node.required : []);
        const strictProperties = {};
        for (const [key, child] of Object.entries(properties ?? {})) {
            const strictChild = strictNode(child, `${path}.${key}`, problems);
            strictProperties[key] = required.has(key) ? strictChild : nullable(strictChild);
        }
        out.properties = strictProperties;
        out.required = Object.keys(strictProperties);
        out.additionalProperties = false;
    }
    if (Array.isArray(node.items))
        out.items = node.items.map((item, i) => strictNode(item, `${path}[${i}]`, problems));
    else if (node.items !== undefined)
        out.items = strictNode(node.items, `${path}[]`, problems);
    if (Array.isArray(node.prefixItems)) {
        out.prefixItems = node.prefixItems.map((item, i) => strictNode(item, `${path}[${i}]`, problems));
    }
    for (const keyword of ["anyOf", "allOf"]) {
        const branches = node[keyword];
        if (Array.isArray(branches))
            out[keyword] = branches.map((branch) => strictNode(branch, path, problems));
    }
    // Strict mode supports anyOf but not oneOf. The reply is still validated against the original oneOf.
    if (Array.isArray(node.oneOf)) {
        delete out.oneOf;
        const branches = node.oneOf.map((branch) => strictNode(branch, path, problems));
        out.anyOf = Array.isArray(out.anyOf) ? [...out.anyOf, ...branches] : branches;
    }
    for (const keyword of ["$defs", "definitions"]) {
        const definitions = node[keyword];
        if (isRecord(definitions)) {
            out[keyword] = Object.fromEntries(Object.entries(definitions).map(([name, definition]) => [name, strictNode(definition, `${keyword}.${name}`, problems)]));
        }
    }
    return out;
}
const SCALAR_TYPES = new Set(["string", "number", "integer", "boolean"]);
/** A schema that also admits null: a type list for scalars, anyOf for the rest. */
function nullable(schema) {
    if (!isRecord(schema) || allowsNull(schema))
        return schema;
    const type = schema.type;
    const isScalar = typeof type === "string" ? SCALAR_TYPES.has(type) : Array.isArray(type) && type.every((t) => SCALAR_TYPES.has(t));
    if (isScalar && !("const" in schema) && !("$ref" in schema)) {
        const widened = { ...schema, type: [...(Array.isArray(type) ? type : [type]), "null"] };
        // An enum constrains values regardless of type, so it must list null too.
        if (Array.isArray(schema.enum))
            widened.enum = [...schema.enum, null];
        return widened;
    }
    return { anyOf: [schema, { type: "null" }] };
}
/**
 * Removes the nulls the strict form put in for optional properties the model
 * left out, walking the reply alongside the ORIGINAL schema. A null is kept
 * where the original schema itself allows null.
 */
function dropAbsentOptionals(value, schema) {
    return walk(value, schema, schema);
}
function walk(value, schemaNode, root) {
    const schema = deref(schemaNode, root);
    if (!isRecord(schema))
        return value;
    let result = value;
    if (Array.isArray(result)) {
        const items = result;
        const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
        const rest = Array.isArray(schema.items) ? undefined : schema.items;
        result = items.map((item, i) => (i < prefix.length ? walk(item, prefix[i], root) : rest === undefined ? item : walk(item, rest, root)));
    }
    else if (isRecord(result) && isRecord(schema.properties)) {
        const properties = schema.properties;
        const required = new Set(Array.isArray(schema.required) ? schema.required : []);
        const kept = {};
        for (const [key, item] of Object.entries(result)) {
            const propertySchema = properties[key];
            if (propertySchema === undefined) {
                kept[key] = item;
                continue;
            }
            if (item === null && !required.has(key) && !allowsNull(deref(propertySchema, root)))
                continue;
            kept[key] = walk(item, propertySchema, root);
        }
        result = kept;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = schema[keyword];
        if (!Array.isArray(branches))
            continue;
        const branch = branches.find((candidate) => branchFits(result, deref(candidate, root)));
        if (branch !== undefined)
            result = walk(result, branch, root);
    }
    if (Array.isArray(schema.allOf)) {
        for (const branch of schema.allOf)
            result = walk(result, branch, root);
    }
    return result;
}
/** Which union branch a reply value was written for: the object branch that names all its keys, or an array branch. */
function branchFits(value, branch) {
    if (!isRecord(branch))
        return false;
    if (Array.isArray(value))
        return typeIncludes(branch, "array") || branch.items !== undefined || branch.prefixItems !== undefined;
    if (isRecord(value)) {
        const properties = branch.properties;
        return isRecord(properties) && Object.keys(value).every((key) => key in properties);
    }
    return false;
}
function allowsNull(schema) {
    if (schema === true)
        return true;
    if (!isRecord(schema))
        return false;
    if (typeIncludes(schema, "null"))
        return true;
    if ("const" in schema && schema.const === null)
        return true;
    if (Array.isArray(schema.enum) && schema.enum.includes(null) && schema.type === undefined)
        return true;
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = schema[keyword];
        if (Array.isArray(branches) && branches.some(allowsNull))
            return true;
    }
    return false;
}
/** Follows local `$ref`s (`#`, `#/$defs/…`, `#/definitions/…`); anything else is left as is. */
function deref(schema, root, depth = 0) {
    if (!isRecord(schema) || typeof schema.$ref !== "string" || !schema.$ref.startsWith("#") || depth > 32)
        return schema;
    let target = root;
    const pointer = schema.$ref.slice(1);
    for (const raw of pointer.split("/").slice(1)) {
        const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
        target = isRecord(target) ? target[key] : undefined;
    }
    return target === undefined ? schema : deref(target, root, depth + 1);
}
function isObjectSchema(schema) {
    if (!isRecord(schema))
        return false;
    if (schema.type === undefined)
        return isRecord(schema.properties);
    return typeIncludes(schema, "object");
}
function typeIncludes(schema, type) {
    return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/llm/structured.ts



const strictForms = new WeakMap();
/** The strict form of a schema, converted once per schema object. */
function strictFormOf(schema) {
    let strict = strictForms.get(schema);
    if (strict === undefined) {
        strict = toStrictSchema(schema);
        strictForms.set(schema, strict);
    }
    return strict;
}
function structuredOutputPlan(schema, mode, name) {
    if (mode !== "json_schema") {
        return { mode, ...(mode === "json_object" ? { responseFormat: { type: "json_object" } } : {}), systemAddendum: schemaInstruction(schema) };
    }
    const strict = strictFormOf(schema);
    return {
        mode,
        responseFormat: {
            type: "json_schema",
            json_schema: { name: schemaName(name), strict: strict.strict, schema: strict.schema },
        },
    };
}
/** The schema in words, for endpoints that do not take it as response_format. */
function schemaInstruction(schema) {
    return `Reply with one JSON object, and nothing else, that conforms to this JSON Schema:\n${JSON.stringify(schema)}`;
}
/** The response-format name allows [a-zA-Z0-9_-], at most 64 characters. */
function schemaName(name) {
    const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
    return cleaned === "" ? "output" : cleaned;
}
/** Parses a reply, drops the nulls standing for absent optional properties, and validates it. */
function parseStructuredReply(text, outputSchema) {
    let parsed;
    try {
        parsed = JSON.parse(unfence(stripThinking(text)));
    }
    catch (error) {
        return { ok: false, error: `the reply is not valid JSON (${error.message})` };
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        return { ok: false, error: "the reply must be a JSON object" };
    }
    const value = dropAbsentOptionals(parsed, outputSchema.schema);
    if (outputSchema.validate(value))
        return { ok: true, value };
    return { ok: false, error: (0,jsonSchema/* schemaErrorsText */.i5)(outputSchema.validate.errors, "reply") };
}
/**
 * The one repair turn: the exact validation error, and the schema itself, so
 * the repair works even where the endpoint ignored response_format.
 */
function repairPrompt(error, schema) {
    return [
        `Your previous reply was rejected: ${error}.`,
        "Reply again with only the corrected JSON object, matching this JSON Schema exactly:",
        JSON.stringify(schema),
    ].join("\n");
}
/** Whether a reply is not JSON at all (as opposed to JSON that breaks the schema). */
function isNotJson(text) {
    try {
        JSON.parse(unfence(stripThinking(text)));
        return false;
    }
    catch {
        return true;
    }
}
/** Models in JSON mode sometimes wrap the object in a Markdown code fence. */
function unfence(text) {
    const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?\s*```\s*$/i.exec(text);
    return fenced?.[1] ?? text;
}
/** The conversation as sent: the schema appended to the system message when the endpoint takes it there. */
function withSchemaInstructions(messages, plan) {
    const [system, ...rest] = messages;
    if (!plan?.systemAddendum || system?.role !== "system" || typeof system.content !== "string")
        return messages;
    return [{ role: "system", content: `${system.content}\n\n${plan.systemAddendum}` }, ...rest];
}

;// CONCATENATED MODULE: ./src/llm/toolOffer.ts
const REQUEST_TOOLS = "request_tools";
function functionTool(tool) {
    return { type: "function", function: { name: tool.name, description: tool.description, parameters: tool.parameters } };
}
class ToolOffer {
    onRequest;
    all;
    asking;
    open;
    constructor(tools, 
    /** Whether the node's definitions wait for a request_tools call. */
    onRequest) {
        this.onRequest = onRequest;
        this.all = tools.map(functionTool);
        const names = tools.map((tool) => tool.name).join(", ");
        this.asking = [
            functionTool({
                name: REQUEST_TOOLS,
                description: `Call only if what you were shown is not enough: it offers ${names}.`,
                parameters: { type: "object", properties: {}, additionalProperties: false },
            }),
        ];
        this.open = !onRequest || tools.length === 0;
    }
    /** The definitions the next request offers. */
    get tools() {
        return this.open ? this.all : this.asking;
    }
    /**
     * The model called these. Asking opens the full set; so does calling one of
     * the node's tools before it was offered, which runs like any allowed call:
     * only its definition was held back, never the permission.
     */
    called(names) {
        if (names.length > 0)
            this.open = true;
    }
    /** What a request_tools call returns. */
    requestResult() {
        return `${this.all.map((tool) => tool.function.name).join(", ")} are offered from now on.`;
    }
}

;// CONCATENATED MODULE: ./src/llm/toolLoop.ts






/**
 * Compiles each tool's parameter schema once, however many runs use the tool.
 * The schemas are ours, checked against the meta-schema by the tools' unit
 * test (test/llm/toolSchemas.test.ts), so they compile without that check.
 */
class ToolArgumentValidators {
    compiled = new WeakMap();
    for(tool) {
        let validate = this.compiled.get(tool.parameters);
        if (validate === undefined) {
            validate = (0,jsonSchema/* compilePrecheckedSchema */.JT)(tool.parameters);
            this.compiled.set(tool.parameters, validate);
        }
        return validate;
    }
    errorsText(validate) {
        return (0,jsonSchema/* schemaErrorsText */.i5)(validate.errors, "arguments");
    }
}
/** What an answered tool result keeps of its text. */
const ANSWERED_RESULT_KEEP_CHARS = 600;
/** An answered result's head and a note saying the rest was dropped and how to see it again. */
function shortenAnsweredResult(text) {
    if (text.length <= ANSWERED_RESULT_KEEP_CHARS)
        return text;
    const cut = text.lastIndexOf("\n", ANSWERED_RESULT_KEEP_CHARS);
    const head = text.slice(0, cut > 0 ? cut : ANSWERED_RESULT_KEEP_CHARS);
    return `${head}\n[… ${text.length - head.length} more characters of this answered result were dropped from the conversation; call the tool again to see them. Quotes are checked against the files, not against this conversation.]`;
}
class ToolLoop {
    options;
    toolsByName;
    offer;
    turnsUsed = 0;
    turnLimit;
    /** The last round's result messages and their unwrapped text, to shorten once the model has answered them. */
    unanswered = [];
    constructor(options) {
        this.options = options;
        this.toolsByName = new Map(options.tools.map((tool) => [tool.name, tool]));
        this.offer = new ToolOffer(options.tools, options.toolsOnRequest ?? false);
        // Compile now: a tool whose schema doesn't compile is a defect to surface before any request.
        for (const tool of options.tools)
            options.validators.for(tool);
        this.turnLimit = Math.max(1, options.maxIterations);
    }
    get turns() {
        return this.turnsUsed;
    }
    /** The repair turn of structured output is granted on top of max_iterations. */
    allowOneMoreTurn() {
        this.turnLimit = Math.max(this.turnLimit, this.turnsUsed) + 1;
    }
    /** Runs turns until the model answers without tool calls; appends every turn to `messages`. */
    async answer(messages) {
        for (;;) {
            this.turnsUsed++;
            const message = await this.options.turn(messages, this.offer.tools);
            const calls = message.tool_calls ?? [];
            // A leading <think> block is reasoning, never the answer.
            if (calls.length === 0)
                return stripThinking(message.content ?? "");
            this.offer.called(calls.map((call) => (call.type === "function" ? call.function.name : call.type)));
            if (this.turnsUsed >= this.turnLimit)
                throw toolLoopFault(this.options.label, this.options.maxIterations);
            this.shortenAnswered();
            messages.push(assistantToolTurn(message));
            // Tool calls in one turn are independent by the API's contract, so they run together.
            const results = await Promise.all(calls.map((call) => this.runCall(call)));
            this.options.signal.throwIfAborted();
            messages.push(...results.map((result) => result.message));
            if (this.options.shortenAnswered)
                this.unanswered = results;
        }
    }
    /** The model called again after reading the last round's results: those are answered now. */
    shortenAnswered() {
        for (const { message, text } of this.unanswered)
            message.content = this.wrap(shortenAnsweredResult(text));
        this.unanswered = [];
    }
    async runCall(call) {
        const text = this.options.redact(await this.resultText(call));
        return { message: { role: "tool", tool_call_id: call.id, content: this.wrap(text) }, text };
    }
    wrap(text) {
        return (0,dataBlock/* wrapData */.XD)(text, this.options.dataNonce, "tool result");
    }
    async resultText(call) {
        if (call.type !== "function")
            return "error: only function tools are available";
        const name = call.function.name;
        if (name === REQUEST_TOOLS && this.offer.onRequest)
            return this.offer.requestResult();
        const tool = this.toolsByName.get(name);
        if (tool === undefined) {
            const available = [...this.toolsByName.keys()].join(", ") || "none";
            return `error: unknown tool "${name.slice(0, 100)}"; available tools: ${available}`;
        }
        let args;
        try {
            args = JSON.parse(call.function.arguments.trim() === "" ? "{}" : call.function.arguments);
        }
        catch (error) {
            return `error: the arguments are not valid JSON (${(0,errors/* messageOf */.bD)(error)}); send a JSON object`;
        }
        const validate = this.options.validators.for(tool);
        if (typeof args !== "object" || args === null || Array.isArray(args))
            return "error: the arguments must be a JSON object";
        if (!validate(args))
            return `error: invalid arguments: ${this.options.validators.errorsText(validate)}`;
        try {
            return await tool.run(args, this.options.signal);
        }
        catch (error) {
            // An abort is the node's end, not a tool error for the model to read.
            if (this.options.signal.aborted)
                throw this.options.signal.reason;
            return `error: ${(0,errors/* messageOf */.bD)(error)}`;
        }
    }
}

;// CONCATENATED MODULE: ./src/llm/answeredCall.ts
/**
 * A model call that failed after the endpoint answered it (an HTTP 4xx or 5xx)
 * is still a call: the endpoint may bill or rate-limit it. Usage counts calls
 * the way a success counts them, once per call, however many retries it took.
 */

/** Runs one call (`send` retries inside); when it fails after any attempt was answered, tells `onRefused` once. */
async function countingRefusal(send, onRefused) {
    let answered = false;
    const watch = async (request) => {
        try {
            return await request;
        }
        catch (error) {
            answered ||= (0,sdk/* isAnsweredError */.gl)(error);
            throw error;
        }
    };
    try {
        return await send(watch);
    }
    catch (error) {
        if (answered)
            onRefused();
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/llm/usage.ts

function emptyUsage() {
    return { promptTokens: 0, completionTokens: 0, calls: 0 };
}
/** Sums two usages. Cost and cached tokens stay undefined only while neither side has them. */
function addUsage(total, call) {
    const sum = {
        promptTokens: total.promptTokens + call.promptTokens,
        completionTokens: total.completionTokens + call.completionTokens,
        calls: total.calls + call.calls,
    };
    if (total.cachedPromptTokens !== undefined || call.cachedPromptTokens !== undefined) {
        sum.cachedPromptTokens = (total.cachedPromptTokens ?? 0) + (call.cachedPromptTokens ?? 0);
    }
    if (total.costUsd !== undefined || call.costUsd !== undefined)
        sum.costUsd = (total.costUsd ?? 0) + (call.costUsd ?? 0);
    return sum;
}
class UsageMeter {
    run = emptyUsage();
    graphs = new Map();
    nodes = new Map();
    models = new Map();
    /** Adds one call to the totals and traces it. */
    record(call, context) {
        this.run = addUsage(this.run, call.usage);
        accumulate(this.graphs, call.graph, call.usage);
        accumulate(this.nodes, `${call.graph}/${call.node}`, call.usage);
        accumulate(this.models, call.model, call.usage);
        context.trace.emit({
            type: "usage",
            ts: context.clock.now(),
            runId: call.runId,
            graph: call.graph,
            // LlmRequest does not carry the child depth; 0 marks "not known here".
            depth: 0,
            node: call.node,
            promptTokens: call.usage.promptTokens,
            completionTokens: call.usage.completionTokens,
            calls: call.usage.calls,
            ...(call.usage.cachedPromptTokens !== undefined ? { cachedPromptTokens: call.usage.cachedPromptTokens } : {}),
            ...(call.usage.costUsd !== undefined ? { costUsd: call.usage.costUsd } : {}),
        });
    }
    runTotal() {
        return { ...this.run };
    }
    graphTotal(graph) {
        return { ...(this.graphs.get(graph) ?? emptyUsage()) };
    }
    nodeTotal(graph, node) {
        return { ...(this.nodes.get(`${graph}/${node}`) ?? emptyUsage()) };
    }
    /** Totals keyed by graph, by `graph/node` and by model, for reports. */
    breakdown() {
        return {
            run: this.runTotal(),
            graphs: Object.fromEntries(this.graphs),
            nodes: Object.fromEntries(this.nodes),
            models: Object.fromEntries(this.models),
        };
    }
}
function accumulate(map, key, usage) {
    map.set(key, addUsage(map.get(key) ?? emptyUsage(), usage));
}
class Budget {
    limits;
    controller = new AbortController();
    spentTokens = 0;
    spentCostUsd = 0;
    fault;
    constructor(limits) {
        this.limits = limits;
    }
    /** Aborts when the budget is exceeded; link every call's signal to it. */
    get budgetSignal() {
        return this.controller.signal;
    }
    get exceeded() {
        return this.fault !== undefined;
    }
    /** True when a cost limit is set, so every model used needs a price. */
    get needsPrices() {
        return this.limits.maxCostUsd !== undefined;
    }
    spent() {
        return { tokens: this.spentTokens, costUsd: this.spentCostUsd };
    }
    /** Adds a call's usage; crossing a limit aborts every call linked to budgetSignal. */
    charge(usage) {
        this.spentTokens += usage.promptTokens + usage.completionTokens;
        this.spentCostUsd += usage.costUsd ?? 0;
        if (this.fault !== undefined)
            return;
        const { maxTokens, maxCostUsd } = this.limits;
        let reason;
        if (maxTokens !== undefined && this.spentTokens > maxTokens) {
            reason = `${this.spentTokens} tokens spent, limit ${maxTokens}`;
        }
        else if (maxCostUsd !== undefined && this.spentCostUsd > maxCostUsd) {
            reason = `$${this.spentCostUsd.toFixed(4)} spent, limit $${maxCostUsd}`;
        }
        if (reason === undefined)
            return;
        this.fault = new errors/* NodeFault */.HU("budget", `run budget exceeded (${reason}); raise the budget or narrow the review`, false);
        this.controller.abort(this.fault);
    }
    /** Throws the budget fault once the budget is exceeded. */
    assertAvailable() {
        if (this.fault !== undefined)
            throw this.fault;
    }
    /** The fault every call fails with after the budget ran out. */
    exceededFault() {
        return this.fault;
    }
}

;// CONCATENATED MODULE: ./src/llm/text/promptGuard.ts
/**
 * The last guard before a prompt leaves: no NUL or other C0 control (except
 * tab, LF and CR) reaches a model. Decoding (decode.ts) should leave none;
 * this catches what slips past it, from any source (a tool result, a PR
 * body, a file name). Each is replaced by a visible marker, the Unicode
 * "control picture" of the character (U+2400 + code, U+2421 for DEL), so a
 * reviewer sees that something was there instead of nothing at all.
 */
// eslint-disable-next-line no-control-regex -- the point of this module
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- as above; without /g, so test() keeps no state
const ANY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** The character a control is shown as. */
function controlPicture(char) {
    const code = char.charCodeAt(0);
    return String.fromCharCode(code === 0x7f ? 0x2421 : 0x2400 + code);
}
/** `text` with every C0 control but tab, LF and CR (and DEL) shown as its control picture. */
function guardPromptText(text) {
    return ANY_CONTROL.test(text) ? text.replace(CONTROLS, controlPicture) : text;
}
/**
 * The messages as they are sent: every text content guarded. A new array;
 * the caller's messages (the conversation it keeps) are left as they are.
 */
function guardPromptMessages(messages) {
    return messages.map((message) => {
        const { content } = message;
        if (typeof content === "string") {
            const guarded = guardPromptText(content);
            return guarded === content ? message : { ...message, content: guarded };
        }
        if (Array.isArray(content)) {
            const parts = content.map((part) => part !== null && typeof part === "object" && typeof part.text === "string"
                ? { ...part, text: guardPromptText(part.text) }
                : part);
            return { ...message, content: parts };
        }
        return message;
    });
}

;// CONCATENATED MODULE: ./src/llm/runner.ts
/**
 * The real LlmRunner: one llm node attempt against an OpenAI-compatible
 * endpoint, tying together the client, our retries, the tool loop, structured
 * output with its one repair turn, usage and the budget. Every failure leaves
 * as a NodeFault (or, on run cancellation, as the run signal's own reason).
 */

















class OpenAiLlmRunner {
    options;
    /** The SDK is evaluated as the runner is made, while the run prepares its first call; a run without a runner (the gate) never evaluates it. */
    client;
    policy;
    validators = new ToolArgumentValidators();
    toolsByRun = new WeakMap();
    secrets;
    redact;
    redactDocument;
    /** The endpoint's breaker, rate-limit pause and retry budget: one runner serves one run, so they are run-wide. */
    guard;
    capabilities;
    refusalsSaid = new Set();
    constructor(options) {
        this.options = options;
        this.client = (0,endpoint/* createModelClient */.$L)(options.endpoint);
        // Heard by the first call, which fails with the reason; a runner never called must not crash the process with it.
        this.client.catch(() => { });
        this.policy = retryPolicy(options.retry);
        this.guard = EndpointGuard.forBaseURL(options.endpoint.baseURL, options.retry);
        this.capabilities = new capabilities/* CapabilityRegistry */.W({
            ...(options.endpoint.structuredOutput ? { structuredOutput: options.endpoint.structuredOutput } : {}),
            ...(options.endpoint.tools ? { tools: options.endpoint.tools } : {}),
        });
        this.secrets = options.endpoint.apiKey ? [options.endpoint.apiKey] : [];
        this.redact = options.redact ?? (0,llm_redact/* createRedactor */.lY)(this.secrets);
        this.redactDocument = (0,llm_redact/* createDocumentRedactor */.yS)(this.redact);
    }
    async run(request, context) {
        const label = `${request.graph}/${request.node}`;
        const budget = this.options.budget;
        const signal = AbortSignal.any([request.signal, context.signal, budget?.budgetSignal].filter((s) => s !== undefined));
        // A turn's tool calls run together on this signal, each with its own (removed) listener: more than ten is no leak.
        (0,external_node_events_.setMaxListeners)(0, signal);
        const scope = { label, requestSignal: request.signal, runSignal: context.signal, budget, secrets: this.secrets };
        try {
            budget?.assertAvailable();
            const model = (0,endpoint/* resolveModel */.AX)(this.options.endpoint, request);
            if (model === undefined) {
                throw new errors/* NodeFault */.HU("crash", `${label}: no model configured; set --model, GAUNTLET_MODEL or the node's model`, false);
            }
            if (budget?.needsPrices && this.options.endpoint.priceTable?.[model] === undefined) {
                throw new errors/* NodeFault */.HU("budget", `${label}: a cost budget is set but model "${model}" has no price; add it to the price table`, false);
            }
            const attempt = { request, context, label, model, signal, capabilities: this.capabilities.for(model), usage: emptyUsage() };
            return await this.runAttempt(attempt);
        }
        catch (error) {
            throw toNodeFault(error, scope);
        }
    }
    async runAttempt(attempt) {
        const { request, context, label } = attempt;
        const loop = new ToolLoop({
            label,
            tools: this.toolsFor(request, context, label),
            maxIterations: request.maxIterations,
            turn: (messages, tools) => this.turn(attempt, messages, tools),
            validators: this.validators,
            redact: this.redact,
            dataNonce: context.dataNonce,
            signal: attempt.signal,
            shortenAnswered: this.options.shortenAnsweredToolResults?.(request) ?? false,
            toolsOnRequest: request.toolsOnRequest ?? false,
        });
        const system = [request.instructions, (0,dataBlock/* dataBlockInstruction */.Kb)(context.dataNonce)].filter((part) => part !== undefined && part.trim() !== "").join("\n\n");
        // A secret committed by mistake (or the run's own key) must not be shipped to a model provider in the
        // diff, the pull request's text or the plan: prompts get the same redaction as tool output.
        const messages = [
            { role: "system", content: this.redactDocument(system) },
            { role: "user", content: this.redactDocument(request.prompt) },
        ];
        const text = await loop.answer(messages);
        if (request.outputSchema === undefined)
            return { output: text, usage: attempt.usage };
        let reply = parseStructuredReply(text, request.outputSchema);
        if (!reply.ok) {
            // Prose under json_schema means the endpoint ignored response_format (Anthropic's compatibility layer does): stop relying on it.
            if (attempt.plan?.mode === "json_schema" && isNotJson(text))
                this.stepDown(attempt, "structured", "ignored response_format (the reply was not JSON)");
            messages.push({ role: "assistant", content: text }, { role: "user", content: repairPrompt(reply.error, request.outputSchema.schema) });
            loop.allowOneMoreTurn();
            reply = parseStructuredReply(await loop.answer(messages), request.outputSchema);
            if (!reply.ok)
                throw schemaFault(label, reply.error);
        }
        return { output: reply.value, usage: attempt.usage };
    }
    /**
     * One model turn with the capabilities negotiated so far: a request the
     * endpoint refuses for a capability it lacks is sent again one step down
     * (see providers/capabilities.ts); a pinned capability's refusal is a fault.
     */
    async turn(attempt, messages, tools) {
        const caps = attempt.capabilities;
        const schema = attempt.request.outputSchema?.schema;
        for (;;) {
            const release = await caps.admit(schema !== undefined, tools.length > 0, attempt.signal);
            try {
                const uses = caps.uses(schema !== undefined, tools.length > 0);
                attempt.plan = schema && structuredOutputPlan(schema, caps.structured, attempt.request.node);
                const offered = caps.tools ? tools : [];
                try {
                    const message = await this.send(attempt, withSchemaInstructions(messages, attempt.plan), offered);
                    caps.confirm(uses);
                    return message;
                }
                catch (error) {
                    const refused = rejectedCapability(error, { structured: attempt.plan?.responseFormat !== undefined, tools: offered.length > 0 });
                    if (refused === undefined)
                        throw error;
                    const what = refused === "tools" ? "tools" : `structured output ${caps.structured}`;
                    if (!this.stepDown(attempt, refused, `refused ${what} (${(0,errors/* messageOf */.bD)(error)})`)) {
                        const fault = capabilityFault(attempt.label, refused, what, scrubSecrets((0,errors/* messageOf */.bD)(error), this.secrets));
                        // Said once per capability: a lane's report shows that its node failed, this says why and what to set.
                        if (!this.refusalsSaid.has(what))
                            this.sayOnce(attempt, fault.message);
                        this.refusalsSaid.add(what);
                        throw fault;
                    }
                }
            }
            finally {
                release();
            }
        }
    }
    /** Steps a capability down for the rest of the run and says so; false when it is pinned. */
    stepDown(attempt, capability, why) {
        const now = attempt.capabilities.stepDown(capability);
        if (now === undefined)
            return false;
        const effect = capability === "tools" ? "; reviews rely on the diff and context they are shown, verifiers on the cited excerpt" : "";
        this.sayOnce(attempt, `${attempt.label}: the model endpoint ${why}; going on with ${now} for model ${attempt.model} for the rest of the run${effect}`);
        return true;
    }
    sayOnce(attempt, message) {
        const said = scrubSecrets(message, this.secrets);
        attempt.context.logger.warn(said);
        this.options.onEndpointNote?.(said);
    }
    /** One chat completion, retried on transient failures, metered, and checked for refusals and cut-offs. */
    async send(attempt, messages, tools) {
        const { request, context, label, model, signal } = attempt;
        this.options.budget?.assertAvailable();
        const body = {
            model,
            messages: guardPromptMessages(messages),
            ...(tools.length > 0 ? { tools } : {}),
            ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
            ...(attempt.plan?.responseFormat ? { response_format: attempt.plan.responseFormat } : {}),
        };
        const headers = {
            "X-Gauntlet-Node": headerValue(label),
            "X-Gauntlet-Run": headerValue(request.runId),
        };
        const client = await this.client;
        const refused = () => this.meter(attempt, undefined);
        // Each HTTP attempt gets its own signal (the call's, plus the breaker's): the SDK never removes its abort listener.
        const completion = await countingRefusal((watch) => withRetry((attemptSignal) => watch(client.chat.completions.create(body, { signal: attemptSignal, headers })), {
            clock: this.options.retry?.clock ?? context.clock,
            signal,
            policy: this.policy,
            guard: this.guard,
            onRetry: ({ retry, delayMs, error }) => context.logger.warn(scrubSecrets(`${label}: ${(0,errors/* messageOf */.bD)(error)}; retry ${retry} in ${delayMs} ms`, this.secrets)),
        }), refused);
        this.meter(attempt, completion.usage);
        this.options.budget?.assertAvailable(); // the call that crosses the budget fails too
        // OpenRouter reports a failure after generation started as HTTP 200 carrying `error` and no choices.
        const failure = (0,errorBody/* completionError */.r_)(completion);
        if (failure !== undefined)
            throw providerFailureFault(label, scrubSecrets(failure, this.secrets));
        const choice = completion.choices?.[0];
        if (choice === undefined)
            throw emptyReplyFault(label);
        if (choice.message.refusal)
            throw refusalFault(label, choice.message.refusal);
        if (choice.finish_reason === "length")
            throw truncatedFault(label);
        if (choice.finish_reason === "content_filter")
            throw contentFilterFault(label);
        return choice.message;
    }
    /** Records a call's usage (none reported: a refused call), then charges the budget. */
    meter(attempt, reported) {
        const cached = cachedTokensOf(reported);
        const tokens = {
            promptTokens: reported?.prompt_tokens ?? 0,
            completionTokens: reported?.completion_tokens ?? 0,
            ...(typeof cached === "number" && cached >= 0 ? { cachedPromptTokens: cached } : {}),
        };
        const costUsd = (0,endpoint/* costOf */.ho)(this.options.endpoint.priceTable, attempt.model, tokens);
        const usage = { ...tokens, calls: 1, ...(costUsd !== undefined ? { costUsd } : {}) };
        attempt.usage = addUsage(attempt.usage, usage);
        const { request, context } = attempt;
        this.options.meter.record({ runId: request.runId, graph: request.graph, node: request.node, model: attempt.model, usage }, context);
        this.options.budget?.charge(usage);
    }
    toolsFor(request, context, label) {
        if (request.tools.length === 0)
            return [];
        let available = this.toolsByRun.get(context);
        if (available === undefined) {
            available = new Map((this.options.tools?.(context) ?? []).map((tool) => [tool.name, tool]));
            this.toolsByRun.set(context, available);
        }
        return request.tools.map((name) => {
            const tool = available.get(name);
            if (tool === undefined) {
                const known = [...available.keys()].join(", ") || "none";
                throw new errors/* NodeFault */.HU("crash", `${label}: unknown tool "${name}" in tools (available: ${known})`, false);
            }
            return tool;
        });
    }
}
/** Header values must be visible ASCII; graph and node names from YAML may not be. */
function headerValue(text) {
    return text.replace(/[^\x20-\x7e]/g, (char) => encodeURIComponent(char));
}

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 11 modules
var tools = __webpack_require__(2743);
// EXTERNAL MODULE: ./src/review/git/git.ts + 2 modules
var git = __webpack_require__(7020);
// EXTERNAL MODULE: ./src/review/scripts.ts + 19 modules
var scripts = __webpack_require__(7959);
// EXTERNAL MODULE: ./src/review/verifier/register.ts + 6 modules
var register = __webpack_require__(9107);
;// CONCATENATED MODULE: ./src/review/runtime.ts
/**
 * Builds the RunContext a review runs in: one sandbox shared by the tools and
 * the verifier's gate, git on the workspace, the model runner with its meter
 * and budget, the shipped graphs and their scripts. The CLI and the action
 * both start here; nothing in it knows GitHub.
 */









function createReviewRuntime(options) {
    const secrets = [...(options.secrets ?? []), ...(options.endpoint?.apiKey ? [options.endpoint.apiKey] : [])];
    const redact = (0,llm_redact/* createRedactor */.lY)(secrets);
    const sandbox = new tools.WorkspaceSandbox({ root: options.workspaceRoot, redact, ...(options.denylist ? { denylist: options.denylist } : {}) });
    const meter = new UsageMeter();
    const budget = options.budget && (options.budget.maxTokens !== undefined || options.budget.maxCostUsd !== undefined) ? new Budget(options.budget) : undefined;
    const memory = new engine/* MemoryTrace */.Bn();
    const sinks = [memory];
    if (options.traceFile)
        sinks.push(new engine/* JsonlTrace */.Gl(options.traceFile));
    if (options.extraTrace)
        sinks.push(options.extraTrace);
    const endpointNotes = [];
    const llm = options.endpoint
        ? new OpenAiLlmRunner({
            endpoint: options.endpoint,
            meter,
            ...(budget ? { budget } : {}),
            redact,
            // verdict_gate re-checks every quote of verify_one against the files, so its old reads may go.
            shortenAnsweredToolResults: (request) => request.graph === register/* VERIFIER_GRAPH */.U && request.node === "verify_one",
            tools: (context) => [...(0,tools.createRepositoryTools)(sandbox), ...(options.extraTools?.(context) ?? [])],
            onEndpointNote: (note) => endpointNotes.push(note),
        })
        : undefined;
    const context = {
        runId: (0,external_node_crypto_.randomUUID)(),
        workspaceRoot: sandbox.root,
        facts: { workspace_root: sandbox.root, ...options.facts },
        ...(llm ? { llm } : {}),
        library: new engine/* DirectoryGraphLibrary */.bM(options.graphsDir),
        clock: options.clock ?? engine/* systemClock */.ml,
        logger: options.logger ?? engine/* silentLogger */.qq,
        trace: sinks.length === 1 ? memory : new engine/* TeeTrace */.Wx(sinks),
        ...(options.signal ? { signal: options.signal } : {}),
        dataNonce: (0,engine/* newDataNonce */.Ez)(),
        services: { ...options.services, sandbox, git: options.git ?? new git/* Git */.TU(sandbox.root), meter, trace: memory },
    };
    return { context, scripts: (0,scripts.reviewScripts)(), meter, ...(budget ? { budget } : {}), trace: memory, redact, endpointNotes };
}


/***/ })

};
