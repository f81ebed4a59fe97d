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

export type AzureRoute =
  | { kind: "classic"; baseURL: string; apiVersion: string }
  /** Classic, but no version was given: a configuration error to report before any call. */
  | { kind: "classic-unversioned"; baseURL: string }
  | { kind: "v1"; baseURL: string }
  | { kind: "other"; baseURL: string | undefined };

const AZURE_HOST = /\.(?:openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;

export function isAzureHost(hostname: string): boolean {
  return AZURE_HOST.test(hostname);
}

export function azureRoute(baseURL: string | undefined, apiVersion: string | undefined): AzureRoute {
  const url = parse(baseURL);
  if (url === undefined) return apiVersion ? { kind: "classic", baseURL: baseURL ?? "", apiVersion } : { kind: "other", baseURL };
  const version = apiVersion ?? (url.searchParams.get("api-version")?.trim() || undefined);
  url.searchParams.delete("api-version");
  const path = url.pathname.replace(/\/+$/, "");
  const at = (suffix: string) => `${url.origin}${suffix}${url.search}`;
  const azure = isAzureHost(url.hostname);
  if (/\/openai\/v1$/i.test(path)) return { kind: "v1", baseURL: at(path) };
  if (/\/openai\/deployments\/[^/]+$/i.test(path)) {
    return version ? { kind: "classic", baseURL: at(path), apiVersion: version } : { kind: "classic-unversioned", baseURL: at(path) };
  }
  if (/\/openai$/i.test(path) || (path === "" && (azure || version))) {
    const openai = path === "" ? "/openai" : path;
    if (version) return { kind: "classic", baseURL: at(openai), apiVersion: version };
    if (azure) return { kind: "v1", baseURL: at(`${openai}/v1`) };
  }
  if (version) return { kind: "classic", baseURL: at(path), apiVersion: version };
  return { kind: "other", baseURL };
}

function parse(text: string | undefined): URL | undefined {
  if (text === undefined) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
