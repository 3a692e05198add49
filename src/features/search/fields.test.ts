import { describe, expect, it } from "vitest";
import { criteriaFromValues, kindFromParams, paramsFromValues, valuesFromParams } from "./fields";

describe("advanced-search URL state", () => {
  it("round-trips a transaction search through the URL", () => {
    const values = {
      "amount.from": "1",
      "amount.to": "5",
      type: "1:0",
      senderId: " AG8k ",
      bogus: "x",
    };
    const params = paramsFromValues("transactions", values);
    expect(params.toString()).toBe(
      "kind=transactions&type=0&typeGroup=1&senderId=AG8k&amount.from=1&amount.to=5",
    );
    expect(kindFromParams(params)).toBe("transactions");
    expect(valuesFromParams("transactions", params)).toEqual({
      "amount.from": "1",
      "amount.to": "5",
      type: "1:0",
      senderId: "AG8k",
    });
  });

  it("ignores unknown kinds and keys, and caps lengths", () => {
    expect(kindFromParams(new URLSearchParams("kind=locks"))).toBeNull();
    const params = new URLSearchParams({
      kind: "wallets",
      vote: "v".repeat(500),
      "amount.from": "1",
      orderBy: "x",
    });
    const values = valuesFromParams("wallets", params);
    expect(Object.keys(values)).toEqual(["vote"]);
    expect(values.vote).toHaveLength(200);
  });

  it("rejects malformed types", () => {
    expect(valuesFromParams("transactions", new URLSearchParams("type=x&typeGroup=1"))).toEqual({});
  });

  it("builds raw criteria with ranges and the type split", () => {
    expect(
      criteriaFromValues("transactions", {
        type: "2:6",
        "fee.to": "1",
        "amount.from": "",
        senderId: "A",
      }),
    ).toEqual({ type: "6", typeGroup: "2", fee: { to: "1" }, senderId: "A" });
    expect(
      criteriaFromValues("blocks", { "height.from": "3", generatorPublicKey: "genesis_1" }),
    ).toEqual({
      height: { from: "3" },
      generatorPublicKey: "genesis_1",
    });
  });
});
