import ky, { HTTPError, TimeoutError } from "ky";
import * as v from "valibot";
import { ApiError } from "./errors";
import { isDotSegment } from "./dot-segment";

/** Query-string values; undefined/null/"" are left out, arrays are comma-joined. */
export type SearchParams = Record<string, string | number | boolean | undefined | null>;

interface ClientSettings {
  /** ARK Core public API base URL, ending in /api (no trailing slash needed). */
  server: string;
  /**
   * Per-request time-out in milliseconds (default 10 s: a hung node must not leave a page
   * spinning).
   */
  timeoutMs: number;
}

const settings: ClientSettings = { server: "", timeoutMs: 10_000 };

/** Binds the client to the network's server; called once at start-up by the app. */
export function configureApi(next: Partial<ClientSettings>): void {
  if (next.server !== undefined) settings.server = next.server.replace(/\/+$/, "");
  if (next.timeoutMs !== undefined) settings.timeoutMs = next.timeoutMs;
}

export function apiServer(): string {
  return settings.server;
}

/**
 * The query string of a request: empty values left out, keys in code-unit order. Sorting makes the
 * URL of a call the same whatever order its caller spread the parameters in, so every visitor asking
 * the same thing sends the same URL and a shared HTTP cache in front of the node (docs/deploy.md)
 * answers them all from one entry.
 */
export function queryString(params: SearchParams | undefined): string {
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    entries.push([key, String(value)]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

function reasonOf(body: unknown, fallback: string): string {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    const message = typeof b.message === "string" ? b.message : undefined;
    const error = typeof b.error === "string" ? b.error : undefined;
    if (message && error && message !== error) return `${error}: ${message}`;
    if (message ?? error) return (message ?? error) as string;
  }
  return fallback;
}

/**
 * Sends one request to the ARK Core API and returns the validated JSON body.
 * `path` is relative to the server (`blocks/123`); every segment taken from user input must be
 * passed through `encodeURIComponent` by the caller (see `segment`).
 * Rejects with ApiError: non-2xx (`http`, with status), network failure, time-out, invalid JSON,
 * a body carrying an `error` field (`api-error`: some nodes answer errors with status 200), or a
 * body failing `schema` (`invalid-shape`).
 */
export async function request<S extends v.GenericSchema>(
  method: "GET" | "POST",
  path: string,
  schema: S,
  opts: { searchParams?: SearchParams; json?: unknown; signal?: AbortSignal } = {},
): Promise<v.InferOutput<S>> {
  const shownPath = `/${path}`;
  const fail = (kind: ApiError["kind"], reason: string, status?: number) =>
    new ApiError({ method, path: shownPath, reason, kind, status });
  if (!settings.server) throw fail("network", "no API server configured");
  let text: string;
  let status: number;
  try {
    const response = await ky(`${settings.server}/${path}`, {
      method,
      searchParams: queryString(opts.searchParams),
      json: opts.json,
      signal: opts.signal,
      timeout: settings.timeoutMs,
      retry: 0,
      throwHttpErrors: true,
      headers: { accept: "application/json" },
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (error instanceof HTTPError) {
      let body: unknown = undefined;
      try {
        body = await error.response.json();
      } catch {
        /* not JSON: keep the status text */
      }
      throw fail(
        "http",
        reasonOf(body, `${error.response.status} ${error.response.statusText}`.trim()),
        error.response.status,
      );
    }
    if (error instanceof TimeoutError)
      throw fail("timeout", `no answer within ${settings.timeoutMs / 1000} s`);
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw fail("network", error instanceof Error ? error.message : "network error");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw fail("invalid-json", "the answer is not valid JSON", status);
  }
  if (body && typeof body === "object" && "error" in body && (body as { error: unknown }).error) {
    throw fail("api-error", reasonOf(body, "error"), status);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.length
      ? issue.path.map((item) => String(item.key)).join(".")
      : "body";
    throw fail("invalid-shape", `unexpected answer at ${where}: ${issue.message}`, status);
  }
  return parsed.output;
}

/**
 * Encodes one path segment taken from a URL or a user (ids, addresses, usernames). Throws a
 * RangeError for `.` and `..` (also percent-encoded): `encodeURIComponent` leaves dots as they are,
 * so `wallets/..` would reach the browser as a request for `/api/` itself and `delegates/../blocks`
 * as one for `/api/blocks`: another endpoint than the caller meant.
 */
export function segment(value: string | number): string {
  const text = String(value);
  if (isDotSegment(text))
    throw new RangeError(`"${text}" cannot be a path segment of an API request`);
  return encodeURIComponent(text);
}
