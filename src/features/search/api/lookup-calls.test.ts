import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteCoreVersion, resetCapabilities } from "@/shared/api/capabilities";
import { FAKE_SERVER, fakeNode, type FakeAnswer } from "@/shared/api/fixtures/fake-node";
import { lookupCalls } from "./lookup-calls";
import { blockQuery } from "@/features/blocks/api/block-queries";
import { isMissing, searchDelegatesQuery } from "./results-queries";

const delegate = (username: string, i: number) => ({
  username,
  address: `A${username}`,
  publicKey: `02${String(i).padStart(64, "0")}`,
  rank: i,
});
const page = (data: unknown[]): FakeAnswer => ({
  status: 200,
  body: { meta: { count: data.length, pageCount: 1, totalCount: data.length }, data },
});
const signal = new AbortController().signal;

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
  noteCoreVersion(FAKE_SERVER, "3.9.1");
});
afterEach(() => vi.unstubAllGlobals());

describe("lookupCalls: the header search's exact lookups share the results page's cache", () => {
  it("a username is found among the name search's matches, and that answer is cached for the results page", async () => {
    const seen = fakeNode((r) =>
      r.path === "delegates"
        ? page([delegate("genesis_1", 1), delegate("genesis_10", 10)])
        : undefined,
    );
    const queryClient = new QueryClient();
    const calls = lookupCalls(queryClient);
    expect(await calls.getDelegate("genesis_1", signal)).toMatchObject({ address: "Agenesis_1" });
    expect(queryClient.getQueryData(searchDelegatesQuery("genesis_1").queryKey)?.data).toHaveLength(
      2,
    );
    // a prefix of names but no such username: rejects (findSearchTarget logs it and goes on)
    await expect(calls.getDelegate("genesis_", signal)).rejects.toThrow();
    expect(seen).toHaveLength(2);
  });

  it("a block that is not there (404) rejects into the block page's own query, which the results page does not ask again", async () => {
    const seen = fakeNode(() => undefined);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(lookupCalls(queryClient).getBlock("42", signal)).rejects.toThrow();
    const state = queryClient.getQueryState(blockQuery("42").queryKey);
    expect(state?.status).toBe("error");
    expect(isMissing(state?.error)).toBe(true);
    // the results page observes it with retryOnMount: false
    const observer = new QueryObserver(queryClient, { ...blockQuery("42"), retryOnMount: false });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();
    expect(seen).toHaveLength(1);
  });
});
