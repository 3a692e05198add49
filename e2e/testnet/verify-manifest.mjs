#!/usr/bin/env node
// Checks a manifest written by seed.mjs against the live API: every transaction id is confirmed
// and has the expected typeGroup/type, the designated wallets really have what the tests expect.
//   node e2e/testnet/verify-manifest.mjs [manifest]     (default: $MANIFEST or e2e/.manifest.json)
// Prints one line per check; exit 1 if any check fails.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const file = path.resolve(process.argv[2] || process.env.MANIFEST || path.join(HERE, "..", ".manifest.json"));
const m = JSON.parse(fs.readFileSync(file, "utf8"));
const API = process.env.ARK_API || m.api;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function get(url, attempt = 1) {
    try {
        const res = await fetch(API + url, { headers: { connection: "close" } });
        return { status: res.status, body: await res.json().catch(() => null) };
    } catch (e) {
        if (attempt >= 5) throw e;
        await sleep(200 * attempt);
        return get(url, attempt + 1);
    }
}

let failures = 0;
const check = (name, cond, extra = "") => {
    if (!cond) failures++;
    console.log(`${cond ? "ok  " : "FAIL"} ${name}${extra ? "  " + extra : ""}`);
};

const expected = {
    transfer: "1/0", transferWithMemo: "1/0", transferEmojiMemo: "1/0", secondSignature: "1/1", multiSignatureTransfer: "1/0",
    secondSignatureTransfer: "1/0", delegateRegistration: "1/2", longUsernameRegistration: "1/2", vote: "1/3",
    idleDelegateRegistration: "1/2", idleDelegateVote: "1/3",
    senderVote: "1/3", unvote: "1/3", voteSwitchIn: "1/3", voteSwitchOut: "1/3", leaverUnvote: "1/3", multiSignature: "1/4", ipfs: "1/5", multiPayment: "1/6",
    multiPaymentSelf: "1/6", multiPaymentFunding: "1/6", delegateResignation: "1/7", htlcLock: "1/8",
    htlcLockRefunded: "1/8", htlcLockOpen: "1/8", htlcLockTime: "1/8", htlcLockExpired: "1/8", htlcClaim: "1/9",
    htlcRefund: "1/10", senderTransfer: "1/0", businessRegistration: "2/0", businessRegistrationB: "2/0",
    businessResignation: "2/1", businessUpdate: "2/2", bridgechainRegistration: "2/3",
    bridgechainRegistrationB: "2/3", bridgechainResignation: "2/4", bridgechainUpdate: "2/5", entityRegistration: "2/6",
};

const txs = {};
for (const [key, id] of Object.entries(m.transactions)) {
    const r = await get(`/transactions/${id}`);
    const t = r.status === 200 ? r.body.data : undefined;
    if (t) txs[key] = t;
    const tt = t ? `${t.typeGroup}/${t.type}` : `HTTP ${r.status}`;
    check(`tx ${key}`, t && t.blockId && t.confirmations > 0 && (!expected[key] || expected[key] === tt), tt);
}
for (const { id, memo } of (m.hostile && m.hostile.memos) || []) {
    const r = await get(`/transactions/${id}`);
    check(`hostile memo ${JSON.stringify(memo).slice(0, 40)}`, r.status === 200 && r.body.data.vendorField === memo);
}
for (const { id, memo } of (m.hostile && m.hostile.csvMemos && m.hostile.csvMemos.memos) || []) {
    const r = await get(`/transactions/${id}`);
    check(`csv memo ${JSON.stringify(memo)}`, r.status === 200 && r.body.data.vendorField === memo && r.body.data.recipient === m.hostile.csvMemos.wallet);
}
check("csv memos seeded", Boolean(m.hostile && m.hostile.csvMemos && m.hostile.csvMemos.memos.length >= 7));
if (m.hostile && m.hostile.lockMemo) {
    const r = await get(`/transactions/${m.hostile.lockMemo.id}`);
    check("lock with a shortener link and an RTL override in its memo", r.status === 200 && r.body.data.type === 8 && r.body.data.vendorField === m.hostile.lockMemo.memo);
} else check("lock with a shortener link and an RTL override in its memo", false, "not seeded");
if (m.hostile && m.hostile.business) {
    const r = await get(`/wallets/${m.hostile.business.address}`);
    const b = r.body && r.body.data.attributes.business;
    check("hostile business website stored verbatim", b && b.businessAsset.website === m.hostile.business.website);
}
if (m.hostile && m.hostile.lookalikeBusiness) {
    const r = await get(`/wallets/${m.hostile.lookalikeBusiness.address}`);
    const b = r.body && r.body.data.attributes.business;
    check("lookalike business website and repository stored verbatim",
        b && b.businessAsset.website === m.hostile.lookalikeBusiness.website && b.businessAsset.repository === m.hostile.lookalikeBusiness.repository);
}
if (m.hostile && m.hostile.longUsername) {
    const u = m.hostile.longUsername.username;
    const r = await get(`/delegates/${encodeURIComponent(u)}`);
    check(`long username delegate ${u} (${u.length} chars) via /delegates/{username}`, r.status === 200 && r.body.data.username === u, `HTTP ${r.status}`);
}

