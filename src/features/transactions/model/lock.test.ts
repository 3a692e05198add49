import { describe, expect, it } from "vitest";
import { lockExpiration } from "./lock";

const network = { epoch: "2017-03-21T13:00:00.000Z", blocktime: 8, height: 100 };
const EPOCH_UNIX = 1490101200;

describe("lockExpiration (§2 Lock transactions table)", () => {
  it("type 1: seconds since the network epoch → unix", () => {
    expect(lockExpiration(1, 3600, network, 0)).toEqual({ kind: "time", unix: EPOCH_UNIX + 3600 });
  });
  it("type 2: height with the estimate blocktime × height difference", () => {
    expect(lockExpiration(2, 110, network, 1_000_000)).toEqual({ kind: "height", height: 110, estimatedUnix: 1_000_080 });
    expect(lockExpiration(2, 90, network, 1_000_000)).toEqual({ kind: "height", height: 90, estimatedUnix: 999_920 });
  });
  it("type 2 without a known height has no estimate", () => {
    expect(lockExpiration(2, 110, { ...network, height: undefined }, 0)).toEqual({ kind: "height", height: 110, estimatedUnix: undefined });
  });
  it.each([[3, 1], [undefined, 1], [1, undefined], [1, Number.NaN]])("unknown for type %s value %s", (type, value) => {
    expect(lockExpiration(type, value, network, 0)).toEqual({ kind: "unknown" });
  });
});
