import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FORGING_STATUSES,
  ForgingStatus,
  forgingStatus,
  remainingBlocksInRound,
  roundHeights,
  roundOf,
} from "./forging";

/** Properties of the round arithmetic and the forging status over random inputs. */
const anyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, 0, -0),
);
const height = fc.integer({ min: 1, max: 50_000_000 });
const delegates = fc.integer({ min: 1, max: 500 });

describe("forging (properties)", () => {
  it("forgingStatus is total: any input gives one of the five statuses, never throws", () => {
    fc.assert(
      fc.property(
        anyNumber,
        fc.option(anyNumber, { nil: undefined }),
        anyNumber,
        fc.boolean(),
        (h, last, active, inPrev) => {
          expect(FORGING_STATUSES).toContain(
            forgingStatus({
              height: h,
              lastBlockHeight: last,
              activeDelegates: active,
              inPreviousRound: inPrev,
            }),
          );
        },
      ),
    );
  });

  it("a delegate that forged in the current round is forging; one that never forged is NeverForged", () => {
    fc.assert(
      fc.property(height, delegates, fc.boolean(), fc.nat(), (h, active, inPrev, back) => {
        const { first } = roundHeights(roundOf(h, active), active);
        const last = Math.max(first, h - (back % active));
        expect(
          forgingStatus({
            height: h,
            lastBlockHeight: last,
            activeDelegates: active,
            inPreviousRound: inPrev,
          }),
        ).toBe(ForgingStatus.Forging);
        expect(
          forgingStatus({
            height: h,
            lastBlockHeight: undefined,
            activeDelegates: active,
            inPreviousRound: inPrev,
          }),
        ).toBe(ForgingStatus.NeverForged);
      }),
    );
  });

  it("the status only gets worse as the last block gets older (for a delegate of the previous round)", () => {
    const rank = (s: ForgingStatus) =>
      [ForgingStatus.Forging, ForgingStatus.Missing, ForgingStatus.NotForging].indexOf(s);
    fc.assert(
      fc.property(
        height,
        delegates,
        fc.nat({ max: 10_000 }),
        fc.nat({ max: 10_000 }),
        (h, active, a, b) => {
          const [newer, older] = [Math.max(1, h - Math.min(a, b)), Math.max(1, h - Math.max(a, b))];
          const s = (last: number) =>
            forgingStatus({
              height: h,
              lastBlockHeight: last,
              activeDelegates: active,
              inPreviousRound: true,
            });
          expect(rank(s(older))).toBeGreaterThanOrEqual(rank(s(newer)));
        },
      ),
    );
  });

  it("a height lies in its round's height range; the rest of the round is 1..activeDelegates", () => {
    fc.assert(
      fc.property(height, delegates, (h, active) => {
        const { first, last } = roundHeights(roundOf(h, active), active);
        expect(first).toBeLessThanOrEqual(h);
        expect(h).toBeLessThanOrEqual(last);
        expect(last - first + 1).toBe(active);
        const rest = remainingBlocksInRound(h, active);
        expect(rest).toBeGreaterThanOrEqual(1);
        expect(rest).toBeLessThanOrEqual(active);
        expect(h + rest === last || (rest === active && h === last)).toBe(true);
      }),
    );
  });

  it("roundOf is monotone in the height", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10_000_000 }),
        fc.integer({ min: -10, max: 10_000_000 }),
        delegates,
        (a, b, active) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(roundOf(lo, active)).toBeLessThanOrEqual(roundOf(hi, active));
        },
      ),
    );
  });
});
