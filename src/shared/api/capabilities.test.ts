import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCapability, resetCapabilities, withCapability } from "./capabilities";
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
});
