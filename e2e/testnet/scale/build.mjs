#!/usr/bin/env node
// Builds the chain of the mainnet-scale profile: ~20,000 signed blocks holding ~250,000 signed
// transactions of every core type, on the same testnet network (genesis, milestones, nethash) as the
// default profile, written straight into the node's PostgreSQL tables as CSV files that
// `scale.sh` loads with COPY. ARK Core then boots from that database like any node restarting
// after a long sync: it checks the database's integrity, rebuilds every wallet, delegate, vote and
// lock from the stored transactions (its own state builder) and forges on from the last block.
//
// Why not broadcast them to the node: the node accepts at most 150 transactions per 8-second block,
// so 250,000 transactions and a height of 20,000 would take ~44 hours of real time. Here every
// block and transaction is still built, serialised and signed by ARK's own crypto library with the
// keys of its forger or sender, blocks follow the round schedule the node computes (the top 51
// delegates by vote weight, shuffled with the round seed; ARK Core's `shuffleDelegates`), nonces,
// balances and votes are tracked exactly as the node's state builder does, and the slot of every
// block is a real slot of its scheduled forger (a delegate that does not forge leaves a missed slot).
//
//   node build.mjs --out DIR --manifest FILE [--crypto DIR]
//   env: SCALE_SEED (default 1), SCALE_HEIGHT (20400), SCALE_TRANSACTIONS (250000)
//
// Writes DIR/blocks.csv, DIR/transactions.csv, DIR/rounds.csv (COPY … WITH (FORMAT csv)) and the
// manifest (addresses, ids and usernames per case for the scale e2e tests and the benchmark).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { loadCoreLibs } from "../core-libs.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
};
const ARK_HOME = process.env.ARK_HOME || path.join(process.env.TMPDIR || "/tmp", "ark-testnet");
const NODE_DIR = process.env.ARK_NODE_DIR || path.join(ARK_HOME, "node");
const OUT = path.resolve(opt("out", path.join(ARK_HOME, "scale", "csv")));
const MANIFEST = path.resolve(opt("manifest", "e2e/.manifest.scale.json"));
const CRYPTO_DIR = opt("crypto", "");
const SEED = Number(process.env.SCALE_SEED || 1);
const TARGET_HEIGHT = Number(process.env.SCALE_HEIGHT || 20400);
const TARGET_TXS = Number(process.env.SCALE_TRANSACTIONS || 250000);

const { crypto: core, Magistrate, bs58 } = loadCoreLibs(NODE_DIR);
const { Managers, Transactions, Identities, Blocks, Crypto, Utils } = core;
const M = Magistrate.Builders;
const B = Transactions.BuilderFactory;

