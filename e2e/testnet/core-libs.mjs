// ARK Core's own libraries, loaded from the installed node (not from this project's packages):
// the seed and the mainnet-scale build sign with exactly the crypto the node verifies with.
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Requires ARK Core's crypto library, its magistrate transactions (business, bridgechain and entity
 * types, registered with the crypto library so they can be built and serialised) and bs58 from the
 * node installed in `nodeDir`.
 */
export function loadCoreLibs(nodeDir) {
    const requireCore = createRequire(path.join(nodeDir, "package.json"));
    const crypto = requireCore("@arkecosystem/crypto");
    const Magistrate = requireCore("@arkecosystem/core-magistrate-crypto");
    for (const T of Object.values(Magistrate.Transactions)) {
        if (typeof T === "function" && T.typeGroup !== undefined) {
            try {
                crypto.Transactions.TransactionRegistry.registerTransactionType(T);
            } catch (e) {
                if (!/already registered/i.test(e.message)) throw e;
            }
        }
    }
    const bs58mod = requireCore("bs58");
    return { crypto, Magistrate, bs58: bs58mod.default || bs58mod };
}
