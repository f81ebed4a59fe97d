// Maps a request line to an operation by its OpenAPI path template.
import type { Operation } from "./operations.js";

export interface RouteMatch {
  operation: Operation;
  /** Decoded path parameters. */
  params: Record<string, string>;
}

interface CompiledRoute {
  operation: Operation;
  pattern: RegExp;
  names: string[];
  /** Literal characters in the template: the more, the more specific. */
  specificity: number;
}

export class Router {
  private readonly routes: CompiledRoute[];

  constructor(operations: readonly Operation[]) {
    this.routes = operations.map(compile).sort((a, b) => b.specificity - a.specificity);
  }

  /** `pathname` is the raw, still percent-encoded path: Octokit encodes `/` inside `{path}` as %2F. */
  match(method: string, pathname: string): RouteMatch | null {
    for (const route of this.routes) {
      if (route.operation.method !== method) continue;
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      let decodable = true;
      route.names.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(m[i + 1] ?? "");
        } catch {
          decodable = false;
        }
      });
      if (decodable) return { operation: route.operation, params };
    }
    return null;
  }
}

function compile(operation: Operation): CompiledRoute {
  const multi = new Set(operation.pathParameters.filter((p) => p.multiSegment).map((p) => p.name));
  const names: string[] = [];
  let specificity = 0;
  const source = operation.path.replace(/\{([^}]+)\}|[^{]+/g, (token, name: string | undefined) => {
    if (name === undefined) {
      specificity += token.length;
      return token.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
    }
    names.push(name);
    return multi.has(name) ? "(.+)" : "([^/]+)";
  });
  return { operation, pattern: new RegExp(`^${source}$`), names, specificity };
}
