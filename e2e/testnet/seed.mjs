#!/usr/bin/env node
// Seeds the local single-node ARK Core testnet with a small but realistic chain and writes a
// manifest (ids / addresses / usernames per case) so the explorer's e2e tests never hard-code ids.
//
//   node e2e/testnet/seed.mjs                       (right after `RESET=1 bash start.sh`)
//   ARK_API_PORT=4003 | ARK_API=http://127.0.0.1:4003/api   MANIFEST=e2e/.manifest.json
//   SEED_ENTITY=wait (default) | skip   -> wait for the aip36 height for the Entity registration
//   TRANSFERS=300 VOLUME_WALLETS=70     -> size of the "volume" part
//
// Progress goes to stderr; the manifest path is printed on stdout. Exit 1 if anything that was
// broadcast was rejected or is left unconfirmed (the manifest is still written, without those ids).
//
// Order matters (see FINDINGS.md): legacy magistrate txs (business / bridgechain, typeGroup 2
// types 0-5) are only accepted while aip36 is off (below height 20 with this folder's default
// ARK_AIP36_HEIGHT, 60 on the stock testnet), the Entity
// type (typeGroup 2 type 6) only from then on. So the legacy chain is sent in the first blocks,
// and the Entity registration last. Everything is sent in "phases": broadcast a batch (≤ 40 per
// POST), wait until every tx of the batch is in a block, then build the next batch (which may
// depend on the previous one: a funded wallet, a registered delegate, a business, ...).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadCoreLibs } from "./core-libs.mjs";
import { requestJson } from "./http-json.cjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The lookalike business's links: a user name that reads as the host, a Cyrillic "а" in "ark". */
const LOOKALIKE_WEBSITE = "https://ark.io@evil.example/";
const LOOKALIKE_REPOSITORY = "https://\u0430rk.io/e2e-lookalike";
const ARK_HOME = process.env.ARK_HOME || path.join(process.env.TMPDIR || "/tmp", "ark-testnet");
const NODE_DIR = process.env.ARK_NODE_DIR || path.join(ARK_HOME, "node");
const RUN_DIR = process.env.ARK_RUN_DIR || path.join(ARK_HOME, "run");
const API = process.env.ARK_API || `http://127.0.0.1:${process.env.ARK_API_PORT || 4003}/api`;
const MANIFEST = path.resolve(process.env.MANIFEST || path.join(HERE, "..", ".manifest.json"));
const SEED_ENTITY = process.env.SEED_ENTITY || "wait";
const N_TRANSFERS = Number(process.env.TRANSFERS || 300);
const N_VOLUME = Number(process.env.VOLUME_WALLETS || 70);
const N_VOTERS = 24;
const PHASE_TIMEOUT_MS = Number(process.env.PHASE_TIMEOUT_MS || 120000);
const BATCH = 40; // core's maxTransactionsPerRequest

const { crypto: core, Magistrate, bs58 } = loadCoreLibs(NODE_DIR);
const { Managers, Transactions, Identities, Crypto } = core;
const B = Transactions.BuilderFactory;
const M = Magistrate.Builders;

