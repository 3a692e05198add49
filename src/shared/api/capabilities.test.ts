import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  getCapability,
  noteCoreVersion,
  noteCoreVersionPending,
  probeOnce,
  resetCapabilities,
  setCapability,
  withCapability,
} from "./capabilities";
import { ApiError } from "./errors";

const notFound = new ApiError({
  method: "POST",
  path: "/transactions/search",
  reason: "Not Found",
  kind: "http",
  status: 404,
});

describe("withCapability: API generations found by a 404/422 answer, remembered per session", () => {
  beforeEach(() => {
    resetCapabilities();
    sessionStorage.clear();
  });
  it("uses the legacy form when it answers", async () => {
    const legacy = vi.fn(async () => "old");
    const modern = vi.fn(async () => "new");
    expect(await withCapability("s1", "postSearch", legacy, modern)).toBe("old");
    expect(modern).not.toHaveBeenCalled();
    expect(getCapability("s1", "postSearch")).toBe(true);
  });
  it("falls back on 404 and then goes straight to the modern form", async () => {
    const legacy = vi.fn(async () => Promise.reject(notFound));
    const modern = vi.fn(async () => "new");
    expect(await withCapability("s2", "postSearch", legacy, modern)).toBe("new");
    expect(await withCapability("s2", "postSearch", legacy, modern)).toBe("new");
    expect(legacy).toHaveBeenCalledTimes(1);
    resetCapabilities(); // memory gone, sessionStorage remembers
    expect(getCapability("s2", "postSearch")).toBe(false);
  });
  it("other errors propagate and are not remembered", async () => {
    const boom = new ApiError({
      method: "GET",
      path: "/x",
      reason: "down",
      kind: "http",
      status: 503,
    });
    await expect(
      withCapability(
        "s3",
        "postSearch",
        () => Promise.reject(boom),
        async () => "new",
      ),
    ).rejects.toBe(boom);
    expect(getCapability("s3", "postSearch")).toBeUndefined();
  });
  it("a POST lost to its CORS preflight, then a 4xx for the modern form: the legacy form is remembered as absent", async () => {
    const cors = new ApiError({
      method: "POST",
      path: "/transactions/search",
      reason: "Failed to fetch",
      kind: "network",
    });
    const invalid = new ApiError({
      method: "GET",
      path: "/transactions",
      reason: "Unprocessable Entity",
      kind: "http",
      status: 422,
    });
    const legacy = vi.fn(async () => Promise.reject(cors));
    const modern = vi.fn(async () => Promise.reject(invalid));
    await expect(withCapability("s4", "postSearch", legacy, modern)).rejects.toBe(invalid);
    await expect(withCapability("s4", "postSearch", legacy, modern)).rejects.toBe(invalid);
    expect(legacy).toHaveBeenCalledTimes(1);
    expect(getCapability("s4", "postSearch")).toBe(false);
  });
  it("a network error then a 5xx proves nothing: not remembered", async () => {
    const cors = new ApiError({
      method: "POST",
      path: "/transactions/search",
      reason: "Failed to fetch",
      kind: "network",
    });
    const down = new ApiError({
      method: "GET",
      path: "/transactions",
      reason: "Bad Gateway",
      kind: "http",
      status: 502,
    });
    await expect(
      withCapability(
        "s5",
        "postSearch",
        () => Promise.reject(cors),
        () => Promise.reject(down),
      ),
    ).rejects.toBe(down);
    expect(getCapability("s5", "postSearch")).toBeUndefined();
  });
});