// designated sender: sent, received, vote, multipayment, lock
const S = m.wallets.sender.address;
const total = async (url) => {
    const r = await get(url);
    return r.status === 200 ? r.body.meta.totalCount : -1;
};
check("sender has sent txs", (await total(`/wallets/${S}/transactions/sent?limit=1`)) > 0);
check("sender has received txs", (await total(`/wallets/${S}/transactions/received?limit=1`)) > 0);
check("sender has a vote", (await total(`/wallets/${S}/votes?limit=1`)) > 0);
check("sender sent a multipayment", (await total(`/wallets/${S}/transactions/sent?type=6&typeGroup=1&limit=1`)) > 0);
check("sender received a multipayment", (await total(`/wallets/${S}/transactions/received?type=6&typeGroup=1&limit=1`)) > 0);
check("sender sent a lock", (await total(`/wallets/${S}/transactions/sent?type=8&typeGroup=1&limit=1`)) > 0);
check("sender has an open lock", (await total(`/wallets/${S}/locks?limit=1`)) > 0);

// delegates
const d = await get(`/delegates/${m.wallets.delegate.username}`);
check("delegate registered, not resigned, has votes", d.status === 200 && !d.body.data.isResigned && BigInt(d.body.data.votes) > 0n,
    d.status === 200 ? `votes ${d.body.data.votes}` : `HTTP ${d.status}`);
const voters = await total(`/delegates/${m.wallets.delegate.username}/voters?limit=1`);
check("delegate voters", voters >= 1, `${voters}`);
const rd = await get(`/delegates/${m.wallets.resignedDelegate.username}`);
check("resigned delegate isResigned", rd.status === 200 && rd.body.data.isResigned === true);
const votedDelegates = new Set();
for (const a of m.wallets.voters) {
    const w = await get(`/wallets/${a}`);
    if (w.status === 200 && w.body.data.attributes.vote) votedDelegates.add(w.body.data.attributes.vote);
}
check("voters spread over ≥ 8 delegates", votedDelegates.size >= 8, `${m.wallets.voters.length} voters, ${votedDelegates.size} delegates`);
// the e2e delegate's vote history: a switch to it, a switch away, a vote and an unvote
const V = m.votes || {};
const assetOf = (id) => get(`/transactions/${id}`).then((r) => (r.status === 200 ? r.body.data.asset.votes : undefined));
if (V.switchIn) {
    const votes = await assetOf(V.switchIn.id);
    const w = await get(`/wallets/${V.switchIn.voter}`);
    check("switch to the delegate is one vote transaction [-old, +new]", JSON.stringify(votes) === JSON.stringify([`-${V.switchIn.from}`, `+${V.switchIn.to}`]));
    check("the switched voter votes for the delegate", w.status === 200 && w.body.data.attributes.vote === m.wallets.delegate.publicKey);
} else check("switch to the delegate", false, "not seeded (aip37 off?)");
if (V.switchOut) {
    const votes = await assetOf(V.switchOut.id);
    check("switch away from the delegate is one vote transaction [-delegate, +other]", JSON.stringify(votes) === JSON.stringify([`-${m.wallets.delegate.publicKey}`, `+${V.switchOut.to}`]));
} else check("switch away from the delegate", false, "not seeded (aip37 off?)");
if (V.leaver) {
    const w = await get(`/wallets/${V.leaver.voter}`);
    check("the leaver voted for the delegate and unvoted it", w.status === 200 && !w.body.data.attributes.vote && JSON.stringify(await assetOf(V.leaver.unvoteId)) === JSON.stringify([`-${m.wallets.delegate.publicKey}`]));
} else check("a vote for the delegate taken back", false, "not seeded");
const uv = await get(`/wallets/${m.wallets.unvoter.address}`);
check("unvoter has no vote", uv.status === 200 && !uv.body.data.attributes.vote);
const ss = await get(`/wallets/${m.wallets.secondSig.address}`);
check("secondSig wallet has secondPublicKey", ss.status === 200 && !!ss.body.data.attributes.secondPublicKey);
check("second-signature transfer has signSignature", !!(txs.secondSignatureTransfer && (txs.secondSignatureTransfer.signSignature || txs.secondSignatureTransfer.secondSignature)));
const ms = await get(`/wallets/${m.wallets.multisig.address}`);
check("multisig wallet has multiSignature attribute", ms.status === 200 && !!ms.body.data.attributes.multiSignature);
check("multisig transfer has signatures", !!(txs.multiSignatureTransfer && txs.multiSignatureTransfer.signatures && txs.multiSignatureTransfer.signatures.length >= 2));
check("multiPaymentSelf pays its sender", !!(txs.multiPaymentSelf && txs.multiPaymentSelf.asset.payments.some((p) => p.recipientId === txs.multiPaymentSelf.sender)));

