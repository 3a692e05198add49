import { describe, expect, it } from "vitest";
import { lockDirection } from "./lock-direction";

const A = "Aaaa", B = "Bbbb", C = "Cccc";

describe("lock direction", () => {
  it("claim seen by the locker (not the recipient) is outgoing", () => {
    expect(lockDirection(A, { sender: A, recipient: B, status: "claim" })).toBe("outgoing");
  });
  it("refund seen by someone other than the sender is outgoing", () => {
    expect(lockDirection(B, { sender: A, recipient: B, status: "refund" })).toBe("outgoing");
  });
  it("claim seen by the recipient (not the sender) is incoming", () => {
    expect(lockDirection(B, { sender: A, recipient: B, status: "claim" })).toBe("incoming");
  });
  it("outgoing wins when the address is neither party of a claim (rules in order)", () => {
    expect(lockDirection(C, { sender: A, recipient: B, status: "claim" })).toBe("outgoing");
  });
  it("refund seen by its sender and open locks have no direction", () => {
    expect(lockDirection(A, { sender: A, recipient: B, status: "refund" })).toBe("none");
    expect(lockDirection(A, { sender: A, recipient: B })).toBe("none");
  });
});
