/**
 * The one error every API call rejects with: its message reads
 * `Error GET /blocks/123 : <reason>`. `status` is the HTTP status when the server answered;
 * `kind` tells what went wrong so callers can retry network faults and 5xx but not 4xx.
 */
export type ApiErrorKind =
  "http" | "network" | "timeout" | "invalid-json" | "invalid-shape" | "api-error";

export class ApiError extends Error {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly reason: string;
  readonly status: number | undefined;
  readonly kind: ApiErrorKind;

  constructor(opts: {
    method: "GET" | "POST";
    path: string;
    reason: string;
    kind: ApiErrorKind;
    status?: number;
  }) {
    super(`Error ${opts.method} ${opts.path} : ${opts.reason}`);
    this.name = "ApiError";
    this.method = opts.method;
    this.path = opts.path;
    this.reason = opts.reason;
    this.kind = opts.kind;
    this.status = opts.status;
  }

  /**
   * 404: "not found" is an answer (the page shows "could not be found on the blockchain"), not a
   * failure.
   */
  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** Worth retrying: network faults, time-outs, 429 and 5xx; never other 4xx or bad shapes. */
  get isRetryable(): boolean {
    if (this.kind === "network" || this.kind === "timeout") return true;
    if (this.status === undefined) return false;
    return this.status === 429 || this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for an ApiError carrying HTTP 404 (unknown id, unknown wallet...). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.isNotFound;
}

/**
 * What went wrong, as a visitor is told it (the error view picks its words by this, never by the
 * error's message):
 * - `unreachable`: no answer at all (network failure, refused connection, CORS, no server set);
 * - `timeout`: no answer within the client's time-out;
 * - `busy`: HTTP 429, the node asks to slow down;
 * - `server`: HTTP 5xx, or an answer carrying an `error` field;
 * - `unreadable`: an answer that is not JSON or not in the expected shape;
 * - `refused`: any other HTTP 4xx (400, 422…): the node will not answer this request;
 * - `not-found`: HTTP 404;
 * - `app`: anything that is not an answer of the node (an error of the page itself).
 */
export type FailureKind =
  "unreachable" | "timeout" | "busy" | "server" | "unreadable" | "refused" | "not-found" | "app";

/** The browsers' words for a fetch that got no answer at all (Chromium, Firefox, Safari). */
const FETCH_FAILED =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** The {@link FailureKind} of any thrown value. */
export function failureKind(error: unknown): FailureKind {
  if (isApiError(error)) {
    switch (error.kind) {
      case "network":
        return "unreachable";
      case "timeout":
        return "timeout";
      case "invalid-json":
      case "invalid-shape":
        return "unreadable";
      case "api-error":
        return "server";
      case "http": {
        const status = error.status ?? 0;
        if (status === 404) return "not-found";
        if (status === 429) return "busy";
        if (status >= 500) return "server";
        return "refused";
      }
    }
  }
  if (error instanceof TypeError && FETCH_FAILED.test(error.message)) return "unreachable";
  return "app";
}

/**
 * The technical detail of an error for the "Technical details" disclosure, one line:
 * `GET /blocks/123 · HTTP 500 · Internal Server Error: boom` for an ApiError (method, path, status
 * when the node answered, the reason), `TypeError: x is undefined` for anything else; null when
 * there is nothing to tell.
 */
export function technicalDetail(error: unknown): string | null {
  if (isApiError(error)) {
    return [
      `${error.method} ${error.path}`,
      error.status !== undefined ? `HTTP ${error.status}` : null,
      error.reason,
    ]
      .filter(Boolean)
      .join(" · ");
  }
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (typeof error === "string" && error) return error;
  return null;
}
