import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCapability, noteCoreVersion, noteCoreVersionPending, resetCapabilities, setCapability, withCapability } from "./capabilities";
import { ApiError } from "./errors";

const notFound = new ApiError({ method: "POST", path: "/transactions/search", reason: "Not Found", kind: "http", status: 404 });

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
    const boom = new ApiError({ method: "GET", path: "/x", reason: "down", kind: "http", status: 503 });
    await expect(withCapability("s3", "postSearch", () => Promise.reject(boom), async () => "new")).rejects.toBe(boom);
    expect(getCapability("s3", "postSearch")).toBeUndefined();
  });
  it("a POST lost to its CORS preflight, then a 4xx for the modern form: the legacy form is remembered as absent", async () => {
    const cors = new ApiError({ method: "POST", path: "/transactions/search", reason: "Failed to fetch", kind: "network" });
    const invalid = new ApiError({ method: "GET", path: "/transactions", reason: "Unprocessable Entity", kind: "http", status: 422 });
    const legacy = vi.fn(async () => Promise.reject(cors));
    const modern = vi.fn(async () => Promise.reject(invalid));
    await expect(withCapability("s4", "postSearch", legacy, modern)).rejects.toBe(invalid);
    await expect(withCapability("s4", "postSearch", legacy, modern)).rejects.toBe(invalid);
    expect(legacy).toHaveBeenCalledTimes(1);
    expect(getCapability("s4", "postSearch")).toBe(false);
  });
  it("a network error then a 5xx proves nothing: not remembered", async () => {
    const cors = new ApiError({ method: "POST", path: "/transactions/search", reason: "Failed to fetch", kind: "network" });
    const down = new ApiError({ method: "GET", path: "/transactions", reason: "Bad Gateway", kind: "http", status: 502 });
    await expect(withCapability("s5", "postSearch", () => Promise.reject(cors), () => Promise.reject(down))).rejects.toBe(down);
    expect(getCapability("s5", "postSearch")).toBeUndefined();
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
    noteCoreVersionPending("v3late", nodeConfiguration.then((version) => noteCoreVersion("v3late", version)));
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