describe("withCapability: one probe per capability and node, also for calls made together", () => {
  beforeEach(() => {
    resetCapabilities();
    sessionStorage.clear();
  });
  /** A legacy form whose answers the test releases one by one. */
  function heldLegacy() {
    const calls: Array<{ resolve: (v: string) => void; reject: (e: unknown) => void }> = [];
    const legacy = vi.fn(
      () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })),
    );
    return { legacy, calls };
  }
  const refused = new ApiError({
    method: "GET",
    path: "/transactions",
    reason: '"timestamp.from" is not allowed',
    kind: "http",
    status: 422,
  });

  it("queries that start together while the capability is unknown share ONE probe of a refused form", async () => {
    const { legacy, calls } = heldLegacy();
    const modern = vi.fn(async () => "new");
    const results = Promise.all(
      [1, 2, 3].map(() => withCapability("c1", "postSearch", legacy, modern)),
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.reject(refused);
    expect(await results).toEqual(["new", "new", "new"]);
    expect(legacy).toHaveBeenCalledTimes(1);
    expect(modern).toHaveBeenCalledTimes(3);
    expect(getCapability("c1", "postSearch")).toBe(false);
  });
  it("…and of an accepted form: the others then use it without probing", async () => {
    const { legacy, calls } = heldLegacy();
    const results = Promise.all(
      [1, 2].map(() => withCapability("c2", "postSearch", legacy, async () => "new")),
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.resolve("old");
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve("old again");
    expect(await results).toEqual(["old", "old again"]);
    expect(getCapability("c2", "postSearch")).toBe(true);
  });
  it("a probe that settles nothing (a 5xx) lets ONE waiting call probe next", async () => {
    const { legacy, calls } = heldLegacy();
    const down = new ApiError({
      method: "POST",
      path: "/transactions/search",
      reason: "Bad Gateway",
      kind: "http",
      status: 502,
    });
    const first = withCapability("c3", "postSearch", legacy, async () => "new");
    const others = Promise.all(
      [1, 2].map(() => withCapability("c3", "postSearch", legacy, async () => "new")),
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.reject(down);
    await expect(first).rejects.toBe(down);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(2);
    calls[1]!.reject(refused);
    expect(await others).toEqual(["new", "new"]);
    expect(legacy).toHaveBeenCalledTimes(2);
  });
  it("probeOnce: an endpoint that learns a capability itself gets the same sharing", async () => {
    const { legacy, calls } = heldLegacy();
    const run = vi.fn(async () => {
      if (getCapability("c8", "delegatesServerOrder") === false) return "without";
      await legacy().catch(() => setCapability("c8", "delegatesServerOrder", false));
      return "refused";
    });
    const results = Promise.all([1, 2, 3].map(() => probeOnce("c8", "delegatesServerOrder", run)));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.reject(refused);
    expect((await results).sort()).toEqual(["refused", "without", "without"]);
    expect(legacy).toHaveBeenCalledTimes(1);
  });
  it("capabilities and nodes are probed apart", async () => {
    const { legacy, calls } = heldLegacy();
    void withCapability("c4", "postSearch", legacy, async () => "new");
    void withCapability("c4", "locksUnlocked", legacy, async () => "new");
    void withCapability("c5", "postSearch", legacy, async () => "new");
    await vi.waitFor(() => expect(calls).toHaveLength(3));
  });
  it("a POST search refused for its input (422) proves the route: remembered as there, the error is the call's", async () => {
    const invalid = new ApiError({
      method: "POST",
      path: "/transactions/search",
      reason: 'child "amount" fails',
      kind: "http",
      status: 422,
    });
    const modern = vi.fn(async () => "new");
    await expect(
      withCapability("c6", "postSearch", () => Promise.reject(invalid), modern),
    ).rejects.toBe(invalid);
    expect(modern).not.toHaveBeenCalled();
    expect(getCapability("c6", "postSearch")).toBe(true);
    // a GET refused with 422 is a key the node does not know: the capability's absence
    expect(
      await withCapability("c7", "businessesEndpoint", () => Promise.reject(refused), modern),
    ).toBe("new");
    expect(getCapability("c7", "businessesEndpoint")).toBe(false);
  });
});

describe("noteCoreVersion: a 3.x node goes straight to the GET filters (no failing POST probe)", () => {
  beforeEach(() => {
    resetCapabilities();
    sessionStorage.clear();
  });
  it("marks postSearch unsupported for core 3.x and leaves 2.6 (no version) to the probe", async () => {
    noteCoreVersion("v3", "3.9.1");
    expect(getCapability("v3", "postSearch")).toBe(false);
    const legacy = vi.fn(async () => "old");
    expect(await withCapability("v3", "postSearch", legacy, async () => "new")).toBe("new");
    expect(legacy).not.toHaveBeenCalled();
    noteCoreVersion("v2", undefined);
    noteCoreVersion("v2b", "2.6.36");
    noteCoreVersion("junk", "<script>");
    expect(getCapability("v2", "postSearch")).toBeUndefined();
    expect(getCapability("v2b", "postSearch")).toBeUndefined();
    expect(getCapability("junk", "postSearch")).toBeUndefined();
  });
  it("a probe waits for the node configuration in flight: a 3.x answer settles it with no POST", async () => {
    let answer: (version: string) => void = () => undefined;
    const nodeConfiguration = new Promise<string>((resolve) => (answer = resolve));
    noteCoreVersionPending(
      "v3late",
      nodeConfiguration.then((version) => noteCoreVersion("v3late", version)),
    );
    const legacy = vi.fn(async () => "old");
    const result = withCapability("v3late", "postSearch", legacy, async () => "new");
    await Promise.resolve();
    expect(legacy).not.toHaveBeenCalled();
    answer("3.9.1");
    expect(await result).toBe("new");
    expect(legacy).not.toHaveBeenCalled();
  });
  it("a failed node configuration leaves the decision to the probe", async () => {
    noteCoreVersionPending("v2late", Promise.reject(new Error("timeout")));
    const legacy = vi.fn(async () => "old");
    expect(await withCapability("v2late", "postSearch", legacy, async () => "new")).toBe("old");
  });
  it("a server is the same with or without a trailing slash", () => {
    noteCoreVersion("http://node:4003/api/", "3.9.1");
    expect(getCapability("http://node:4003/api", "postSearch")).toBe(false);
  });
  it("never overrides what an answer taught", () => {
    setCapability("learned", "postSearch", true);
    noteCoreVersion("learned", "3.0.0");
    expect(getCapability("learned", "postSearch")).toBe(true);
  });
});