const t0 = Date.now();
const log = (...a) => console.error(`[scale +${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...a);

// ---------------------------------------------------------------------------------------------
// Network: exactly the crypto config the node runs (the default profile's moved aip36 milestone).
if (CRYPTO_DIR && fs.existsSync(path.join(CRYPTO_DIR, "milestones.json"))) {
    const read = (k) => JSON.parse(fs.readFileSync(path.join(CRYPTO_DIR, `${k}.json`), "utf8"));
    Managers.configManager.setConfig({
        network: read("network"),
        milestones: read("milestones"),
        exceptions: read("exceptions"),
        genesisBlock: read("genesisBlock"),
    });
} else {
    Managers.configManager.setFromPreset("testnet");
}
const genesis = Managers.configManager.get("genesisBlock");
const ACTIVE = Managers.configManager.getMilestone(1).activeDelegates;
const BLOCKTIME = Managers.configManager.getMilestone(1).blocktime;
const EPOCH_UNIX = Math.floor(new Date(Managers.configManager.getMilestone(1).epoch).getTime() / 1000);
const ARK = 100000000n;

// Deterministic randomness: the same seed builds the same chain (ids differ only by timestamps).
let rngState = SEED >>> 0 || 1;
function rand() {
    rngState = (rngState + 0x6d2b79f5) >>> 0;
    let t = rngState;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randInt = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
const randomBytes = (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(rand() * 256)));

// ---------------------------------------------------------------------------------------------
// Wallet state, tracked the way ARK Core's state builder rebuilds it from the database.
/** @type {Map<string, {address: string, publicKey?: string, keys?: object, balance: bigint, nonce: bigint, vote?: string, locked: bigint, username?: string, resigned?: boolean, frozen?: boolean}>} */
const wallets = new Map();
const byPublicKey = new Map();
function walletOf(address) {
    let w = wallets.get(address);
    if (!w) {
        w = { address, balance: 0n, nonce: 0n, locked: 0n };
        wallets.set(address, w);
    }
    return w;
}
function keyed(passphrase) {
    const keys = Identities.Keys.fromPassphrase(passphrase);
    const w = walletOf(Identities.Address.fromPublicKey(keys.publicKey));
    w.publicKey = keys.publicKey;
    w.keys = keys;
    w.passphrase = passphrase;
    byPublicKey.set(keys.publicKey, w);
    return w;
}
/** An address nobody holds a key of (a random 20-byte hash with the network's version byte). */
function randomAddress() {
    const version = Managers.configManager.get("network.pubKeyHash");
    return Identities.Address.fromBuffer(Buffer.concat([Buffer.from([version]), randomBytes(20)]));
}

// Genesis: what the node's state builder derives from block 1.
for (const tx of genesis.transactions) {
    const sender = walletOf(Identities.Address.fromPublicKey(tx.senderPublicKey));
    sender.publicKey = tx.senderPublicKey;
    byPublicKey.set(tx.senderPublicKey, sender);
    sender.nonce += 1n;
    sender.balance -= BigInt(tx.amount) + BigInt(tx.fee);
    if (tx.type === 0) walletOf(tx.recipientId).balance += BigInt(tx.amount);
    if (tx.type === 2) sender.username = tx.asset.delegate.username;
    if (tx.type === 3) sender.vote = tx.asset.votes[0].slice(1);
}
const delegatesFile = [
    path.join(NODE_DIR, "node_modules/@arkecosystem/core/bin/config/testnet/delegates.json"),
].find((f) => fs.existsSync(f));
const forgerSecrets = JSON.parse(fs.readFileSync(delegatesFile, "utf8")).secrets;
const genesisDelegates = forgerSecrets.map((s) => keyed(s));
if (genesisDelegates.some((d) => !d.username)) throw new Error("delegates.json does not match the genesis delegates");

// ---------------------------------------------------------------------------------------------
// Transactions: built and signed by ARK's builders with the sender's keys; applied to the state.
const FEE_OF = {};
let txCount = genesis.transactions.length;
/** Builds, signs and applies one transaction of `sender`; `make(nonce)` returns a builder. */
function send(sender, make, apply) {
    if (!sender.keys) throw new Error(`no key for ${sender.address}`);
    if (sender.frozen) throw new Error(`${sender.address} cannot sign alone any more`);
    const nonce = sender.nonce + 1n;
    const builder = make(nonce.toString());
    const tx = (builder.data.type === 4 && builder.data.typeGroup === 1 ? builder : builder.signWithKeyPair(sender.keys)).build();
    const fee = BigInt(tx.data.fee.toString());
    const amount = BigInt(tx.data.amount.toString());
    if (sender.balance < amount + fee) throw new Error(`${sender.address} cannot pay ${amount + fee} (has ${sender.balance}) for type ${tx.data.type}`);
    sender.nonce = nonce;
    sender.balance -= amount + fee;
    FEE_OF[tx.data.type] = fee;
    apply?.(tx);
    txCount++;
    return tx;
}
const transfer = (from, to, amount, memo) =>
    send(
        from,
        (nonce) => {
            const b = B.transfer().version(2).nonce(nonce).recipientId(to.address ?? to).amount(amount.toString());
            return memo ? b.vendorField(memo) : b;
        },
        () => (walletOf(to.address ?? to).balance += amount),
    );
const multiPayment = (from, payments, memo) =>
    send(
        from,
        (nonce) => {
            const b = B.multiPayment().nonce(nonce);
            if (memo) b.vendorField(memo);
            for (const [to, amount] of payments) b.addPayment(to.address ?? to, amount.toString());
            return b;
        },
        () => {
            for (const [to, amount] of payments) {
                from.balance -= amount;
                walletOf(to.address ?? to).balance += amount;
            }
            if (from.balance < 0n) throw new Error("multipayment overdraws its sender");
        },
    );
const registerDelegate = (w, username) =>
    send(w, (nonce) => B.delegateRegistration().nonce(nonce).usernameAsset(username), () => {
        w.username = username;
        delegatesByName.set(username, w);
    });
const vote = (w, delegate, previous) =>
    send(
        w,
        (nonce) => B.vote().nonce(nonce).votesAsset(previous ? [`-${previous.publicKey}`, `+${delegate.publicKey}`] : [`+${delegate.publicKey}`]),
        () => (w.vote = delegate.publicKey),
    );
const resign = (w) => send(w, (nonce) => B.delegateResignation().nonce(nonce), () => (w.resigned = true));
const ipfs = (w) =>
    send(w, (nonce) => B.ipfs().nonce(nonce).ipfsAsset(bs58.encode(Buffer.concat([Buffer.from([0x12, 0x20]), randomBytes(32)]))));
const secondSignature = (w) =>
    send(w, (nonce) => B.secondSignature().nonce(nonce).signatureAsset(`${w.passphrase} second`), () => (w.frozen = true));
const multiSignature = (w, participants, min) =>
    send(
        w,
        (nonce) => {
            const b = B.multiSignature().nonce(nonce).senderPublicKey(w.publicKey)
                .multiSignatureAsset({ min, publicKeys: participants.map((p) => p.publicKey) });
            participants.forEach((p, i) => b.multiSign(p.passphrase, i));
            return b.signWithKeyPair(w.keys);
        },
        () => (w.frozen = true),
    );
// Magistrate (typeGroup 2): legacy businesses and bridgechains while the aip36 milestone is off,
// Entities once it is on (the node's handlers are only active on their side of it).
const magistrate = (w, make, apply) => send(w, (nonce) => make(nonce), apply);
const ipfsHash = () => bs58.encode(Buffer.concat([Buffer.from([0x12, 0x20]), randomBytes(32)]));
const aip36Height = (Managers.configManager.get("milestones").find((m) => m.aip36) ?? { height: Infinity }).height;
const sha256 = (buf) => crypto.createHash("sha256").update(buf).digest();
const locks = new Map(); // lock id -> {sender, recipient, amount, secret, expiration, height}
const htlcLock = (from, to, amount, expirationHeight, secret, memo) =>
    send(
        from,
        (nonce) => {
            const b = B.htlcLock().nonce(nonce).recipientId(to.address).amount(amount.toString())
                .htlcLockAsset({ secretHash: sha256(secret).toString("hex"), expiration: { type: 2, value: expirationHeight } });
            return memo ? b.vendorField(memo) : b;
        },
        (tx) => {
            from.locked += amount;
            locks.set(tx.id, { sender: from, recipient: to, amount, secret, expiration: expirationHeight });
        },
    );
const htlcClaim = (lockId) => {
    const lock = locks.get(lockId);
    return send(lock.recipient, (nonce) => B.htlcClaim().nonce(nonce).htlcClaimAsset({ lockTransactionId: lockId, unlockSecret: lock.secret.toString("hex") }), () => {
        lock.sender.locked -= lock.amount;
        lock.recipient.balance += lock.amount;
        locks.delete(lockId);
    });
};
const htlcRefund = (lockId) => {
    const lock = locks.get(lockId);
    return send(lock.sender, (nonce) => B.htlcRefund().nonce(nonce).htlcRefundAsset({ lockTransactionId: lockId }), () => {
        lock.sender.locked -= lock.amount;
        lock.sender.balance += lock.amount;
        locks.delete(lockId);
    });
};

// ---------------------------------------------------------------------------------------------
// The cast. Usernames of new delegates are 20 characters at most (the protocol's limit); some use it all.
const N_NEW_DELEGATES = 1104;
const N_GHOSTS = 3; // new delegates voted into the active set whose keys no forger holds: they miss every slot
const N_RESIGNED = 30;
const N_POPULAR_VOTERS = 3200;
const N_OTHER_VOTERS = 4000;
const N_SENDERS = 2100;
const N_RECIPIENTS = 20000;
const N_LOCKS = 240;
const delegatesByName = new Map(genesisDelegates.map((d) => [d.username, d]));
const drained = genesisDelegates.slice(-N_GHOSTS); // give their weight to the ghosts' voters and drop out
const funders = genesisDelegates.slice(0, -N_GHOSTS);
const popular = genesisDelegates[9];
const newDelegates = Array.from({ length: N_NEW_DELEGATES }, (_, i) => keyed(`scale delegate ${i}`));
const ghostVoters = drained.map((_, i) => keyed(`scale ghost voter ${i}`));
const popularVoters = Array.from({ length: N_POPULAR_VOTERS }, (_, i) => keyed(`scale popular voter ${i}`));
const otherVoters = Array.from({ length: N_OTHER_VOTERS }, (_, i) => keyed(`scale voter ${i}`));
const senders = Array.from({ length: N_SENDERS }, (_, i) => keyed(`scale sender ${i}`));
const whale = keyed("scale whale");
const locker = keyed("scale locker");
const lockRecipients = Array.from({ length: 40 }, (_, i) => keyed(`scale lock recipient ${i}`));
const ipfsWallets = Array.from({ length: 50 }, (_, i) => keyed(`scale ipfs ${i}`));
const secondSigWallets = Array.from({ length: 50 }, (_, i) => keyed(`scale second signature ${i}`));
const multiSigWallets = Array.from({ length: 20 }, (_, i) => keyed(`scale multisig ${i}`));
const multiSigParticipants = Array.from({ length: 60 }, (_, i) => keyed(`scale multisig participant ${i}`));
const recipients = Array.from({ length: N_RECIPIENTS }, () => randomAddress());
log(`keys ready: ${wallets.size} wallets known`);

function username(i) {
    if (i < N_GHOSTS) return `ghost_forger_${i}`;
    const base = `standby_${i}`;
    // every 50th name uses all 20 characters the protocol allows
    return i % 50 === 7 ? `${base}_${"x".repeat(20)}`.slice(0, 20) : base;
}
const MEMOS = [
    "", "", "", "payment", "invoice 2020-04", "thanks!", ":coffee:", "🚀 to the moon",
    "<script>alert(1)</script>", "javascript:alert(1)", "https://example.org/a-link-in-a-memo",
    "\u202eRTL override\u202c then text", "x".repeat(64), "ü".repeat(32), // 64 bytes: the protocol's maximum
];
const memo = () => pick(MEMOS);

// ---------------------------------------------------------------------------------------------
// Phases: each holds the tasks (closures that build one transaction against the state at that
// moment) spread over its height range. Order inside a phase is the order of the chain.
const END = TARGET_HEIGHT;
const phases = [];
const phase = (from, to, tasks) => phases.push({ from, to, tasks, next: 0 });

const lockIds = { open: [], claimed: [], refunded: [], expired: [] };
const claimQueue = []; // locks to claim / to refund, in the order they were made
const refundQueue = [];
/** Fisher-Yates with the seeded generator. */
function shuffleInPlace(list) {
    for (let i = list.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
}
const manifestCases = {};

// Businesses and bridgechains (below the aip36 height), by genesis delegates that hold funds already.
{
    const tasks = [];
    const owners = funders.slice(20, 26);
    const chains = [];
    owners.forEach((w, i) => {
        // the last one uses the longest name and URLs the protocol allows (40 and 80 characters)
        const long = i === owners.length - 1;
        tasks.push(() => magistrate(w, (nonce) => new M.BusinessRegistrationBuilder().nonce(nonce).businessRegistrationAsset({
            name: long ? `Scale Business ${"L".repeat(40)}`.slice(0, 40) : `Scale Business ${i}`,
            website: long ? `https://example.org/${"w".repeat(80)}`.slice(0, 80) : `https://business-${i}.example.org`,
            ...(i % 2 ? { vat: `GB${100000000 + i}` } : {}),
            ...(i % 3 === 0 ? { repository: `https://github.com/example/business-${i}` } : {}),
        })));
    });
    owners.slice(0, 4).forEach((w, i) => {
        const genesisHash = randomBytes(32).toString("hex");
        chains.push({ w, genesisHash });
        tasks.push(() => magistrate(w, (nonce) => new M.BridgechainRegistrationBuilder().nonce(nonce).bridgechainRegistrationAsset({
            name: `scale_chain_${i}`, seedNodes: [`192.0.2.${10 + i}`, `192.0.2.${20 + i}`], genesisHash,
            bridgechainRepository: `https://github.com/example/scale-chain-${i}`,
            ports: { "@arkecosystem/core-api": 4003 },
        })));
    });
    tasks.push(() => magistrate(owners[0], (nonce) => new M.BusinessUpdateBuilder().nonce(nonce).businessUpdateAsset({ website: "https://updated.example.org" })));
    tasks.push(() => magistrate(chains[1].w, (nonce) => new M.BridgechainUpdateBuilder().nonce(nonce).bridgechainUpdateAsset({ bridgechainId: chains[1].genesisHash, seedNodes: ["192.0.2.99"] })));
    tasks.push(() => magistrate(chains[2].w, (nonce) => new M.BridgechainResignationBuilder().nonce(nonce).bridgechainResignationAsset(chains[2].genesisHash)));
    tasks.push(() => magistrate(owners[4], (nonce) => new M.BusinessResignationBuilder().nonce(nonce)));
    phase(2, Math.min(aip36Height - 1, 19), tasks);
}

