import {
  focusManager,
  onlineManager,
  QueryClient,
  type QueryClientConfig,
} from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { MutationCache } from "./read-only-mutation-cache";

/** A client on the read-only cache, as the production build makes it. */
function client(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache() as unknown as NonNullable<
      QueryClientConfig["mutationCache"]
    >,
  });
}

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe("the read-only mutation cache", () => {
  it("serves every call the QueryClient makes on its mutation cache", async () => {
    const c = client();
    c.mount();
    // focus and reconnect resume paused mutations
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await expect(c.resumePausedMutations()).resolves.toBeUndefined();
    expect(c.isMutating()).toBe(0);
    c.clear();
    c.unmount();
  });

  it("leaves queries as they are: fetch, cache, clear", async () => {
    const c = client();
    c.mount();
    await expect(
      c.fetchQuery({ queryKey: ["height"], queryFn: () => Promise.resolve(42) }),
    ).resolves.toBe(42);
    expect(c.getQueryData(["height"])).toBe(42);
    c.clear();
    expect(c.getQueryData(["height"])).toBeUndefined();
    c.unmount();
  });
});
