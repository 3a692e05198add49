import { describe, expect, it } from "vitest";
import { msUntilNextPoll } from "./NodeBanner";

describe("msUntilNextPoll", () => {
  it("counts down from the poll's last update by its interval, and repeats it", () => {
    expect(msUntilNextPoll(10_000, 8_000, 10_000)).toBe(8_000);
    expect(msUntilNextPoll(10_000, 8_000, 13_000)).toBe(5_000);
    // the timer repeats its interval (a poll skipped while the tab was hidden)
    expect(msUntilNextPoll(10_000, 8_000, 19_000)).toBe(7_000);
  });

  it("is due now before the poll ever answered or with no interval", () => {
    expect(msUntilNextPoll(0, 8_000, 5_000)).toBe(0);
    expect(msUntilNextPoll(10_000, 0, 12_000)).toBe(0);
  });
});
