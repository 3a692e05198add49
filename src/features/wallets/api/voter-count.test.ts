import { afterEach, describe, expect, it, vi } from "vitest";

const calls: Array<{
  method: string;
  path: string;
  searchParams?: Record<string, unknown>;
  json?: unknown;
}> = [];
vi.mock("@/shared/api/client", () => ({
  apiServer: () => "http://node/api",
  segment: (v: string) => encodeURIComponent(v),
  request: vi.fn(
    (
      method: string,
      path: string,
      _schema: unknown,
      opts: { searchParams?: Record<string, unknown>; json?: unknown },
    ) => {
      calls.push({ method, path, searchParams: opts.searchParams, json: opts.json });
      if (method === "POST") {
        return Promise.reject(
          Object.assign(new Error("Error POST wallets/search : Not Found"), {
            name: "ApiError",
            status: 404,
          }),
        );
      }
      return Promise.resolve({ data: [], meta: { pageCount: 1, totalCount: 7 } });
    },
  ),
}));
vi.mock("@/shared/api/errors", () => ({
  isApiError: (e: unknown) => typeof e === "object" && e !== null && "status" in e,
}));

const { countVoters } = await import("@/shared/api/endpoints/wallets");
const { resetCapabilities } = await import("@/shared/api/capabilities");

afterEach(() => {
  calls.length = 0;
  resetCapabilities();
  sessionStorage.clear();
});

describe("voter count (voters above 0.1 token)", () => {
  it("asks for voters above 0.1 token, page 1, limit 1, and reads meta.totalCount", async () => {
    expect(await countVoters("02abc")).toBe(7);
    const post = calls.find((c) => c.method === "POST");
    expect(post).toMatchObject({
      path: "wallets/search",
      searchParams: { page: 1, limit: 1 },
      json: { vote: "02abc", balance: { from: "10000000" } },
    });
  });
  it("falls back to GET wallets with attributes.vote and balance.from on 3.x", async () => {
    await countVoters("02abc");
    const get = calls.find((c) => c.method === "GET");
    expect(get).toMatchObject({
      path: "wallets",
      searchParams: { "attributes.vote": "02abc", "balance.from": "10000000", page: 1, limit: 1 },
    });
    expect(get?.searchParams).not.toHaveProperty("vote");
  });
  it("counts every voter with all = true (balance from 0)", async () => {
    await countVoters("02abc", true);
    expect(calls.find((c) => c.method === "GET")?.searchParams).toMatchObject({
      "balance.from": 0,
    });
  });
});
