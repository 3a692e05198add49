import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/shared/api/client";
import { getRoundDelegates } from "@/shared/api/endpoints/delegates";
import { PAST_ROUND_GC_MS, roundBlocksQuery, roundMembersQuery } from "./delegate-queries";

vi.mock("@/shared/api/endpoints/blocks", () => ({
  getBlocksByHeightRange: vi.fn(async (from: number, to: number) => [{ from, to }]),
}));
vi.mock("@/shared/api/endpoints/delegates", () => ({
  getRoundDelegates: vi.fn(async (round: number) => [{ publicKey: `pk${round}`, votes: "100" }]),
}));

describe("roundMembersQuery", () => {
  it("keeps the newest round asked for across page loads (localStorage), never an older one over it", async () => {
    configureApi({ server: "http://node.test/api", timeoutMs: 1000 });
    localStorage.clear();
    const asked = vi.mocked(getRoundDelegates);
    asked.mockClear();
    expect(roundMembersQuery(7).initialData).toBeUndefined();
    await new QueryClient().fetchQuery(roundMembersQuery(7));
    // a history reading older rounds leaves the kept one alone
    await new QueryClient().fetchQuery(roundMembersQuery(5));
    expect(asked.mock.calls.map(([round]) => round)).toEqual([7, 5]);
    // "a reload": the page goes away (its cache writes are stored), a new client finds round 7
    // without asking
    window.dispatchEvent(new Event("pagehide"));
    expect(Object.keys(localStorage)).toHaveLength(1);
    const reloaded = new QueryClient();
    expect(await reloaded.fetchQuery(roundMembersQuery(7))).toEqual([
      { publicKey: "pk7", votes: "100" },
    ]);
    expect(asked).toHaveBeenCalledTimes(2);
    expect(roundMembersQuery(5).initialData).toBeUndefined();
    // garbage in storage is a miss, not a crash
    for (const key of Object.keys(localStorage))
      localStorage.setItem(key, '{"updatedAt":1,"data":{"round":7,"members":[{"publicKey":3}]}}');
    expect(roundMembersQuery(7).initialData).toBeUndefined();
    // votes that are no arktoshi amount (`new Big("abc")` throws) are a miss too
    for (const key of Object.keys(localStorage))
      localStorage.setItem(
        key,
        '{"updatedAt":1,"data":{"round":7,"members":[{"publicKey":"pk7","votes":"abc"}]}}',
      );
    expect(roundMembersQuery(7).initialData).toBeUndefined();
    for (const key of Object.keys(localStorage))
      localStorage.setItem(
        key,
        '{"updatedAt":1,"data":{"round":7,"members":[{"publicKey":"pk7","votes":"123"}]}}',
      );
    expect(roundMembersQuery(7).initialData).toEqual([{ publicKey: "pk7", votes: "123" }]);
  });
});

afterEach(() => vi.useRealTimers());

describe("roundBlocksQuery", () => {
  it("keys the round in progress on the height and a complete round once", () => {
    expect(roundBlocksQuery(3, 51, 120).queryKey.at(-1)).toBe(120);
    expect(roundBlocksQuery(3, 51, 153).queryKey.at(-1)).toBe("complete");
    expect(roundBlocksQuery(3, 51, 400).queryKey).toEqual(roundBlocksQuery(3, 51, 153).queryKey);
  });

  it("drops an answer of the round in progress once nothing observes it, keeps a complete round", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const inProgress = roundBlocksQuery(3, 51, 120);
    const complete = roundBlocksQuery(2, 51, 120);
    const unsubscribers = [inProgress, complete].map((options) =>
      new QueryObserver(client, options).subscribe(() => undefined),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(client.getQueryData(inProgress.queryKey)).toEqual([{ from: 102, to: 120 }]);
    for (const unsubscribe of unsubscribers) unsubscribe();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.getQueryState(inProgress.queryKey)).toBeUndefined();
    expect(client.getQueryData(complete.queryKey)).toEqual([{ from: 51, to: 102 }]);
    // a past round never changes: kept well past the default 5 minutes for a return to the monitor
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(client.getQueryData(complete.queryKey)).toEqual([{ from: 51, to: 102 }]);
    await vi.advanceTimersByTimeAsync(PAST_ROUND_GC_MS);
    expect(client.getQueryState(complete.queryKey)).toBeUndefined();
    client.clear();
  });
});
