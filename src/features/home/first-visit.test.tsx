import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  describeRequests,
  firstVisit,
  refusedRequests,
  repeatedRequests,
} from "@/test/first-visit";
import { Component as HomePage } from "./pages/HomePage";
import { homeData } from "./route-data";

/**
 * Home's first visit against a whole node of each API generation (`coreNode`: ARK Core 2.6's
 * strict query schemas, 3.x's routes), counted as the benchmark counts it: at most 6 API requests
 * until settled on both. On 2.6 the 24 h transactions come from POST transactions/search with the
 * one sort key 2.6 takes, in the body: no request is refused, none is asked twice (the 3.x form
 * `transactions?timestamp.from&orderBy=timestamp:desc,sequence:desc,id:desc` was refused with 422
 * and asked again by each part of the page that reads it).
 */

afterEach(() => vi.unstubAllGlobals());
// the page's lazily loaded parts in memory, as a browser has them within the visit: their import
// in the test runner must not outlast the settle time
beforeAll(async () => {
  await Promise.all([import("./components/ChainSummary"), import("./components/LatestBlocks")]);
});

describe("home's first visit: the same budget on ARK Core 2.6 as on 3.x", () => {
  for (const generation of ["3.x", "2.6"] as const) {
    it(`${generation}: at most 6 API requests, none refused, none asked twice`, async () => {
      const seen = await firstVisit(generation, {
        url: "/",
        pattern: "/",
        page: HomePage,
        data: homeData,
      });
      const list = describeRequests(seen);
      // the page got as far as its summary cards (the round's forgers) and both lists
      for (const path of [/^blocks$/, /^rounds\/\d+\/delegates$/, /^delegates$/])
        expect(
          seen.some((r) => path.test(r.path)),
          `${path}\n${list}`,
        ).toBe(true);
      expect(seen.length, list).toBeLessThanOrEqual(6);
      expect(refusedRequests(generation, seen), list).toEqual([]);
      expect(repeatedRequests(seen), list).toEqual([]);
      // the summary's 24 h and the latest transactions: one request, in the generation's form
      const day = seen.filter((r) => r.path.startsWith("transactions"));
      expect(day, list).toHaveLength(1);
      if (generation === "2.6") {
        expect(day[0]).toMatchObject({
          method: "POST",
          path: "transactions/search",
          json: { orderBy: "timestamp:desc" },
        });
        expect(Object.keys(day[0]!.query).sort()).toEqual(["limit", "page"]);
      } else {
        expect(day[0]).toMatchObject({
          method: "GET",
          path: "transactions",
          query: { orderBy: "timestamp:desc,sequence:desc,id:desc" },
        });
      }
    }, 30_000);
  }
});
