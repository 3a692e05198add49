import { describe, expect, it } from "vitest";
import { transactionQuery } from "@/features/transactions/api/transaction-queries";
import { expectSameQueries } from "@/shared/routing/test-page-queries";
import { useLockPageQueries } from "./hooks/usePageQueries";
import { lockData } from "./route-data";

const ID = "d".repeat(64);

describe("/lock/{id}: the route's data function starts what the page asks", () => {
  it("the lock transaction; nothing for an odd id", async () => {
    const keys = await expectSameQueries(lockData, useLockPageQueries, "/lock/:id", [
      `/lock/${ID}`,
      `/lock/${ID.toUpperCase()}`,
      "/lock/12",
    ]);
    expect(keys[`/lock/${ID}`]).toEqual([transactionQuery(ID).queryKey]);
    expect(keys["/lock/12"]).toEqual([]);
  });
});
