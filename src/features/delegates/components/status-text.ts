import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { ForgingStatus } from "../forging";

/** Short label of each forging status. */
export const STATUS_LABEL: Record<ForgingStatus, MessageDescriptor> = {
  [ForgingStatus.Forging]: msg`Forging`,
  [ForgingStatus.Missing]: msg`Missing`,
  [ForgingStatus.NotForging]: msg`Not forging`,
  [ForgingStatus.NeverForged]: msg`Never forged`,
  [ForgingStatus.BecameActive]: msg`Became active`,
};

/** Tooltip of each forging status: the rule that gives it, in words. */
export const STATUS_HINT: Record<ForgingStatus, MessageDescriptor> = {
  [ForgingStatus.Forging]: msg`Forged a block in this round or the previous one`,
  [ForgingStatus.Missing]: msg`Missed its block in the previous round`,
  [ForgingStatus.NotForging]: msg`Has not forged for more than two rounds`,
  [ForgingStatus.NeverForged]: msg`Has never forged a block`,
  [ForgingStatus.BecameActive]: msg`Became active this round, its last block is older`,
};

/** Text colour class of each status (the text and icon carry the meaning, colour only helps). */
export const STATUS_TONE: Record<ForgingStatus, string> = {
  [ForgingStatus.Forging]: "text-positive",
  [ForgingStatus.Missing]: "text-warning",
  [ForgingStatus.NotForging]: "text-negative",
  [ForgingStatus.NeverForged]: "text-muted",
  [ForgingStatus.BecameActive]: "text-accent",
};
