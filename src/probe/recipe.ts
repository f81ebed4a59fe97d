/**
 * The local-run recipe, from the base branch's configuration only (never from
 * the PR): setup commands, the service's start command, the URL that says it
 * is ready, and the existing usage suites.
 */
import { shellQuote } from "./hostCommand.js";

export interface ProbeRecipe {
  setup?: string[];
  start?: string;
  ready?: string;
  suites?: string[];
}

export interface ReadyTarget {
  host: string;
  port: number;
  path: string;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** The readiness URL as host, port and path; only plain http on loopback, the one place the probe's network reaches. */
export function readyTarget(url: string): ReadyTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`ready: "${url}" is not a URL; use e.g. http://127.0.0.1:3000/`);
  }
  if (parsed.protocol !== "http:") throw new Error(`ready: "${url}" must be an http:// URL`);
  if (!LOOPBACK.has(parsed.hostname))
    throw new Error(`ready: "${url}" must point at loopback (127.0.0.1, localhost or [::1]): the probe's network reaches nothing else`);
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  return { host, port: parsed.port ? Number(parsed.port) : 80, path: `${parsed.pathname}${parsed.search}` || "/" };
}

export function hasRecipe(recipe: ProbeRecipe | undefined): recipe is ProbeRecipe {
  return !!recipe && (!!recipe.start || (recipe.suites ?? []).length > 0 || (recipe.setup ?? []).length > 0);
}

/**
 * A bash command that polls the target over /dev/tcp until it answers with an
 * HTTP status line, for at most `seconds`. Pure bash, so the project needs no
 * curl; it runs inside the isolation, on the probe's own loopback.
 */
export function readinessCommand(target: ReadyTarget, seconds: number): string {
  const script = [
    "host=$1 port=$2 path=$3 deadline=$((SECONDS + $4))",
    "while :; do",
    '  if exec 3<>"/dev/tcp/$host/$port"; then',
    `    printf 'GET %s HTTP/1.0\\r\\nHost: %s:%s\\r\\nConnection: close\\r\\n\\r\\n' "$path" "$host" "$port" >&3`,
    "    IFS= read -r -t 5 line <&3",
    "    exec 3<&- 3>&-",
    '    case $line in HTTP/*) printf "%s\\n" "$line"; exit 0;; esac',
    "  fi 2>/dev/null",
    '  [ "$SECONDS" -ge "$deadline" ] && exit 1',
    "  sleep 0.2",
    "done",
  ].join("\n");
  return `bash -c ${shellQuote(script)} ready ${shellQuote(target.host)} ${target.port} ${shellQuote(target.path)} ${Math.max(1, Math.ceil(seconds))}`;
}