const ARK = 100000000n;
const t0 = Date.now();
const log = (...a) => console.error(`[seed +${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// HTTP. core 3.9.1's API server sometimes resets reused keep-alive sockets (ECONNRESET /
// UND_ERR_SOCKET); `Connection: close` avoids that, and failures are retried anyway.
async function api(method, url, body, attempt = 1) {
    try {
        return await requestJson(method, API + url, body, { connection: "close" });
    } catch (e) {
        if (attempt >= 5) throw e;
        if (method !== "GET") log(`${method} ${url} failed (${(e.cause && e.cause.code) || e.message}), retrying`);
        await sleep(200 * attempt);
        return api(method, url, body, attempt + 1);
    }
}

async function pmap(items, n, fn) {
    const out = new Array(items.length);
    let i = 0;
    await Promise.all(
        Array.from({ length: Math.min(n, items.length) }, async () => {
            while (i < items.length) {
                const k = i++;
                out[k] = await fn(items[k], k);
            }
        }),
    );
    return out;
}

async function height() {
    const r = await api("GET", "/blockchain");
    if (r.status !== 200) throw new Error(`GET /blockchain -> ${r.status}`);
    return r.body.data.block.height;
}

async function waitForHeight(target) {
    let h;
    while ((h = await height()) < target) await sleep(1000);
    return h;
}

// ---------------------------------------------------------------------------------------------
// Crypto config: use exactly what the node runs (milestones may be customised), else the preset.
async function loadCryptoConfig() {
    const r = await api("GET", "/node/configuration/crypto");
    if (r.status === 200 && r.body.data && r.body.data.milestones && r.body.data.genesisBlock) {
        Managers.configManager.setConfig(r.body.data);
    } else {
        Managers.configManager.setFromPreset("testnet");
    }
}
const milestones = () => Managers.configManager.get("milestones");
const aip36Height = () => (milestones().find((m) => m.aip36) || { height: Infinity }).height;
async function syncHeight() {
    const h = await height();
    Managers.configManager.setHeight(h + 1); // builders pick the milestone of the next block
    return h;
}

// ---------------------------------------------------------------------------------------------
// Wallets and transactions
const delegatesFile = [path.join(RUN_DIR, "config", "delegates.json"),
    path.join(NODE_DIR, "node_modules/@arkecosystem/core/bin/config/testnet/delegates.json")].find((f) => fs.existsSync(f));
const SECRETS = JSON.parse(fs.readFileSync(delegatesFile, "utf8")).secrets;

function wallet(passphrase, extra = {}) {
    return {
        passphrase,
        publicKey: Identities.PublicKey.fromPassphrase(passphrase),
        address: Identities.Address.fromPassphrase(passphrase),
        ...extra,
    };
}

const nonces = new Map();
async function nextNonce(w) {
    if (!nonces.has(w.address)) {
        const r = await api("GET", `/wallets/${w.address}`);
        nonces.set(w.address, r.status === 200 ? BigInt(r.body.data.nonce) : 0n);
    }
    const n = nonces.get(w.address) + 1n;
    nonces.set(w.address, n);
    return n.toString();
}

const all = []; // every tx item ever built: { key, label, id, tx, sender, accepted, confirmed, blockId }
const byKey = {};
async function build(key, sender, fn) {
    const nonce = await nextNonce(sender);
    const t = fn(nonce).build();
    const item = { key, label: key, id: t.id, tx: t.toJson(), sender: sender.address };
    all.push(item);
    if (key) byKey[key] = item;
    return item;
}
const ok = (key) => byKey[key] && byKey[key].confirmed;

async function broadcast(items) {
    for (let i = 0; i < items.length; i += BATCH) {
        const chunk = items.slice(i, i + BATCH);
        const r = await api("POST", "/transactions", { transactions: chunk.map((x) => x.tx) });
        const d = (r.body && r.body.data) || {};
        const accepted = new Set([...(d.accept || []), ...(d.broadcast || [])]);
        for (const x of chunk) {
            x.accepted = accepted.has(x.id);
            if (!x.accepted) {
                // A POST whose response was lost (socket reset under load) is retried by api(); the
                // retry then reports ERR_DUPLICATE / ERR_APPLY ("already registered", "already voted")
                // for txs the first attempt did put in the pool. Trust the node, not the response.
                const inPool = await api("GET", `/transactions/unconfirmed/${x.id}`);
                const inChain = inPool.status === 200 ? inPool : await api("GET", `/transactions/${x.id}`);
                if (inChain.status === 200) {
                    x.accepted = true;
                    continue;
                }
                x.error = r.body && r.body.errors ? r.body.errors[x.id] : r.body;
                log(`REJECTED ${x.label} ${x.id} ${JSON.stringify(x.error)}`);
            }
        }
    }
}

async function confirm(items) {
    const deadline = Date.now() + PHASE_TIMEOUT_MS;
    let pending = items.filter((x) => x.accepted && !x.confirmed);
    while (pending.length && Date.now() < deadline) {
        await sleep(2000);
        // cheap check first: are any of them still in the pool?
        const pool = new Set();
        for (let page = 1; page < 50; page++) {
            const r = await api("GET", `/transactions/unconfirmed?limit=100&page=${page}`);
            const data = (r.body && r.body.data) || [];
            data.forEach((t) => pool.add(t.id));
            if (data.length < 100) break;
        }
        const candidates = pending.filter((x) => !pool.has(x.id));
        await pmap(candidates, 8, async (x) => {
            const r = await api("GET", `/transactions/${x.id}`);
            if (r.status === 200 && r.body.data.blockId) {
                x.confirmed = true;
                x.blockId = r.body.data.blockId;
            }
        });
        pending = pending.filter((x) => !x.confirmed);
    }
    for (const x of pending) log(`NOT CONFIRMED ${x.label} ${x.id}`);
}

async function phase(name, items) {
    items = items.filter(Boolean);
    if (!items.length) return;
    const h = await height();
    log(`phase ${name}: ${items.length} txs at height ${h}`);
    await broadcast(items);
    await confirm(items);
    const blocks = new Set(items.filter((x) => x.confirmed).map((x) => x.blockId));
    log(`phase ${name}: ${items.filter((x) => x.confirmed).length}/${items.length} confirmed in ${blocks.size} block(s)`);
}

// deterministic pseudo-random numbers per run (so amounts / pairs look organic but reproducible)
function rng(seed) {
    let s = seed >>> 0;
    return () => {
        s = (s * 1664525 + 1013904223) >>> 0;
        return s / 4294967296;
    };
}

// ---------------------------------------------------------------------------------------------
async function main() {
    await loadCryptoConfig();
    let h = await syncHeight();
    const AIP36 = aip36Height();
    const run = process.env.RUN_TAG || crypto.randomBytes(3).toString("hex");
    const rand = rng(parseInt(run, 16) || 1);
    const pick = (arr) => arr[Math.floor(rand() * arr.length)];
    // legacy business/bridgechain: the last legacy phase must be in a block below AIP36; the
    // chain below needs ~5 blocks (funding + 4 dependent steps); keep a safety margin.
    const legacy = h + 12 < AIP36;
    log(`api ${API}, height ${h}, aip36 at ${AIP36}, run ${run}, legacy magistrate: ${legacy}`);

    const D = SECRETS.map((s) => wallet(s));
    const fresh = (name) => wallet(`explorer e2e ${name} wallet ${run}`, { name });
    const W = {
        sender: fresh("sender"),
        voter: fresh("voter"),
        unvoter: fresh("unvoter"),
        secondSig: fresh("second"),
        delegate: fresh("delegate"),
        resignedDelegate: fresh("resigned"),
        longUsername: fresh("longname"),
        entity: fresh("entity"),
        msA: fresh("ms1"),
        msB: fresh("ms2"),
        msC: fresh("ms3"),
        htlcRecipient: fresh("htlc recipient"),
        bizA: fresh("business a"),
        bizB: fresh("business b"),
        bizH: fresh("business hostile"),
        // receives only the transfers whose memos a spreadsheet could run as formulas (CSV export)
        csvMemos: fresh("csv memos"),
        // a business whose links read as one site and go to another: a user name before the host,
        // a host spelt with a Cyrillic letter
        bizL: fresh("business lookalike"),
        // a delegate voted into the active set whose secret the node does not hold: it misses its
        // slot in every round (as a delegate whose node went down), and the genesis delegate whose
        // votes put it there leaves the active set (the alerts' delegate events)
        idle: fresh("idle delegate"),
        // the e2e delegate's vote history: one voter switches to it in one transaction (3.x, aip37),
        // one votes for it and then switches away, one votes for it and then unvotes
        switchIn: fresh("switch in"),
        switchOut: fresh("switch out"),
        leaver: fresh("leaver"),
    };
    const voters = Array.from({ length: N_VOTERS }, (_, i) => fresh(`voter ${i}`));
    const delegateVoters = Array.from({ length: 4 }, (_, i) => fresh(`delegate voter ${i}`));
    const volume = Array.from({ length: N_VOLUME }, (_, i) => fresh(`volume ${i}`));

    const msAsset = { min: 2, publicKeys: [W.msA.publicKey, W.msB.publicKey, W.msC.publicKey] };
    const MS = { address: Identities.Address.fromMultiSignatureAsset(msAsset), publicKey: Identities.PublicKey.fromMultiSignatureAsset(msAsset) };
    const username = `e2e_${run}`;
    const idleUsername = `e2e_idle_${run}`;
    // the genesis delegate that moves its own vote to the idle delegate (once per chain: a re-run
    // finds it voting for an earlier run's idle delegate and leaves it so)
    const switcher = D[50];
    const switcherVote = (await api("GET", `/wallets/${switcher.address}`)).body?.data?.attributes?.vote;
    const resignedUsername = `e2e_resigned_${run}`;
    // 20 chars (the maximum), using every allowed special character: a-z 0-9 ! @ $ & _ .
    const longUsername = `e2e.${run}!@$&_`.padEnd(20, "z").slice(0, 20);

    // ---- phase 0: funding (multipayments from genesis delegates) + genesis-only txs -----------
    // funding amounts vary so /wallets/top has a realistic spread
    const fundList = [
        [W.sender, 5000n], [W.voter, 300n], [W.unvoter, 200n], [W.secondSig, 100n], [W.delegate, 2500n],
        [W.resignedDelegate, 100n], [W.longUsername, 100n], [W.entity, 200n], [W.msA, 100n],
        [W.msB, 10n], [W.msC, 10n], [W.idle, 100n], [MS, 500n], [W.htlcRecipient, 5n], [W.bizA, 1000n], [W.bizB, 1000n], [W.bizH, 500n], [W.bizL, 500n],
        [W.switchIn, 150n], [W.switchOut, 250n], [W.leaver, 350n],
        ...voters.map((w, i) => [w, BigInt(50 + i * 37)]),
        ...delegateVoters.map((w, i) => [w, BigInt(20000 * (i + 1))]),
        ...volume.map((w, i) => [w, BigInt(100 + Math.floor(rand() * 20000)) + (i < 5 ? BigInt(40000 * (5 - i)) : 0n)]),
    ];
    // payers: the richest of genesis delegates 20..50 (0..19 send the individual txs below), so
    // re-running the seed on the same chain does not run a payer dry; ≤ 32 payments each
    const balances = await pmap(D.slice(20), 8, async (d) => {
        const r = await api("GET", `/wallets/${d.address}`);
        return { d, balance: r.status === 200 ? BigInt(r.body.data.balance) : 0n };
    });
    const payers = balances.sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0)).map((x) => x.d);
    const p0 = [];
    for (let i = 0, k = 0; i < fundList.length; i += 32, k++) {
        const chunk = fundList.slice(i, i + 32);
        const payer = payers[k];
        p0.push(
            await build(k === 0 ? "multiPaymentFunding" : `funding_${k}`, payer, (nonce) => {
                const b = B.multiPayment().nonce(nonce).vendorField(`e2e funding ${k + 1}`);
                for (const [w, amount] of chunk) b.addPayment(w.address, (amount * ARK).toString());
                return b.sign(payer.passphrase);
            }),
        );
    }
    p0.push(
        await build("transfer", D[0], (nonce) =>
            B.transfer().nonce(nonce).recipientId(D[1].address).amount((12n * ARK).toString()).sign(D[0].passphrase)),
        await build("transferWithMemo", D[0], (nonce) =>
            B.transfer().nonce(nonce).recipientId(D[2].address).amount((3n * ARK).toString())
                .vendorField(`explorer e2e memo ${run}`).sign(D[0].passphrase)),
        await build("transferEmojiMemo", D[0], (nonce) =>
            B.transfer().nonce(nonce).recipientId(W.sender.address).amount((7n * ARK).toString())
                .vendorField("thanks :smile: to the moon :rocket:").sign(D[0].passphrase)),
        await build("ipfs", D[3], (nonce) =>
            B.ipfs().nonce(nonce)
                .ipfsAsset(bs58.encode(Buffer.concat([Buffer.from([0x12, 0x20]), crypto.randomBytes(32)])))
                .sign(D[3].passphrase)),
        // multipayment whose recipients include its own sender
        await build("multiPaymentSelf", D[4], (nonce) =>
            B.multiPayment().nonce(nonce).vendorField("multipayment incl. self")
                .addPayment(D[4].address, (10n * ARK).toString())
                .addPayment(D[5].address, (11n * ARK).toString())
                .addPayment(W.sender.address, (12n * ARK).toString())
                .sign(D[4].passphrase)),
    );
    // HTLC locks from genesis delegates
    const claimSecret = crypto.randomBytes(32);
    const sha = (b) => Crypto.HashAlgorithms.sha256(b).toString("hex");
    const lock = (key, from, to, amount, expiration, memo) =>
        build(key, from, (nonce) => {
            const b = B.htlcLock().nonce(nonce).recipientId(to.address).amount((amount * ARK).toString())
                .htlcLockAsset({ secretHash: key === "htlcLock" ? sha(claimSecret) : sha(crypto.randomBytes(32)), expiration });
            if (memo) b.vendorField(memo);
            return b.sign(from.passphrase);
        });
    const refundExpiry = h + 4;
    const expiredExpiry = h + 5;
    p0.push(
        await lock("htlcLock", D[6], W.htlcRecipient, 5n, { type: 2, value: h + 1000 }, "htlc to be claimed"),
        await lock("htlcLockRefunded", D[7], D[8], 7n, { type: 2, value: refundExpiry }, "htlc to be refunded"),
        await lock("htlcLockExpired", D[9], D[10], 3n, { type: 2, value: expiredExpiry }, "htlc expired, never refunded"),
        await lock("htlcLockTime", D[11], D[12], 4n,
            { type: 1, value: Crypto.Slots.getTime() + 365 * 24 * 3600 }, "htlc time-based expiry"),
    );
    // hostile memos (vendorField is at most vendorFieldLength bytes of UTF-8: 64 on this testnet)
    const vfMax = Managers.configManager.getMilestone().vendorFieldLength || 64;
    const maxAscii = `MAX${vfMax}:`.padEnd(vfMax, "x");
    const maxEmoji = "\u{1F680}".repeat(Math.floor(vfMax / 4)); // 4 bytes each
    const hostileMemos = [
        "<script>window.__pwned=1</script>",
        '<img src=x onerror="window.__pwned=1">',
        "javascript:alert(1)",
        "data:text/html,<script>window.__pwned=1</script>",
        "\u202Etxt.exe \u202Cinvoice RTL override",
        "zero\u200Bwidth\u200C\u200Djoiner\uFEFFmemo\u2060end",
        '"><svg onload=window.__pwned=1>',
        maxAscii,
        maxEmoji,
    ].filter((m) => Buffer.byteLength(m, "utf8") <= vfMax);
    const hostileItems = [];
    for (const [i, memo] of hostileMemos.entries()) {
        hostileItems.push(
            await build(`hostileMemo${i}`, D[13], (nonce) =>
                B.transfer().nonce(nonce).recipientId(D[14 + (i % 4)].address).amount((BigInt(i + 1) * ARK).toString())
                    .vendorField(memo).sign(D[13].passphrase)),
        );
    }
    p0.push(...hostileItems);
    // memos a spreadsheet could run as a formula in a piece of the cell: after a ";" or "," (where
    // a spreadsheet with the other list separator cuts it), after a line break, at the start
    const csvMemos = ["x;=1+2;", "x,=7+8,", "a\n=3+4", "a\r=6+6", "@SUM(1)", "-2+3", "\t=5+5"]
        .filter((m) => Buffer.byteLength(m, "utf8") <= vfMax);
    const csvItems = [];
    for (const [i, memo] of csvMemos.entries()) {
        csvItems.push(
            await build(`csvMemo${i}`, D[18], (nonce) =>
                B.transfer().nonce(nonce).recipientId(W.csvMemos.address).amount((BigInt(i + 1) * ARK).toString())
                    .vendorField(memo).sign(D[18].passphrase)),
        );
    }
    p0.push(...csvItems);
    // a lock whose memo the transaction pages' memo filter drops (a URL shortener) and which holds
    // a right-to-left override, left open
    const lockMemo = "claim at https://bit.ly/x \u202Eabc";
    p0.push(await lock("htlcLockHostileMemo", D[18], D[19], 2n, { type: 2, value: h + 1000000 }, lockMemo));
    await phase("0 (funding, genesis txs)", p0);

    // ---- phase 1 ------------------------------------------------------------------------------
    h = await syncHeight();
    const p1 = [];
    const legacyNow = () => legacy && h + 2 < AIP36;
    if (legacyNow()) {
        p1.push(
            await build("businessRegistration", W.bizA, (nonce) =>
                new M.BusinessRegistrationBuilder().nonce(nonce).businessRegistrationAsset({
                    name: `E2E Business ${run}`, website: "https://example.com", vat: "GB123456789",
                    repository: "https://github.com/example/e2e-business",
                }).sign(W.bizA.passphrase)),
            await build("businessRegistrationB", W.bizB, (nonce) =>
                new M.BusinessRegistrationBuilder().nonce(nonce).businessRegistrationAsset({
                    name: `E2E Resigned Business ${run}`, website: "https://resigned.example.com",
                }).sign(W.bizB.passphrase)),
            await build("hostileBusinessRegistration", W.bizH, (nonce) =>
                new M.BusinessRegistrationBuilder().nonce(nonce).businessRegistrationAsset({
                    name: `E2E Hostile ${run}`, website: "javascript:window.__pwned=1", repository: "data:text/html,x",
                }).sign(W.bizH.passphrase)),
            await build("lookalikeBusinessRegistration", W.bizL, (nonce) =>
                new M.BusinessRegistrationBuilder().nonce(nonce).businessRegistrationAsset({
                    name: `E2E Lookalike ${run}`, website: LOOKALIKE_WEBSITE, repository: LOOKALIKE_REPOSITORY,
                }).sign(W.bizL.passphrase)),
        );
    }
    p1.push(
        await build("secondSignature", W.secondSig, (nonce) =>
            B.secondSignature().nonce(nonce).signatureAsset(`explorer e2e second passphrase ${run}`).sign(W.secondSig.passphrase)),
        await build("delegateRegistration", W.delegate, (nonce) =>
            B.delegateRegistration().nonce(nonce).usernameAsset(username).sign(W.delegate.passphrase)),
        await build("resignedDelegateRegistration", W.resignedDelegate, (nonce) =>
            B.delegateRegistration().nonce(nonce).usernameAsset(resignedUsername).sign(W.resignedDelegate.passphrase)),
        await build("longUsernameRegistration", W.longUsername, (nonce) =>
            B.delegateRegistration().nonce(nonce).usernameAsset(longUsername).sign(W.longUsername.passphrase)),
        await build("idleDelegateRegistration", W.idle, (nonce) =>
            B.delegateRegistration().nonce(nonce).usernameAsset(idleUsername).sign(W.idle.passphrase)),
        switcherVote === switcher.publicKey
            ? await build("switcherUnvote", switcher, (nonce) =>
                B.vote().nonce(nonce).votesAsset([`-${switcher.publicKey}`]).sign(switcher.passphrase))
            : undefined,
        await build("multiSignature", W.msA, (nonce) => {
            const ms = [W.msA, W.msB, W.msC];
            const b = B.multiSignature().nonce(nonce).senderPublicKey(W.msA.publicKey)
                .multiSignatureAsset({ min: 2, publicKeys: ms.map((w) => w.publicKey) });
            ms.forEach((w, i) => b.multiSign(w.passphrase, i));
            return b.sign(W.msA.passphrase);
        }),
    );
    if (ok("htlcLock")) {
        p1.push(await build("htlcClaim", W.htlcRecipient, (nonce) =>
            B.htlcClaim().nonce(nonce)
                .htlcClaimAsset({ lockTransactionId: byKey.htlcLock.id, unlockSecret: claimSecret.toString("hex") })
                .sign(W.htlcRecipient.passphrase)));
    }
    // votes: 24 fresh wallets spread over 12 genesis delegates, plus `voter` and `unvoter`
    const votedFor = [];
    for (const [i, w] of voters.entries()) {
        const d = D[i % 12];
        votedFor.push(d.publicKey);
        p1.push(await build(i === 0 ? "vote" : `vote_${i}`, w, (nonce) =>
            B.vote().nonce(nonce).votesAsset([`+${d.publicKey}`]).sign(w.passphrase)));
    }
    p1.push(
        await build("voterVote", W.voter, (nonce) =>
            B.vote().nonce(nonce).votesAsset([`+${D[12].publicKey}`]).sign(W.voter.passphrase)),
        await build("unvoterVote", W.unvoter, (nonce) =>
            B.vote().nonce(nonce).votesAsset([`+${D[13].publicKey}`]).sign(W.unvoter.passphrase)),
    );
    // the voter that will switch to the e2e delegate votes for a genesis delegate first
    p1.push(await build("switchInVote", W.switchIn, (nonce) =>
        B.vote().nonce(nonce).votesAsset([`+${D[15].publicKey}`]).sign(W.switchIn.passphrase)));
    // the designated `sender`: vote, multipayment, lock (left open), transfers sent (it has received
    // the funding multipayment, a transfer with an emoji memo, and a multipayment already)
    p1.push(
        await build("senderVote", W.sender, (nonce) =>
            B.vote().nonce(nonce).votesAsset([`+${D[14].publicKey}`]).sign(W.sender.passphrase)),
        await build("multiPayment", W.sender, (nonce) => {
            const b = B.multiPayment().nonce(nonce).vendorField("e2e payroll :moneybag:");
            volume.slice(0, 8).forEach((w, i) => b.addPayment(w.address, (BigInt(i + 1) * 5n * ARK).toString()));
            return b.sign(W.sender.passphrase);
        }),
        await lock("htlcLockOpen", W.sender, volume[0], 9n, { type: 2, value: h + 1000000 }, "htlc left open"),
        await build("senderTransfer", W.sender, (nonce) =>
            B.transfer().nonce(nonce).recipientId(volume[1].address).amount((21n * ARK).toString())
                .vendorField("rent :house:").sign(W.sender.passphrase)),
    );
    // volume transfers, first half
    const memos = ["", "", "", "invoice 42", ":smile:", ":rocket: launch", "coffee :coffee:", "lunch money",
        "refund #1337", ":tada: happy birthday :cake:", "", "", "salary March", "¡gracias! ünïcödé"];
    const volumeTransfer = async (i) => {
        const from = volume[i % volume.length];
        let to = pick(volume);
        if (to === from) to = volume[(i + 1) % volume.length];
        if (i % 23 === 0) to = W.sender; // the sender also receives plain transfers
        const memo = pick(memos);
        return build(`transfer_${i}`, from, (nonce) => {
            const b = B.transfer().nonce(nonce).recipientId(to.address)
                .amount(BigInt(Math.floor(rand() * 50 * 1e8) + 1e6).toString());
            if (memo) b.vendorField(memo);
            return b.sign(from.passphrase);
        });
    };
    const half = Math.floor(N_TRANSFERS / 2);
    for (let i = 0; i < half; i++) p1.push(await volumeTransfer(i));
    await phase("1 (registrations, votes, volume)", p1);

    // ---- phase 2 ------------------------------------------------------------------------------
    h = await syncHeight();
    const p2 = [];
    if (legacyNow() && ok("businessRegistration")) {
        p2.push(
            await build("businessUpdate", W.bizA, (nonce) =>
                new M.BusinessUpdateBuilder().nonce(nonce)
                    .businessUpdateAsset({ website: "https://updated.example.com", vat: "GB987654321" })
                    .sign(W.bizA.passphrase)),
        );
    }
    const genesisA = crypto.randomBytes(32).toString("hex");
    const genesisB = crypto.randomBytes(32).toString("hex");
    if (legacyNow() && ok("businessRegistration")) {
        p2.push(await build("bridgechainRegistration", W.bizA, (nonce) =>
            new M.BridgechainRegistrationBuilder().nonce(nonce).bridgechainRegistrationAsset({
                name: `e2e_chain_${run}`, seedNodes: ["192.0.2.10", "192.0.2.11"], genesisHash: genesisA,
                bridgechainRepository: "https://github.com/example/e2e-chain",
                bridgechainAssetRepository: "https://github.com/example/e2e-chain-assets",
                ports: { "@arkecosystem/core-api": 4003 },
            }).sign(W.bizA.passphrase)));
    }
    if (legacyNow() && ok("businessRegistrationB")) {
        p2.push(await build("bridgechainRegistrationB", W.bizB, (nonce) =>
            new M.BridgechainRegistrationBuilder().nonce(nonce).bridgechainRegistrationAsset({
                name: `e2e_resigned_chain_${run}`, seedNodes: ["192.0.2.20"], genesisHash: genesisB,
                bridgechainRepository: "https://github.com/example/e2e-resigned-chain",
                ports: { "@arkecosystem/core-api": 4003 },
            }).sign(W.bizB.passphrase)));
    }
    if (ok("secondSignature")) {
        p2.push(await build("secondSignatureTransfer", W.secondSig, (nonce) =>
            B.transfer().nonce(nonce).recipientId(W.sender.address).amount((1n * ARK).toString())
                .vendorField("signed twice").sign(W.secondSig.passphrase).secondSign(`explorer e2e second passphrase ${run}`)));
    }
    if (ok("resignedDelegateRegistration")) {
        p2.push(await build("delegateResignation", W.resignedDelegate, (nonce) =>
            B.delegateResignation().nonce(nonce).sign(W.resignedDelegate.passphrase)));
    }
    if (ok("delegateRegistration")) {
        for (const [i, w] of delegateVoters.entries()) {
            p2.push(await build(`delegateVote_${i}`, w, (nonce) =>
                B.vote().nonce(nonce).votesAsset([`+${W.delegate.publicKey}`]).sign(w.passphrase)));
        }
    }
    // a switch (one vote transaction unvoting one delegate and voting another) needs aip37
    const switchVotes = () => Boolean(Managers.configManager.getMilestone().aip37);
    if (ok("delegateRegistration")) {
        p2.push(
            await build("switchOutVote", W.switchOut, (nonce) =>
                B.vote().nonce(nonce).votesAsset([`+${W.delegate.publicKey}`]).sign(W.switchOut.passphrase)),
            await build("leaverVote", W.leaver, (nonce) =>
                B.vote().nonce(nonce).votesAsset([`+${W.delegate.publicKey}`]).sign(W.leaver.passphrase)),
        );
        if (switchVotes() && ok("switchInVote")) {
            p2.push(await build("voteSwitchIn", W.switchIn, (nonce) =>
                B.vote().nonce(nonce).votesAsset([`-${D[15].publicKey}`, `+${W.delegate.publicKey}`]).sign(W.switchIn.passphrase)));
        } else log("vote switches are off (no aip37 milestone): the e2e delegate gets no switch");
    }
    if (ok("idleDelegateRegistration") && ok("switcherUnvote")) {
        p2.push(await build("idleDelegateVote", switcher, (nonce) =>
            B.vote().nonce(nonce).votesAsset([`+${W.idle.publicKey}`]).sign(switcher.passphrase)));
    }
    if (ok("unvoterVote")) {
        p2.push(await build("unvote", W.unvoter, (nonce) =>
            B.vote().nonce(nonce).votesAsset([`-${D[13].publicKey}`]).sign(W.unvoter.passphrase)));
    }
    if (ok("multiSignature")) {
        // a transfer from the 2-of-3 multisig wallet, signed by participants 0 and 2
        p2.push(await build("multiSignatureTransfer", MS, (nonce) =>
            B.transfer().nonce(nonce).senderPublicKey(MS.publicKey).recipientId(W.sender.address)
                .amount((15n * ARK).toString()).vendorField("multisig 2 of 3")
                .multiSign(W.msA.passphrase, 0).multiSign(W.msC.passphrase, 2)));
    }
    for (let i = half; i < N_TRANSFERS; i++) p2.push(await volumeTransfer(i));
    await phase("2 (updates, 2nd-sig transfer, resignation, unvote, volume)", p2);

    // ---- phase 3: bridgechain update / resignation, HTLC refund --------------------------------
    h = await syncHeight();
    const p3 = [];
    if (legacyNow() && ok("bridgechainRegistration")) {
        p3.push(await build("bridgechainUpdate", W.bizA, (nonce) =>
            new M.BridgechainUpdateBuilder().nonce(nonce).bridgechainUpdateAsset({
                bridgechainId: genesisA, seedNodes: ["192.0.2.10", "192.0.2.12"],
                ports: { "@arkecosystem/core-api": 4103 },
            }).sign(W.bizA.passphrase)));
    }
    if (legacyNow() && ok("bridgechainRegistrationB")) {
        p3.push(await build("bridgechainResignation", W.bizB, (nonce) =>
            new M.BridgechainResignationBuilder().nonce(nonce).bridgechainResignationAsset(genesisB).sign(W.bizB.passphrase)));
    }
    if (ok("htlcLockRefunded")) {
        h = await waitForHeight(refundExpiry);
        Managers.configManager.setHeight(h + 1);
        p3.push(await build("htlcRefund", D[7], (nonce) =>
            B.htlcRefund().nonce(nonce).htlcRefundAsset({ lockTransactionId: byKey.htlcLockRefunded.id }).sign(D[7].passphrase)));
    }
    // the e2e delegate loses two voters: a switch away, an unvote
    if (switchVotes() && ok("switchOutVote")) {
        p3.push(await build("voteSwitchOut", W.switchOut, (nonce) =>
            B.vote().nonce(nonce).votesAsset([`-${W.delegate.publicKey}`, `+${D[16].publicKey}`]).sign(W.switchOut.passphrase)));
    }
    if (ok("leaverVote")) {
        p3.push(await build("leaverUnvote", W.leaver, (nonce) =>
            B.vote().nonce(nonce).votesAsset([`-${W.delegate.publicKey}`]).sign(W.leaver.passphrase)));
    }
    await phase("3 (bridgechain update/resign, htlc refund, votes lost)", p3);

    // ---- phase 4: business resignation (after its bridgechain is resigned) ----------------------
    h = await syncHeight();
    if (legacyNow() && ok("bridgechainResignation")) {
        await phase("4 (business resignation)", [
            await build("businessResignation", W.bizB, (nonce) =>
                new M.BusinessResignationBuilder().nonce(nonce).sign(W.bizB.passphrase)),
        ]);
    }

    // ---- phase 5: Entity registration (only accepted once aip36 is active) ---------------------
    h = await height();
    if (SEED_ENTITY !== "skip" && Number.isFinite(AIP36)) {
        if (h + 1 < AIP36) {
            log(`waiting for height ${AIP36} (aip36) for the Entity registration (~${(AIP36 - h) * 8}s; SEED_ENTITY=skip skips)`);
            h = await waitForHeight(AIP36);
        }
        Managers.configManager.setHeight(h + 1);
        await phase("5 (entity registration)", [
            await build("entityRegistration", W.entity, (nonce) =>
                new M.EntityBuilder().nonce(nonce).asset({
                    type: 0, subType: 0, action: 0,
                    data: { name: `e2e_entity_${run}`, ipfsData: bs58.encode(Buffer.concat([Buffer.from([0x12, 0x20]), crypto.randomBytes(32)])) },
                }).sign(W.entity.passphrase)),
        ]);
    }

    // ---- manifest -------------------------------------------------------------------------------
    const finalHeight = await height();
    const top = await api("GET", "/wallets/top?limit=1");
    const richAddr = top.body.data[0].address;
    const txId = (key) => (ok(key) ? byKey[key].id : undefined);
    const blockCounts = {};
    for (const x of all) if (x.confirmed) blockCounts[x.blockId] = (blockCounts[x.blockId] || 0) + 1;
    const [busiestBlock] = Object.entries(blockCounts).sort((a, b) => b[1] - a[1]);
    const blk = busiestBlock ? (await api("GET", `/blocks/${busiestBlock[0]}`)).body.data : undefined;
    const addrOf = (w) => ({ address: w.address, publicKey: w.publicKey });
    const legacyDone = ok("businessRegistration");
    // the idle delegate enters the active set with the round after the one its vote landed in
    let idleDelegate;
    if (ok("idleDelegateVote")) {
        const voteHeight = (await api("GET", `/blocks/${byKey.idleDelegateVote.blockId}`)).body.data.height;
        const switcherWallet = (await api("GET", `/wallets/${switcher.address}`)).body.data;
        idleDelegate = {
            username: idleUsername, ...addrOf(W.idle), voteHeight,
            enteredRound: Math.floor((voteHeight - 1) / 51) + 2,
            replaced: { username: switcherWallet.attributes?.delegate?.username, ...addrOf(switcher) },
        };
    }

    const manifest = {
        api: API,
        run,
        createdAt: new Date().toISOString(),
        finalHeight,
        aip36Height: AIP36,
        legacyMagistrate: !!legacyDone,
        wallets: {
            rich: { address: richAddr, publicKey: top.body.data[0].publicKey },
            sender: addrOf(W.sender),
            voter: { ...addrOf(W.voter), votedFor: D[12].publicKey },
            unvoter: addrOf(W.unvoter),
            // the wallet holding the multiSignature attribute (address derived from the asset) and
            // the participant that sent the registration
            multisig: { ...MS, min: 2, participants: msAsset.publicKeys, registeredBy: addrOf(W.msA) },
            secondSig: addrOf(W.secondSig),
            delegate: {
                username, ...addrOf(W.delegate),
                voters: [...delegateVoters.map((w) => w.address), ...(ok("voteSwitchIn") ? [W.switchIn.address] : [])],
            },
            resignedDelegate: { username: resignedUsername, ...addrOf(W.resignedDelegate) },
            longUsernameDelegate: { username: longUsername, ...addrOf(W.longUsername) },
            genesisDelegate: { username: "genesis_1", ...addrOf(D[0]) },
            idleDelegate,
            htlcRecipient: addrOf(W.htlcRecipient),
            entity: ok("entityRegistration") ? { ...addrOf(W.entity), name: `e2e_entity_${run}` } : undefined,
            business: legacyDone ? { ...addrOf(W.bizA), name: `E2E Business ${run}`, bridgechainId: genesisA } : undefined,
            resignedBusiness: ok("businessRegistrationB")
                ? { ...addrOf(W.bizB), name: `E2E Resigned Business ${run}`, bridgechainId: genesisB } : undefined,
            voters: voters.map((w) => w.address),
            volume: volume.map((w) => w.address),
        },
        transactions: Object.fromEntries(
            ["transfer", "transferWithMemo", "transferEmojiMemo", "secondSignature", "secondSignatureTransfer",
                "delegateRegistration", "idleDelegateRegistration", "idleDelegateVote", "vote", "unvote", "multiSignature", "ipfs", "multiPayment", "multiPaymentSelf",
                "multiPaymentFunding", "multiSignatureTransfer", "delegateResignation", "htlcLock", "htlcClaim", "htlcRefund", "htlcLockRefunded",
                "htlcLockOpen", "htlcLockTime", "htlcLockExpired", "businessRegistration", "businessUpdate",
                "businessResignation", "businessRegistrationB", "bridgechainRegistration", "bridgechainUpdate",
                "bridgechainResignation", "bridgechainRegistrationB", "entityRegistration", "senderTransfer",
                "senderVote", "longUsernameRegistration", "voteSwitchIn", "voteSwitchOut", "leaverUnvote"]
                .map((k) => [k, txId(k)]).filter(([, v]) => v),
        ),
        counts: {
            transactions: all.filter((x) => x.confirmed).length,
            transfers: all.filter((x) => x.confirmed && x.tx.type === 0 && (x.tx.typeGroup ?? 1) === 1).length,
            wallets: new Set(all.filter((x) => x.confirmed).flatMap((x) => [x.sender, x.tx.recipientId,
                ...((x.tx.asset && x.tx.asset.payments) || []).map((p) => p.recipientId)]).filter(Boolean)).size,
            votes: all.filter((x) => x.confirmed && x.tx.type === 3 && (x.tx.typeGroup ?? 1) === 1).length,
            votedDelegates: new Set(votedFor).size,
        },
        blocks: blk ? { withTransactions: blk.id, height: blk.height, transactions: blk.transactions } : {},
        hostile: {
            memos: hostileItems.filter((x) => x.confirmed).map((x) => ({ id: x.id, memo: x.tx.vendorField })),
            business: ok("hostileBusinessRegistration")
                ? { ...addrOf(W.bizH), id: byKey.hostileBusinessRegistration.id, website: "javascript:window.__pwned=1", repository: "data:text/html,x" }
                : undefined,
            longUsername: ok("longUsernameRegistration") ? { username: longUsername, ...addrOf(W.longUsername) } : undefined,
            csvMemos: {
                wallet: W.csvMemos.address,
                memos: csvItems.filter((x) => x.confirmed).map((x) => ({ id: x.id, memo: x.tx.vendorField })),
            },
            lockMemo: ok("htlcLockHostileMemo")
                ? { id: byKey.htlcLockHostileMemo.id, memo: lockMemo, sender: D[18].address, recipient: D[19].address }
                : undefined,
            lookalikeBusiness: ok("lookalikeBusinessRegistration")
                ? { ...addrOf(W.bizL), id: byKey.lookalikeBusinessRegistration.id, website: LOOKALIKE_WEBSITE, repository: LOOKALIKE_REPOSITORY }
                : undefined,
        },
        // the e2e delegate's (wallets.delegate) vote history besides its four plain votes: who
        // switched to it, who switched away, who voted and unvoted (a case is absent when not made)
        votes: {
            switchIn: ok("voteSwitchIn")
                ? { voter: W.switchIn.address, from: D[15].publicKey, to: W.delegate.publicKey, id: byKey.voteSwitchIn.id, voteId: txId("switchInVote") }
                : undefined,
            switchOut: ok("voteSwitchOut")
                ? { voter: W.switchOut.address, from: W.delegate.publicKey, to: D[16].publicKey, id: byKey.voteSwitchOut.id, voteId: txId("switchOutVote") }
                : undefined,
            leaver: ok("leaverUnvote") ? { voter: W.leaver.address, voteId: txId("leaverVote"), unvoteId: byKey.leaverUnvote.id } : undefined,
        },
        vendorFieldLength: vfMax,
        failed: all.filter((x) => !x.confirmed).map(({ label, id, error }) => ({ label, id, error })),
    };
    fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
    fs.writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + "\n");
    const bad = all.filter((x) => !x.confirmed);
    log(`done: ${all.length - bad.length}/${all.length} confirmed, height ${finalHeight}, ${((Date.now() - t0) / 1000).toFixed(0)}s`);
    console.log(MANIFEST);
    if (bad.length) process.exitCode = 1;
}

main().catch((e) => {
    console.error(e);
    process.exit(2);
});
