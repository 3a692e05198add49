import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { findTransactionType } from "@/shared/api/transaction-types";

/**
 * The explorer's glossary: ARK's words as a newcomer reads them, one short plain-language hint
 * per term (one or two sentences), shown by the "?" button next to a label (TermHint.tsx). Each
 * term names the heading of docs/glossary.md that explains it at length; a unit test keeps the
 * two in step. Numbers that differ between networks (active delegates, block time) are left out
 * of the hints.
 */
export interface GlossaryTerm {
  /** The heading of docs/glossary.md that explains the term (`### {doc}`), in English. */
  doc: string;
  /** The term's name, as the button's accessible name says it ("What is {name}?"). */
  name: MessageDescriptor;
  /** The hint: one or two short sentences for a first-time visitor. */
  hint: MessageDescriptor;
}

export const GLOSSARY = {
  height: {
    doc: "height",
    name: msg`Height`,
    hint: msg`A block's number in the chain. The first block has height 1, so the latest height is the number of blocks.`,
  },
  blockReward: {
    doc: "block reward",
    name: msg`Block reward`,
    hint: msg`New tokens the delegate that forged a block receives for it, on top of the fees of its transactions.`,
  },
  confirmations: {
    doc: "confirmations",
    name: msg`Confirmations`,
    hint: msg`How many blocks have been added to the chain since this one, itself included. The more there are, the more final it is.`,
  },
  round: {
    doc: "round",
    name: msg`Round`,
    hint: msg`The active delegates forge blocks in turns: a round gives each of them one slot, in an order fixed when it starts. “49 of 51” counts the round's blocks so far.`,
  },
  slot: {
    doc: "slot",
    name: msg`Slot`,
    hint: msg`The few seconds (the block time) in which one delegate may forge the next block. A slot that ends without its block is missed.`,
  },
  forger: {
    doc: "forger",
    name: msg`Forger`,
    hint: msg`The delegate that creates and signs a block in its slot. The next forger is the delegate whose slot comes next.`,
  },
  forgingStatus: {
    doc: "forging status",
    name: msg`Forging status`,
    hint: msg`Whether an active delegate makes its blocks: forging if it made one in this round or the last, missing if its recent slots passed without a block.`,
  },
  delegate: {
    doc: "delegate",
    name: msg`Delegate`,
    hint: msg`A wallet that registered a name and asks for votes. The delegates with the most votes forge the blocks and earn the rewards.`,
  },
  standby: {
    doc: "standby delegate",
    name: msg`Standby delegate`,
    hint: msg`A delegate without enough votes to be among the active ones: it forges no blocks until more votes move it up.`,
  },
  resigned: {
    doc: "resigned delegate",
    name: msg`Resigned delegate`,
    hint: msg`A delegate that gave up its place for good: it never forges again, but keeps its name and history.`,
  },
  rank: {
    doc: "rank",
    name: msg`Rank`,
    hint: msg`A delegate's place by votes. The top ranks are the active delegates, which forge the blocks.`,
  },
  votes: {
    doc: "vote weight",
    name: msg`Votes`,
    hint: msg`The sum of the balances of all wallets voting for this delegate.`,
  },
  vote: {
    doc: "vote",
    name: msg`Vote`,
    hint: msg`A wallet can vote for one delegate: its whole balance then counts for it. The tokens stay in the wallet.`,
  },
  voter: {
    doc: "voter",
    name: msg`Voter`,
    hint: msg`A wallet that votes for this delegate. Only wallets holding more than 0.1 token are counted.`,
  },
  approval: {
    doc: "approval",
    name: msg`Approval`,
    hint: msg`The delegate's votes as a share of all the tokens in existence (the supply).`,
  },
  productivity: {
    doc: "productivity",
    name: msg`Productivity`,
    hint: msg`The share of its slots in which the delegate actually forged a block.`,
  },
  forgedTotal: {
    doc: "forged total",
    name: msg`Forged total`,
    hint: msg`All the delegate has earned by forging: its block rewards plus the fees of the transactions in its blocks.`,
  },
  nonce: {
    doc: "nonce",
    name: msg`Nonce`,
    hint: msg`A wallet's transaction counter: each transaction it sends carries the next number, so none can be sent twice. A wallet's nonce is how many it has sent.`,
  },
  secondSignature: {
    doc: "second signature",
    name: msg`Second signature`,
    hint: msg`An extra key the wallet registered: each of its transactions must then also be signed with a second passphrase.`,
  },
  multiSignature: {
    doc: "multisignature",
    name: msg`Multi-signature`,
    hint: msg`A wallet shared by several keys: a set minimum of them must sign each of its transactions.`,
  },
  fee: {
    doc: "fee",
    name: msg`Fee`,
    hint: msg`What the sender pays, on top of the amount, to the delegate that puts the transaction in a block.`,
  },
  memo: {
    doc: "memo (vendorField, Smartbridge)",
    name: msg`Memo`,
    hint: msg`A short free text the sender may add to a transaction; ARK calls it the Smartbridge. Anyone can write anything in it.`,
  },
  multipayment: {
    doc: "multipayment",
    name: msg`Multipayment`,
    hint: msg`One transaction that pays many recipients at once.`,
  },
  ipfs: {
    doc: "IPFS",
    name: msg`IPFS`,
    hint: msg`A transaction that records the fingerprint (hash) of a file on IPFS, a shared file network, as proof that the file existed then.`,
  },
  lock: {
    doc: "lock (HTLC, timelock)",
    name: msg`Lock`,
    hint: msg`Tokens set aside for a recipient, who gets them by revealing a secret before the lock expires. After that, the sender can take them back.`,
  },
  entity: {
    doc: "entity",
    name: msg`Entity`,
    hint: msg`Something registered on the chain under a name by a wallet: a business, a product, a plugin, a module or a delegate's profile.`,
  },
  business: {
    doc: "business",
    name: msg`Business`,
    hint: msg`A company or project registered on the chain by its wallet, with its name and website. It can then register bridgechains.`,
  },
  bridgechain: {
    doc: "bridgechain",
    name: msg`Bridgechain`,
    hint: msg`A blockchain built with ARK's technology and registered on this chain by its business, with its seed nodes and code.`,
  },
  supply: {
    doc: "supply",
    name: msg`Supply`,
    hint: msg`All the tokens in existence: those of the chain's first block plus every block reward since.`,
  },
} as const satisfies Record<string, GlossaryTerm>;

