// GitHub-shaped error responses. `rejected` separates "the client broke
// GitHub's contract" (a test should fail) from "GitHub said no" (a 404 for a
// missing comment, a 403 for a read-only token), which tests exercise on purpose.

const DOCS = "https://docs.github.com/rest";

export interface GithubValidationError {
  resource: string;
  field?: string;
  code: "missing" | "missing_field" | "invalid" | "already_exists" | "unprocessable" | "custom";
  message?: string;
}

export interface GithubErrorBody {
  message: string;
  errors?: GithubValidationError[];
  documentation_url: string;
  status: string;
}

export class GithubApiError extends Error {
  readonly status: number;
  readonly errors: GithubValidationError[] | undefined;
  /** Why the request violated GitHub's contract, when it did. */
  readonly rejected: string | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, options: { errors?: GithubValidationError[]; rejected?: string; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "GithubApiError";
    this.status = status;
    this.errors = options.errors;
    this.rejected = options.rejected;
    this.headers = options.headers ?? {};
  }

  toBody(): GithubErrorBody {
    return {
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      documentation_url: DOCS,
      status: String(this.status),
    };
  }
}

export const notFound = (): GithubApiError => new GithubApiError(404, "Not Found");

/** A request GitHub would refuse with 422; always a contract violation. */
export function invalidRequest(reason: string, errors?: GithubValidationError[]): GithubApiError {
  return new GithubApiError(422, errors ? "Validation Failed" : `Invalid request.\n\n${reason}`, {
    rejected: reason,
    ...(errors ? { errors } : {}),
  });
}

/** A 422 that follows from the state, not the request's shape (e.g. a second pending review). */
export function unprocessable(message: string): GithubApiError {
  return new GithubApiError(422, message);
}
