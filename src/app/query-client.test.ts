import { describe, expect, it } from "vitest";
import { ApiError, type ApiErrorKind } from "@/shared/api/errors";
import { createQueryClient } from "./query-client";

const retry = createQueryClient().getDefaultOptions().queries?.retry as (
  count: number,
  error: Error,
) => boolean;
const apiError = (kind: ApiErrorKind, status?: number) =>
  new ApiError({
    method: "GET",
    path: "/wallets/x",
    reason: "test",
    kind,
    ...(status === undefined ? {} : { status }),
  });
/** How many times the rule lets a query be retried for `error`. */
const retries = (error: Error) => {
  let count = 0;
  while (count < 10 && retry(count, error)) count++;
  return count;
};

describe("the app's retry rule (every query without an override)", () => {
  it("never retries a 404: an unknown block, transaction or wallet shows at once", () => {
    expect(retries(apiError("http", 404))).toBe(0);
  });
  it("never retries other 4xx (a 422 for a parameter a node refuses) nor a malformed answer", () => {
    expect(retries(apiError("http", 422))).toBe(0);
    expect(retries(apiError("http", 400))).toBe(0);
    expect(retries(apiError("invalid-shape", 200))).toBe(0);
    expect(retries(apiError("invalid-json", 200))).toBe(0);
  });
  it("retries network faults, time-outs, 429 and 5xx twice", () => {
    expect(retries(apiError("network"))).toBe(2);
    expect(retries(apiError("timeout"))).toBe(2);
    expect(retries(apiError("http", 429))).toBe(2);
    expect(retries(apiError("http", 503))).toBe(2);
  });
  it("retries an error that is not an API answer once", () => {
    expect(retries(new Error("price service down"))).toBe(1);
  });
});
