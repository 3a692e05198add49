import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("shares one load between concurrent and later calls, per key", async () => {
    const load = vi.fn((key: string) => Promise.resolve(`${key}!`));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get("a"), get("a")]);
    expect([a, b, await get("a"), await get("b")]).toEqual(["a!", "a!", "a!", "b!"]);
    expect(load.mock.calls).toEqual([["a"], ["b"]]);
  });

  it("answers a loaded key with a promise that is already resolved (no task of its own)", async () => {
    const get = loadOnce((key: string) => Promise.resolve(key.length));
    await get("abc");
    let value: number | undefined;
    void get("abc").then((v) => (value = v));
    // one microtask turn, no timer: the value is there before anything queued behind it
    await Promise.resolve();
    expect(value).toBe(3);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk")).mockResolvedValueOnce("ok");
    const get = loadOnce(load as (key: string) => Promise<string>);
    await expect(get("a")).rejects.toThrow("chunk");
    await expect(get("a")).resolves.toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
