/**
 * The one error every API call rejects with: its message reads
 * `Error GET /blocks/123 : <reason>`. `status` is the HTTP status when the server answered;
 * `kind` tells what went wrong so callers can retry network faults and 5xx but not 4xx.
 */
export type ApiErrorKind = "http" | "network" | "timeout" | "invalid-json" | "invalid-shape" | "api-error";

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
