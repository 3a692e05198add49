import { beforeEach, describe, expect, it } from "vitest";
import { walletDelegateQuery } from "@/features/wallets/api/wallet-queries";
import type { Delegate } from "@/shared/api/schemas";
import { usePreferences } from "@/shared/preferences/store";
import { expectSameQueries } from "@/shared/routing/test-page-queries";
import { votesListQuery } from "./api/vote-queries";
import { useVotesPageQueries } from "./hooks/usePageQueries";
import { votesData } from "./route-data";

const VOTES = "/votes/:page";
const DELEGATE = {
  username: "genesis_1",
  address: "ANBkoGqWeTSiaEVgVzSKZd3jS7UWzv9PSo",
  publicKey: "03287bfebba4c7881a0509717e71b34b63f31e40021c321f89ae04f84be6d6ac37",
  votes: "245151970000000",
} as Delegate;

beforeEach(() => {
  usePreferences.setState({ sorts: {}, rowsPerPage: 25 });
});

describe("/votes/{page}: the route's data function starts what the page asks", () => {
  it("every delegate's newest votes, at the URL's page and the stored size", async () => {
    usePreferences.setState({ rowsPerPage: 10 });
    const keys = await expectSameQueries(votesData, useVotesPageQueries, VOTES, [
      "/votes/1",
      "/votes/3",
    ]);
    expect(keys["/votes/1"]).toEqual([votesListQuery(null, { page: 1, limit: 10 }).queryKey]);
    expect(keys["/votes/3"]).toEqual([votesListQuery(null, { page: 3, limit: 10 }).queryKey]);
  });

  it("a delegate filter: the delegate first; its votes once the delegate is known", async () => {
    const keys = await expectSameQueries(votesData, useVotesPageQueries, VOTES, [
      "/votes/1?delegate=Genesis_1",
    ]);
    // a username is asked in lower case, as ARK stores it
    expect(keys["/votes/1?delegate=Genesis_1"]).toEqual([
      walletDelegateQuery("genesis_1").queryKey,
    ]);
    const seeded = await expectSameQueries(
      votesData,
      useVotesPageQueries,
      VOTES,
      ["/votes/2?delegate=genesis_1"],
      {
        seed: (client) => client.setQueryData(walletDelegateQuery("genesis_1").queryKey, DELEGATE),
      },
    );
    expect(seeded["/votes/2?delegate=genesis_1"]).toEqual([
      walletDelegateQuery("genesis_1").queryKey,
      votesListQuery(
        { publicKey: DELEGATE.publicKey, username: "genesis_1" },
        { page: 2, limit: 25 },
      ).queryKey,
    ]);
  });

  it("a filter that cannot name a delegate asks nothing", async () => {
    const keys = await expectSameQueries(votesData, useVotesPageQueries, VOTES, [
      "/votes/1?delegate=%3Cscript%3E",
      "/votes/x",
    ]);
    expect(keys["/votes/1?delegate=%3Cscript%3E"]).toEqual([]);
    expect(keys["/votes/x"]).toEqual([]);
  });
});