// Funding: the genesis delegates pay the cast with multipayments of up to 256 recipients.
{
    const tasks = [];
    const grants = [
        ...newDelegates.map((w) => [w, 60n * ARK]),
        ...popularVoters.map((w) => [w, BigInt(randInt(2, 40)) * ARK]),
        ...otherVoters.map((w) => [w, BigInt(randInt(3, 200)) * ARK]),
        ...senders.map((w) => [w, 500n * ARK]),
        ...lockRecipients.map((w) => [w, 5n * ARK]),
        ...ipfsWallets.map((w) => [w, 200n * ARK]),
        ...secondSigWallets.map((w) => [w, 50n * ARK]),
        ...multiSigWallets.map((w) => [w, 100n * ARK]),
        ...multiSigParticipants.map((w) => [w, 2n * ARK]),
    ];
    const limit = Managers.configManager.getMilestone(1).multiPaymentLimit;
    for (let i = 0, k = 0; i < grants.length; i += limit, k++) {
        const chunk = grants.slice(i, i + limit);
        const from = funders[k % funders.length];
        tasks.push(() => {
            const tx = multiPayment(from, chunk, `scale funding ${k + 1}`);
            if (chunk.length === limit && !manifestCases.maxMultipayment) manifestCases.maxMultipayment = tx.id;
            return tx;
        });
    }
    tasks.push(() => transfer(funders[0], whale, 90000n * ARK, "whale funding"));
    tasks.push(() => transfer(funders[1], locker, 20000n * ARK, "locker funding"));
    drained.forEach((d, i) => tasks.push(() => transfer(d, ghostVoters[i], d.balance - 1000n * ARK, "to the ghost voter")));
    phase(20, 300, tasks);
}
// Registrations, then votes.
phase(301, 700, newDelegates.map((w, i) => () => registerDelegate(w, username(i))));
{
    const tasks = [
        ...newDelegates.map((w) => () => vote(w, w)),
        ...ghostVoters.map((w, i) => () => vote(w, newDelegates[i])),
        ...popularVoters.map((w) => () => vote(w, popular)),
        ...otherVoters.map((w) => () => vote(w, pick(newDelegates.slice(N_GHOSTS)))),
    ];
    shuffleInPlace(tasks);
    phase(701, 1400, tasks);
}
// Locks and the rarer types early, so claims, refunds and expiries can follow.
{
    const tasks = [];
    for (let i = 0; i < N_LOCKS; i++) {
        const kind = ["open", "claimed", "refunded", "expired"][i % 4];
        const secret = randomBytes(32);
        tasks.push((h) => {
            const expiration = kind === "open" || kind === "claimed" ? h + 1000000 : h + 60;
            const tx = htlcLock(locker, lockRecipients[i % lockRecipients.length], BigInt(randInt(1, 50)) * ARK, expiration, secret, `lock ${i} (${kind})`);
            lockIds[kind].push(tx.id);
            if (kind === "claimed") claimQueue.push(tx.id);
            if (kind === "refunded") refundQueue.push(tx.id);
            return tx;
        });
    }
    ipfsWallets.forEach((w) => tasks.push(() => ipfs(w)));
    // Entities (businesses, products, plugins, modules): registrations, then an update and a resignation
    const entityOwners = ipfsWallets.slice(0, 20);
    const registered = [];
    entityOwners.forEach((w, i) => {
        const type = i % 4;
        tasks.push(() => {
            const tx = magistrate(w, (nonce) => new M.EntityBuilder().nonce(nonce).asset({
                type, subType: i % 3, action: 0, data: { name: `scale_entity_${i}`, ipfsData: ipfsHash() },
            }));
            registered.push({ w, id: tx.id, type, subType: i % 3 });
            return tx;
        });
    });
    for (let k = 0; k < 4; k++) {
        tasks.push(() => {
            const e = registered.shift();
            const action = k < 2 ? 1 : 2;
            return magistrate(e.w, (nonce) => new M.EntityBuilder().nonce(nonce).asset({
                type: e.type, subType: e.subType, action, registrationId: e.id, data: action === 1 ? { ipfsData: ipfsHash() } : {},
            }));
        });
    }
    multiSigWallets.forEach((w, i) => tasks.push(() => multiSignature(w, [w, ...multiSigParticipants.slice(i * 2, i * 2 + 2)], 2)));
    secondSigWallets.forEach((w) => tasks.push(() => secondSignature(w)));
    const entityTasks = tasks.splice(tasks.length - entityOwners.length - 4, entityOwners.length + 4);
    shuffleInPlace(tasks);
    phase(1401, 2400, tasks);
    phase(Math.max(aip36Height, 1401), 2400, entityTasks);
}
// The bulk: transfers between the senders, the whale's 30,000+ transactions, multipayments that
// give 20,000 wallets a balance, IPFS, vote switches, claims and resignations.
{
    const tasks = [];
    const whaleSent = 20000;
    const whaleReceived = 12000;
    for (let i = 0; i < whaleSent; i++) {
        tasks.push(() => transfer(whale, recipients[i % recipients.length], BigInt(randInt(1, 300)) * 1000000n, memo()));
    }
    for (let i = 0; i < whaleReceived; i++) tasks.push(() => transfer(senders[i % senders.length], whale, BigInt(randInt(1, 500)) * 1000000n, memo()));
    for (let i = 0; i < recipients.length; i += 250) {
        const chunk = recipients.slice(i, i + 250).map((r) => [r, BigInt(randInt(1, 100)) * 1000000n]);
        tasks.push(() => multiPayment(pick(funders), chunk, "airdrop"));
    }
    for (let i = 0; i < 450; i++) tasks.push(() => ipfs(pick(ipfsWallets)));
    for (let i = 0; i < 600; i++) {
        const w = otherVoters[i];
        tasks.push(() => vote(w, pick(newDelegates.slice(N_GHOSTS)), byPublicKey.get(w.vote)));
    }
    for (let i = 0; i < N_LOCKS / 4; i++) tasks.push(() => htlcClaim(claimQueue.shift()));
    const resigning = newDelegates.slice(N_GHOSTS + 10, N_GHOSTS + 10 + N_RESIGNED);
    resigning.forEach((w) => tasks.push(() => resign(w)));
    const fixed = tasks.length;
    const fill = Math.max(0, TARGET_TXS - txCount - fixed - phases.reduce((n, p) => n + p.tasks.length, 0) - N_LOCKS / 4 + 500);
    for (let i = 0; i < fill; i++) {
        tasks.push(() => {
            const from = pick(senders);
            const to = rand() < 0.7 ? pick(senders) : pick(recipients);
            return transfer(from, to, BigInt(randInt(1, 2000)) * 100000n, memo());
        });
    }
    shuffleInPlace(tasks);
    phase(2401, END - 400, tasks);
}
// Refunds of the expired locks meant to be refunded; a quiet tail.
phase(END - 399, END, Array.from({ length: N_LOCKS / 4 }, () => () => htlcRefund(refundQueue.shift())));
log(`planned ${phases.reduce((n, p) => n + p.tasks.length, 0)} transactions in ${phases.length} phases`);

