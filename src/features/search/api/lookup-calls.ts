import { getBlock } from "@/shared/api/endpoints/blocks";
import { getDelegate } from "@/shared/api/endpoints/delegates";
import { getTransaction } from "@/shared/api/endpoints/transactions";
import { getWallet } from "@/shared/api/endpoints/wallets";
import type { LookupDeps } from "../lookup";

/** The API calls of the main search (steps 3–6: wallet, delegate, block, transaction). */
export const lookupCalls: Pick<LookupDeps, "getWallet" | "getDelegate" | "getBlock" | "getTransaction"> = {
  getWallet: (id, signal) => getWallet(id, signal),
  getDelegate: (id, signal) => getDelegate(id, signal),
  getBlock: (id, signal) => getBlock(id, signal),
  getTransaction: (id, signal) => getTransaction(id, signal),
};
