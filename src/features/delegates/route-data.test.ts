import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { chainKeys } from "@/shared/network/queries";
import { roundBlocksQuery, roundMembersQuery } from "./api/delegate-queries";
import { delegateMonitorData } from "./route-data";

/** What delegateMonitorData starts, once the height and the active delegate count are known. */
async function started(height: number, activeDelegates: number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(chainKeys.blockchain(), { height });
  queryClient.setQueryData(chainKeys.configuration(), { activeDelegates });
  const prefetch = vi.spyOn(queryClient, "prefetchQuery").mockResolvedValue(undefined);
  delegateMonitorData({ queryClient, params: {}, searchParams: new URLSearchParams() });
  await vi.waitFor(() => expect(prefetch.mock.calls.length).toBeGreaterThan(0));
  return prefetch.mock.calls.map(
    ([options]) => options as { queryKey: unknown[]; gcTime?: number },
  );
}

describe("delegateMonitorData", () => {
  it("starts the members and blocks of the rounds the monitor's first view shows, under its keys", async () => {
    // height 560 with 51 delegates: round 11 in progress, the next block is in it too
    const calls = await started(560, 51);
    const keys = calls.map((c) => c.queryKey);
    expect(keys).toEqual([
      roundMembersQuery(10).queryKey,
      roundMembersQuery(11).queryKey,
      roundBlocksQuery(10, 51, 560).queryKey,
      roundBlocksQuery(11, 51, 560).queryKey,
    ]);
  });

  it("right after a round's last block: the round that ended, the one before it and the next one", async () => {
    const keys = (await started(561, 51)).map((c) => c.queryKey);
    expect(keys).toEqual([
      roundMembersQuery(10).queryKey,
      roundMembersQuery(11).queryKey,
      roundMembersQuery(12).queryKey,
      roundBlocksQuery(11, 51, 561).queryKey,
      roundBlocksQuery(12, 51, 561).queryKey,
    ]);
  });

  it("keeps the round in progress long enough for the page's code to arrive (the monitor itself drops it at once)", async () => {
    const calls = await started(560, 51);
    const inProgress = calls.find(
      (c) => JSON.stringify(c.queryKey) === JSON.stringify(roundBlocksQuery(11, 51, 560).queryKey),
    );
    expect(roundBlocksQuery(11, 51, 560).gcTime).toBe(0);
    expect(inProgress?.gcTime).toBeGreaterThanOrEqual(30_000);
  });

  it("round 1 asks for no round 0", async () => {
    const keys = (await started(20, 51)).map((c) => c.queryKey);
    expect(keys).toEqual([roundMembersQuery(1).queryKey, roundBlocksQuery(1, 51, 20).queryKey]);
  });

  it("leaves a failed height or configuration to the page: nothing is started", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const prefetch = vi.spyOn(queryClient, "prefetchQuery").mockResolvedValue(undefined);
    vi.spyOn(queryClient, "ensureQueryData").mockRejectedValue(new Error("down"));
    delegateMonitorData({ queryClient, params: {}, searchParams: new URLSearchParams() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