// locks
const locks = new Map();
for (let page = 1; page < 20; page++) {
    const r = await get(`/locks?limit=100&page=${page}`);
    for (const l of r.body.data) locks.set(l.lockId, l);
    if (r.body.data.length < 100) break;
}
const L = m.transactions;
check("htlcLockOpen is open, not expired", locks.has(L.htlcLockOpen) && !locks.get(L.htlcLockOpen).isExpired);
check("htlcLockTime is open, expirationType 1", locks.has(L.htlcLockTime) && locks.get(L.htlcLockTime).expirationType === 1);
check("htlcLockExpired is listed and isExpired", locks.has(L.htlcLockExpired) && locks.get(L.htlcLockExpired).isExpired === true);
check("claimed / refunded locks are gone from /locks", !locks.has(L.htlcLock) && !locks.has(L.htlcLockRefunded));

// magistrate
if (m.legacyMagistrate) {
    const b = await get(`/wallets/${m.wallets.business.address}`);
    const biz = b.body && b.body.data.attributes.business;
    check("business attribute (updated website, bridgechain updated)", biz && biz.businessAsset.website === "https://updated.example.com" &&
        biz.bridgechains && biz.bridgechains[m.wallets.business.bridgechainId]);
    const rb = await get(`/wallets/${m.wallets.resignedBusiness.address}`);
    const rbiz = rb.body && rb.body.data.attributes.business;
    check("resigned business: business and bridgechain resigned", rbiz && rbiz.resigned === true &&
        rbiz.bridgechains[m.wallets.resignedBusiness.bridgechainId].resigned === true);
}
if (m.transactions.entityRegistration) {
    const e = await get(`/entities/${m.transactions.entityRegistration}`);
    check("entity listed under /entities/{id}", e.status === 200, `HTTP ${e.status}`);
}

// volume
const topTotal = await total("/wallets/top?limit=1");
check("wallets/top has several pages", topTotal >= 100, `${topTotal} wallets`);
check("≥ 300 transfers on chain", (await total("/transactions?type=0&typeGroup=1&limit=1")) >= 300);
const blk = await get(`/blocks/${m.blocks.withTransactions}`);
check("blocks.withTransactions holds several txs", blk.status === 200 && blk.body.data.transactions > 5, `${blk.body && blk.body.data.transactions}`);

console.log(failures ? `${failures} check(s) FAILED` : "all checks passed");
process.exitCode = failures ? 1 : 0;
