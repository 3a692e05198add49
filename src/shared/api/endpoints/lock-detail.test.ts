import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeNode } from "../fixtures/fake-node";
import { getLock } from "./lock-detail";

const ID = "e0343dad80454fe8d8129ee23fdb834241984fb511d481aecea39170c50fb944";

/** GET locks/{id} as ARK Core 3.9.1 answered it on the seeded testnet (an open lock). */
const lock391 = {
  lockId: ID,
  senderPublicKey: "0217952c9bd6de0d053fe119fb49eeaf3cc98d5dc172eff54bd7d12ba599f3f5db",
  isExpired: false,
  amount: "900000000",
  secretHash: "7e2be7fd31aefe232efc2749c544de2d7d2639f811bb19c223b6578bfdd1cab2",
  recipientId: "AWMuLreAGQ5SzkNDKexUmt6UL4wGQhkStg",
  timestamp: { epoch: 305453408, unix: 1795554608, human: "2026-11-24T21:10:08.000Z" },
  expirationType: 2,
  expirationValue: 1000003,
  vendorField: "htlc left open",
};

/**
 * The same lock as a 2.6 node answers it: its transformer spreads the wallet's stored lock
 * (`expiration: {type, value}`, no `lockId`) and adds `isExpired`; amounts may come as numbers.
 */
const lock26 = {
  amount: 900000000,
  recipientId: "AWMuLreAGQ5SzkNDKexUmt6UL4wGQhkStg",
  secretHash: "7e2be7fd31aefe232efc2749c544de2d7d2639f811bb19c223b6578bfdd1cab2",
  expiration: { type: 2, value: 1000003 },
  timestamp: { epoch: 305453408, unix: 1795554608, human: "2026-11-24T21:10:08.000Z" },
  vendorField: "htlc left open",
  isExpired: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("getLock: GET locks/{id} in either generation's shape", () => {
  it("3.x: the flat answer as is", async () => {
    const seen = fakeNode((r) =>
      r.key === `GET locks/${ID}` ? { status: 200, body: { data: lock391 } } : undefined,
    );
    expect(await getLock(ID)).toMatchObject({
      lockId: ID,
      amount: "900000000",
      expirationType: 2,
      expirationValue: 1000003,
      isExpired: false,
    });
    expect(seen.map((r) => r.key)).toEqual([`GET locks/${ID}`]);
  });

  it("2.6: a nested expiration and no lockId give the same lock", async () => {
    fakeNode((r) =>
      r.key === `GET locks/${ID}` ? { status: 200, body: { data: lock26 } } : undefined,
    );
    const lock = await getLock(ID);
    expect(lock).toMatchObject({
      lockId: ID,
      amount: "900000000",
      expirationType: 2,
      expirationValue: 1000003,
      isExpired: false,
    });
    expect(lock).not.toHaveProperty("expiration");
  });

  it("404 (claimed, refunded or never a lock): null", async () => {
    fakeNode(() => undefined);
    expect(await getLock(ID)).toBeNull();
  });

  it("other failures reject", async () => {
    fakeNode(() => ({
      status: 500,
      body: { statusCode: 500, error: "Internal Server Error", message: "boom" },
    }));
    await expect(getLock(ID)).rejects.toThrow();
  });
});
