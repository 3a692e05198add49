import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { configureApi, queryString, request, segment } from "./client";
import { ApiError } from "./errors";
import { blockSchema, paged, single } from "./schemas";

const block = {
  id: "11782464846685664190",
  height: 82,
  timestamp: { epoch: 1, unix: 1490101201, human: "x" },
  transactions: 0,
  generator: {
    username: "genesis_1",
    address: "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo",
    publicKey: "03",
  },
  forged: { reward: "0", fee: "0", amount: "0", total: "0" },
};

function respond(body: string, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(body, { status, headers: { "content-type": "application/json" } }),
    ),
  );
}

describe("request: the API error contract", () => {
  beforeEach(() => configureApi({ server: "http://node.test/api/", timeoutMs: 200 }));
  afterEach(() => vi.unstubAllGlobals());

  it("returns the validated body", async () => {
    respond(JSON.stringify({ data: block }));
    const r = await request("GET", "blocks/1", single(blockSchema));
    expect(r.data.height).toBe(82);
    expect(r.data.forged.amount).toBe("0");
  });

  it.each([
    [
      "a non-2xx answer",
      () =>
        respond(
          JSON.stringify({ statusCode: 404, error: "Not Found", message: "Block not found" }),
          404,
        ),
      "http",
      404,
      "Error GET /blocks/1 : Not Found: Block not found",
    ],
    [
      "a body with an error field",
      () => respond(JSON.stringify({ error: "boom" })),
      "api-error",
      200,
      "Error GET /blocks/1 : boom",
    ],
    [
      "invalid JSON",
      () => respond('{"data": {'),
      "invalid-json",
      200,
      "Error GET /blocks/1 : the answer is not valid JSON",
    ],
    [
      "a wrong shape",
      () => respond(JSON.stringify({ data: { ...block, height: "tall" } })),
      "invalid-shape",
      200,
      "Error GET /blocks/1 : unexpected answer at data.height",
    ],
  ])("rejects %s with an ApiError", async (_name, setup, kind, status, message) => {
    setup();
    const error = await request("GET", "blocks/1", single(blockSchema)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.kind).toBe(kind);
    expect(e.status).toBe(status);
    expect(e.message.startsWith(message)).toBe(true);
  });

  it("a network failure is retryable, a 404 is not and reads as not found", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const net = (await request("GET", "blockchain", v.unknown()).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(net.kind).toBe("network");
    expect(net.isRetryable).toBe(true);
    respond("{}", 404);
    const nf = (await request("GET", "x", v.unknown()).catch((e: unknown) => e)) as ApiError;
    expect(nf.isNotFound).toBe(true);
    expect(nf.isRetryable).toBe(false);
  });

  it("5xx and 429 are retryable", async () => {
    respond("{}", 503);
    expect(
      ((await request("GET", "x", v.unknown()).catch((e: unknown) => e)) as ApiError).isRetryable,
    ).toBe(true);
    respond("{}", 429);
    expect(
      ((await request("GET", "x", v.unknown()).catch((e: unknown) => e)) as ApiError).isRetryable,
    ).toBe(true);
  });

  it("a hanging server times out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: unknown, init?: RequestInit) =>
          new Promise((_, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          }),
      ),
    );
    const e = (await request("GET", "blockchain", v.unknown()).catch(
      (x: unknown) => x,
    )) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe("timeout");
  });

  it("sends page params and drops empty ones; encodes path segments", async () => {
    const fetchMock = vi.fn(
      async (_input: Request | string) =>
        new Response(JSON.stringify({ data: [], meta: { pageCount: 1, totalCount: 0 } })),
    );
    vi.stubGlobal("fetch", fetchMock);
    await request("GET", `wallets/${segment("a/../b?c")}/transactions`, paged(v.unknown()), {
      searchParams: { page: 2, limit: 25, type: undefined, orderBy: "" },
    });
    const input = fetchMock.mock.calls[0]![0];
    const url = typeof input === "string" ? input : input.url;
    expect(url).toBe("http://node.test/api/wallets/a%2F..%2Fb%3Fc/transactions?limit=25&page=2");
  });

  it("refuses dot segments, which the browser would resolve into another endpoint", () => {
    for (const dots of [".", "..", "%2E", "%2e%2E", ".%2e", "%2E."]) {
      expect(() => segment(dots), dots).toThrow(RangeError);
    }
    // what the browser would make of them: `/api/delegates/../blocks` asks for `/api/blocks`
    expect(
      new URL(`http://node.test/api/delegates/${encodeURIComponent("..")}/blocks`).pathname,
    ).toBe("/api/blocks");
    // dots within a segment, or three of them, name no folder
    expect(segment("...")).toBe("...");
    expect(segment("a.b")).toBe("a.b");
    expect(segment(".a")).toBe(".a");
    expect(segment("%E0%A4%A")).toBe("%25E0%25A4%25A");
  });

  it("sends one URL per question whatever order the parameters came in (shared caches collapse them)", async () => {
    const fetchMock = vi.fn(
      async (_input: Request | string) =>
        new Response(JSON.stringify({ data: [], meta: { pageCount: 1, totalCount: 0 } })),
    );
    vi.stubGlobal("fetch", fetchMock);
    await request("GET", "blocks", paged(v.unknown()), {
      searchParams: {
        page: 1,
        limit: 100,
        orderBy: "height:asc",
        "height.to": 99,
        "height.from": 1,
      },
    });
    await request("GET", "blocks", paged(v.unknown()), {
      searchParams: {
        "height.from": 1,
        "height.to": 99,
        orderBy: "height:asc",
        limit: 100,
        page: 1,
      },
    });
    const urls = fetchMock.mock.calls.map(([input]) =>
      typeof input === "string" ? input : input.url,
    );
    expect(urls[0]).toBe(
      "http://node.test/api/blocks?height.from=1&height.to=99&limit=100&orderBy=height%3Aasc&page=1",
    );
    expect(urls[1]).toBe(urls[0]);
  });

  it("a POST sends its JSON body with its content type; a GET sends none", async () => {
    // what reached the network, read when it was sent (the body can be read once)
    const sent: {
      method: string;
      url: string;
      type: string | null;
      accept: string | null;
      body: string;
    }[] = [];
    vi.stubGlobal("fetch", async (input: Request | string, init?: RequestInit) => {
      const req = new Request(input, init);
      sent.push({
        method: req.method,
        url: req.url,
        type: req.headers.get("content-type"),
        accept: req.headers.get("accept"),
        body: await req.text(),
      });
      return new Response(JSON.stringify({ data: [], meta: { pageCount: 1, totalCount: 0 } }), {
        headers: { "content-type": "application/json" },
      });
    });
    await request("POST", "transactions/search", paged(v.unknown()), {
      searchParams: { page: 1 },
      json: { vendorField: "%x%" },
    });
    await request("GET", "blocks", paged(v.unknown()));
    const [post, get] = sent;
    expect(post).toMatchObject({
      method: "POST",
      url: "http://node.test/api/transactions/search?page=1",
      type: "application/json",
      body: '{"vendorField":"%x%"}',
    });
    expect(post!.accept).toContain("application/json");
    expect(get).toMatchObject({
      method: "GET",
      url: "http://node.test/api/blocks",
      type: null,
      body: "",
    });
  });

  it("queryString sorts keys by code unit and leaves empty values out", () => {
    expect(
      queryString({
        typeGroup: 1,
        type: 0,
        "asset.claim.lockTransactionId": "x",
        limit: 5,
        orderBy: null,
      }),
    ).toBe("asset.claim.lockTransactionId=x&limit=5&type=0&typeGroup=1");
    expect(queryString({})).toBe("");
    expect(queryString(undefined)).toBe("");
  });

  it("paged answers without meta get a default meta", async () => {
    respond(JSON.stringify({ data: [] }));
    const r = await request("GET", "rounds/1/delegates", paged(v.unknown()));
    expect(r.meta.totalCount).toBe(0);
  });
});
