import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors";
import { ASK_AGAIN_MS, askUntilKnown, NotYetKnownError, stillAsking } from "./lagging-pool";

afterEach(() => vi.useRealTimers());

const notFound = () =>
  new ApiError({
    method: "GET",
    path: "/rounds/9/delegates",
    reason: "Round not found",
    kind: "http",
    status: 404,
  });
const isNotFound = (e: unknown) => e instanceof ApiError && e.isNotFound;

describe("askUntilKnown: a pool member behind the others answers 'not found'", () => {
  it("asks again after ASK_AGAIN_MS until a member knows it", async () => {
    vi.useFakeTimers();
    const ask = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(notFound())
      .mockResolvedValueOnce("round 9");
    const answer = askUntilKnown(ask, isNotFound);
    await vi.advanceTimersByTimeAsync(ASK_AGAIN_MS - 1);
    expect(ask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe("round 9");
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("gives up after five asks with the last 'not found'; any other error at once", async () => {
    const never = vi.fn(async () => {
      throw notFound();
    });
    await expect(askUntilKnown(never, isNotFound, undefined, 1)).rejects.toMatchObject({
      status: 404,
    });
    expect(never).toHaveBeenCalledTimes(5);
    const down = vi.fn(async () => {
      throw new ApiError({ method: "GET", path: "/x", reason: "down", kind: "network" });
    });
    await expect(askUntilKnown(down, isNotFound, undefined, 1)).rejects.toMatchObject({
      kind: "network",
    });
    expect(down).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when the request is cancelled", async () => {
    const controller = new AbortController();
    const ask = vi.fn(async () => {
      throw notFound();
    });
    const answer = askUntilKnown(ask, isNotFound, controller.signal, 60_000);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    controller.abort(new Error("left the page"));
    await expect(answer).rejects.toThrow("left the page");
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

describe("NotYetKnownError", () => {
  it("is still a 'not found' answer, asked again for a while", () => {
    const error = new NotYetKnownError(notFound());
    expect(error.isNotFound).toBe(true);
    expect(error.message).toBe("Error GET /rounds/9/delegates : Round not found");
    expect(stillAsking({ error, errorUpdateCount: 1 })).toBe(true);
    expect(stillAsking({ error, errorUpdateCount: 40 })).toBe(false);
    expect(stillAsking({ error: notFound(), errorUpdateCount: 1 })).toBe(false);
  });
});