/** The key of a glossary term (`nonce`, `round`, …). */
export type TermKey = keyof typeof GLOSSARY;

/** The glossary term each transaction type is explained by (types of its own need no hint). */
const TYPE_TERMS: Readonly<Record<string, TermKey>> = {
  SECOND_SIGNATURE: "secondSignature",
  DELEGATE_REGISTRATION: "delegate",
  VOTE: "vote",
  MULTI_SIGNATURE: "multiSignature",
  IPFS: "ipfs",
  MULTI_PAYMENT: "multipayment",
  DELEGATE_RESIGNATION: "resigned",
  TIMELOCK: "lock",
  TIMELOCK_CLAIM: "lock",
  TIMELOCK_REFUND: "lock",
  BUSINESS_REGISTRATION: "business",
  BUSINESS_RESIGNATION: "business",
  BUSINESS_UPDATE: "business",
  BRIDGECHAIN_REGISTRATION: "bridgechain",
  BRIDGECHAIN_RESIGNATION: "bridgechain",
  BRIDGECHAIN_UPDATE: "bridgechain",
  ENTITY: "entity",
};

/** The term that explains a transaction type (typeGroup, type); undefined for a transfer or an unknown type. */
export function termOfType(typeGroup: number, type: number): TermKey | undefined {
  const key = findTransactionType(typeGroup, type)?.key;
  return key ? TYPE_TERMS[key] : undefined;
}

/**
 * One line under the heading of a page whose subject a newcomer may not know: what it is, in
 * plain words.
 */
export const PAGE_INTROS = {
  delegates: msg`Delegates take turns to forge the chain's blocks. Each wallet may vote for one; those with the most votes are active and forge, the others wait on standby.`,
  delegateMonitor: msg`The active delegates at work in the current round: who forged its block, who missed a slot and who forges next.`,
  lock: msg`A lock sets tokens aside for a recipient, who can claim them with a secret before it expires; after that, the sender can take them back.`,
  businesses: msg`Companies and projects that registered on the chain from their wallets, with their websites and code.`,
  bridgechains: msg`Blockchains built with ARK's technology and registered on this chain by their businesses.`,
} as const satisfies Record<string, MessageDescriptor>;

/** A page with an introduction line. */
export type IntroPage = keyof typeof PAGE_INTROS;