// ---------------------------------------------------------------------------------------------
// Rounds: after the last block of a round the node ranks the non-resigned delegates by vote weight
// (voters' balance + locked HTLC balance; ties by public key) and takes the top 51 (dpos.js), then
// shuffles them with the round number as seed (round-state.js shuffleDelegates).
function rankDelegates() {
    const weight = new Map();
    for (const w of wallets.values()) {
        if (w.vote) weight.set(w.vote, (weight.get(w.vote) ?? 0n) + w.balance + w.locked);
    }
    const list = [];
    for (const d of byPublicKey.values()) {
        if (d.username && !d.resigned) list.push({ d, votes: weight.get(d.publicKey) ?? 0n });
    }
    list.sort((a, b) => (a.votes === b.votes ? a.d.publicKey.localeCompare(b.d.publicKey, "en") : a.votes > b.votes ? -1 : 1));
    return list;
}
function shuffle(round, list) {
    let seed = Crypto.HashAlgorithms.sha256(String(round));
    const out = list.slice();
    for (let i = 0, n = out.length; i < n; ) {
        for (let x = 0; x < 4 && i < n; i++, x++) {
            const j = seed[x] % n;
            [out[j], out[i]] = [out[i], out[j]];
        }
        seed = Crypto.HashAlgorithms.sha256(seed);
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Plan the chain: heights, slots (relative), forgers and transactions.
const forging = new Set(genesisDelegates.map((d) => d.publicKey)); // delegates.json: the node forges for these
const plan = []; // {height, slot, generator, txs}
const roundRows = [];
let roundList = null;
let slot = 0;
function startRound(round) {
    const ranked = rankDelegates().slice(0, ACTIVE);
    for (const { d, votes } of ranked) roundRows.push([d.publicKey, votes.toString(), round]);
    roundList = shuffle(round, ranked.map((r) => r.d));
}
startRound(1);
let totalPlanned = 0;
for (let height = 2; height <= END; height++) {
    const round = Math.floor((height - 1) / ACTIVE) + 1;
    // the next slot whose scheduled delegate forges (about 1 in 200 slots is missed by a real forger too)
    do slot++;
    while (!forging.has(roundList[slot % ACTIVE].publicKey) || rand() < 0.005);
    const generator = roundList[slot % ACTIVE];
    Managers.configManager.setHeight(height);
    const txs = [];
    for (const p of phases) {
        if (height < p.from || height > p.to || p.next >= p.tasks.length) continue;
        const left = p.tasks.length - p.next;
        const blocksLeft = p.to - height + 1;
        let n = Math.ceil(left / blocksLeft);
        if (blocksLeft > 1) n = Math.min(left, Math.round(n * (0.3 + rand() * 1.4)));
        n = Math.min(n, 150 - txs.length);
        for (let i = 0; i < n; i++) txs.push(p.tasks[p.next++](height));
    }
    let fees = 0n;
    for (const tx of txs) fees += BigInt(tx.data.fee.toString());
    generator.balance += fees; // the forger collects the fees (the reward is 0 below height 75600 here)
    plan.push({ height, slot, generator, txs });
    totalPlanned += txs.length;
    if (height % ACTIVE === 0) startRound(round + 1);
    if (height % 2000 === 0) log(`planned height ${height}: ${totalPlanned} transactions`);
}
for (const p of phases) if (p.next < p.tasks.length) throw new Error(`phase ${p.from}-${p.to}: ${p.tasks.length - p.next} tasks left`);
for (const w of wallets.values()) {
    if (w.balance < 0n && !genesis.transactions.some((t) => Identities.Address.fromPublicKey(t.senderPublicKey) === w.address && t.type === 0)) {
        throw new Error(`negative balance: ${w.address}`);
    }
}

// ---------------------------------------------------------------------------------------------
// Timestamps: the last block lands on the current slot; the shift is a whole number of rounds of
// slots so every block keeps its scheduled forger (slot mod 51).
const nowSlot = Math.floor((Math.floor(Date.now() / 1000) - EPOCH_UNIX) / BLOCKTIME);
const lastSlot = plan[plan.length - 1].slot;
const shift = Math.floor((nowSlot - 2 - lastSlot) / ACTIVE) * ACTIVE;
fs.mkdirSync(OUT, { recursive: true });
const csv = (v) => (v === null || v === undefined ? "" : /[",\n\r]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
const blocksOut = fs.createWriteStream(path.join(OUT, "blocks.csv"));
const txOut = fs.createWriteStream(path.join(OUT, "transactions.csv"));
const write = (stream, line) => (stream.write(line) ? null : new Promise((r) => stream.once("drain", r)));
let previous = { id: genesis.id, height: 1 };
let lastBlock = null;
for (const b of plan) {
    const timestamp = (b.slot + shift) * BLOCKTIME;
    let amount = 0n;
    let fee = 0n;
    for (const tx of b.txs) {
        amount += BigInt(tx.data.amount.toString());
        fee += BigInt(tx.data.fee.toString());
    }
    Managers.configManager.setHeight(b.height);
    const block = Blocks.BlockFactory.make(
        {
            version: 0,
            generatorPublicKey: b.generator.publicKey,
            timestamp,
            previousBlock: previous.id,
            height: b.height,
            numberOfTransactions: b.txs.length,
            totalAmount: amount.toString(),
            totalFee: fee.toString(),
            reward: "0",
            payloadLength: 32 * b.txs.length,
            payloadHash: Crypto.HashAlgorithms.sha256(b.txs.map((tx) => Buffer.from(tx.id, "hex"))).toString("hex"),
            transactions: b.txs.map((tx) => tx.data),
        },
        b.generator.keys,
    );
    const d = block.data;
    const p1 = write(blocksOut, [d.id, d.version, d.timestamp, d.previousBlock, d.height, d.numberOfTransactions, d.totalAmount, d.totalFee, d.reward, d.payloadLength, d.payloadHash, d.generatorPublicKey, d.blockSignature].map(csv).join(",") + "\n");
    if (p1) await p1;
    for (let i = 0; i < b.txs.length; i++) {
        const tx = b.txs[i];
        const t = tx.data;
        const vendor = t.vendorField ? "\\x" + Buffer.from(t.vendorField, "utf8").toString("hex") : null;
        const asset = t.asset && Object.keys(t.asset).length ? JSON.stringify(t.asset) : null;
        const p2 = write(txOut, [tx.id, t.version, d.id, i, timestamp, t.senderPublicKey, t.recipientId ?? null, t.type, vendor, t.amount.toString(), t.fee.toString(), "\\x" + tx.serialized.toString("hex"), t.typeGroup, t.nonce.toString(), asset, d.height].map(csv).join(",") + "\n");
        if (p2) await p2;
    }
    previous = d;
    lastBlock = d;
    b.txs = null; // free the transactions as they are written
    if (b.height % 4000 === 0) log(`signed block ${b.height}`);
}
await new Promise((r) => blocksOut.end(r));
await new Promise((r) => txOut.end(r));
fs.writeFileSync(path.join(OUT, "rounds.csv"), roundRows.map((r) => r.map(csv).join(",")).join("\n") + "\n");

// ---------------------------------------------------------------------------------------------
// Manifest: what the scale tests and the benchmark look up (never hard-coded ids).
const countTx = (w) => w.nonce; // sent transactions; the whale's received ones are counted below
const manifest = {
    profile: "scale",
    builtAt: new Date().toISOString(),
    seed: SEED,
    height: lastBlock.height,
    lastBlockId: lastBlock.id,
    transactions: txCount,
    delegates: { total: delegatesByName.size, active: ACTIVE, resigned: N_RESIGNED, ghosts: newDelegates.slice(0, N_GHOSTS).map((w) => w.username) },
    wallets: {
        whale: { address: whale.address, sent: Number(countTx(whale)), received: 12000 + 1 },
        popularDelegate: { address: popular.address, username: popular.username, publicKey: popular.publicKey, voters: N_POPULAR_VOTERS + 1 },
        locker: { address: locker.address, locks: N_LOCKS, open: lockIds.open.length, claimed: lockIds.claimed.length, refunded: lockIds.refunded.length, expired: lockIds.expired.length },
        longUsername: { username: username(7), address: newDelegates[7].address },
        resignedDelegate: { username: newDelegates[N_GHOSTS + 10].username, address: newDelegates[N_GHOSTS + 10].address },
        standbyDelegate: { username: newDelegates[500].username, address: newDelegates[500].address },
        recipient: { address: recipients[0] },
    },
    transactionIds: { maxMultipayment: manifestCases.maxMultipayment, openLock: lockIds.open[0], claimedLock: lockIds.claimed[0], refundedLock: lockIds.refunded[0], expiredLock: lockIds.expired[0] },
    walletsWithBalance: [...wallets.values()].filter((w) => w.balance > 0n).length,
};
fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
fs.writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + "\n");
log(`done: height ${lastBlock.height}, ${txCount} transactions (incl. ${genesis.transactions.length} genesis), ${manifest.walletsWithBalance} wallets with a balance, ${delegatesByName.size} delegates; fees by type ${JSON.stringify(Object.fromEntries(Object.entries(FEE_OF).map(([k, v]) => [k, v.toString()])))}`);
console.log(MANIFEST);
