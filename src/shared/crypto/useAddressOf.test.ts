import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAddressOf } from "./useAddressOf";

// @arkecosystem/crypto@3.9.1 Identities.Address.fromPublicKey (see address.test.ts)
const KEY = "0381e2bf36b9f435d89fccd0a9d71e6633b2cfb2df1e40427473787bf1c956680f";

describe("useAddressOf: an address derived with hashing code loaded on first use", () => {
  it("gives the key's address on the network's prefix once loaded, and follows a new prefix", async () => {
    const { result, rerender } = renderHook(({ prefix }) => useAddressOf(KEY, prefix), {
      initialProps: { prefix: 23 },
    });
    await waitFor(() => expect(result.current).toBe("AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed"));
    rerender({ prefix: 30 });
    // never the other network's address meanwhile
    expect(
      result.current === undefined || result.current === "D8AJQdU9cQnfLtUTJTTBAXqTUFs5eKy5oi",
    ).toBe(true);
    await waitFor(() => expect(result.current).toBe("D8AJQdU9cQnfLtUTJTTBAXqTUFs5eKy5oi"));
  });

  it("gives nothing for no key, a username or a malformed key", async () => {
    for (const key of [undefined, "genesis_1", "04" + "a".repeat(64), `${KEY}00`]) {
      const { result } = renderHook(() => useAddressOf(key, 23));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(result.current).toBeUndefined();
    }
  });
});
