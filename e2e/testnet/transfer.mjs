// A transfer made during an e2e test, so the real testnet produces the event a test waits for
// (an alert for a watched wallet). Signed with ARK Core's own crypto library from the installed
// node, from one of the testnet's genesis delegates (their passphrases are in the node's config).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { loadCoreLibs } from "./core-libs.mjs";

const ARK_HOME = process.env.ARK_HOME || path.join(process.env.TMPDIR || "/tmp", "ark-testnet");
const NODE_DIR = process.env.ARK_NODE_DIR || path.join(ARK_HOME, "node");
const RUN_DIR = process.env.ARK_RUN_DIR || path.join(ARK_HOME, "run");

let libs;
function core() {
    libs ??= loadCoreLibs(NODE_DIR).crypto;
    return libs;
}

/** The genesis delegates' passphrases of the running testnet. */
function secrets() {
    const file = [path.join(RUN_DIR, "config", "delegates.json"),
        path.join(NODE_DIR, "node_modules/@arkecosystem/core/bin/config/testnet/delegates.json")].find((f) => fs.existsSync(f));
    if (!file) throw new Error("no delegates.json of the testnet found");
    return JSON.parse(fs.readFileSync(file, "utf8")).secrets;
}

const get = async (api, url) => (await fetch(api + url, { headers: { connection: "close" } })).json();

/** Sets the crypto library to the node's network and next height (address prefix, milestones). */
async function configure(api) {
    const { Managers } = core();
    Managers.configManager.setConfig((await get(api, "/node/configuration/crypto")).data);
    Managers.configManager.setHeight((await get(api, "/blockchain")).data.block.height + 1);
}

/** The address, on the node's network at `api`, of a new random passphrase (a wallet the chain never saw). */
export async function freshAddress(api) {
    await configure(api);
    return core().Identities.Address.fromPassphrase(crypto.randomBytes(16).toString("hex"));
}

/**
 * Sends `amount` arktoshi to `recipient` from genesis delegate number `from` (0-based) through the
 * node's API at `api` (…/api); resolves the transaction id once the node accepted it.
 */
export async function sendTransfer({ api, recipient, amount, from = 45 }) {
    const { Transactions, Identities } = core();
    await configure(api);
    const passphrase = secrets()[from];
    const sender = Identities.Address.fromPassphrase(passphrase);
    const wallet = await get(api, `/wallets/${sender}`);
    const nonce = (BigInt(wallet.data.nonce) + 1n).toString();
    const tx = Transactions.BuilderFactory.transfer().nonce(nonce).recipientId(recipient).amount(String(amount)).sign(passphrase).build();
    const res = await fetch(api + "/transactions", {
        method: "POST",
        headers: { "content-type": "application/json", connection: "close" },
        body: JSON.stringify({ transactions: [tx.toJson()] }),
    });
    const body = await res.json();
    if (!body.data || !(body.data.accept || []).includes(tx.id)) throw new Error(`transfer refused: ${JSON.stringify(body).slice(0, 300)}`);
    return tx.id;
}
