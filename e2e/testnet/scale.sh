#!/usr/bin/env bash
# The mainnet-scale profile of the local testnet (`npm run testnet:scale`): the same ARK Core 3.9.1
# node and network as the default profile, on a chain shaped like ARK mainnet — 1,155 delegates
# (51 active, 3 of them never forge, 30 resigned, the rest standby), ~30,000 wallets with a balance,
# 250,000+ transactions of every core type, a wallet with 32,000 transactions, a delegate with 3,200
# voters, a wallet with 240 locks (open, claimed, refunded, expired), a multipayment with 256
# recipients, a height above 20,400 — and the API defaults of a public node (estimated totals).
#
# First run: builds the chain (build.mjs, ~5–10 min on 2 cores), loads it into its own database
# ($ARK_SCALE_DB) and keeps a dump of it ($ARK_SCALE_HOME/ark_scale.dump). Later runs start the node
# on that database (or restore the dump if the database is gone): ≤ 3 min, mostly ARK Core
# rebuilding its wallets from 250,000 transactions. The node then forges on like the default one,
# on the usual API address; `npm run testnet:start` / `testnet:reset` go back to the default profile.
#
#   bash scale.sh              build once, then start (stops the default profile's node)
#   SCALE_REBUILD=1 bash scale.sh   build the chain again from scratch
#   SCALE_RESTORE=1 bash scale.sh   back to the chain as built (restore the dump)
# Prints the API URL; the manifest of cases is written to e2e/.manifest.scale.json (MANIFEST_SCALE).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/env.sh"
export ARK_HOME ARK_API_PORT ARK_P2P_PORT ARK_WEBHOOKS_PORT
DEFAULT_RUN_DIR="$ARK_RUN_DIR"
SCALE_RUN_DIR="$ARK_SCALE_HOME/run"
DUMP="$ARK_SCALE_HOME/ark_scale.dump"
BUILT="$ARK_SCALE_HOME/built.json"
MANIFEST_SCALE="${MANIFEST_SCALE:-$HERE/../.manifest.scale.json}"
API="http://127.0.0.1:$ARK_API_PORT/api"
T0=$SECONDS
log() { echo "[scale +$((SECONDS - T0))s] $*"; }
pg_file() { # run a SQL file as the postgres superuser on the scale database
    su postgres -s /bin/sh -c "'$(ark_pg_bin)/psql' -v ON_ERROR_STOP=1 -q -h '$ARK_PG_DATA' -p $ARK_PG_PORT -U postgres -d $ARK_SCALE_DB -f '$1'"
}
db_exists() { [ "$(ark_psql "SELECT 1 FROM pg_database WHERE datname='$ARK_SCALE_DB'")" = "1" ]; }

# --- the node itself (idempotent) ------------------------------------------------------------
[ -f "$DEFAULT_RUN_DIR/config/app.json" ] || bash "$HERE/install.sh"
ark_pg_start

# --- the scale profile's run folder: the default config, its own database, public API defaults -
write_config() {
    mkdir -p "$SCALE_RUN_DIR"/{config,data,cache,log,temp}
    cp "$DEFAULT_RUN_DIR/config/"{app.json,config.json,delegates.json} "$SCALE_RUN_DIR/config/"
    # the network (milestones) of the chain as built; a fresh build takes the default profile's
    if [ ! -d "$ARK_SCALE_HOME/crypto" ]; then
        rm -rf "$ARK_SCALE_HOME/crypto"
        if [ -d "$DEFAULT_RUN_DIR/config/crypto" ]; then cp -r "$DEFAULT_RUN_DIR/config/crypto" "$ARK_SCALE_HOME/crypto"; else mkdir -p "$ARK_SCALE_HOME/crypto"; fi
    fi
    rm -rf "$SCALE_RUN_DIR/config/crypto"
    if [ -f "$ARK_SCALE_HOME/crypto/milestones.json" ]; then cp -r "$ARK_SCALE_HOME/crypto" "$SCALE_RUN_DIR/config/crypto"; fi
    # No CORE_API_NO_ESTIMATED_TOTAL_COUNT (the default profile sets it): like a public node, list
    # totals are PostgreSQL estimates (meta.totalCountIsEstimate). The rate limit stays off so tests
    # and benchmarks from one loopback address are not throttled.
    ark_write_node_config "$SCALE_RUN_DIR" "$ARK_SCALE_DB"
}

start_scale_node() {
    ARK_RUN_DIR="$SCALE_RUN_DIR" START_TIMEOUT="${START_TIMEOUT:-600}" bash "$HERE/start.sh"
}

build_chain() {
    log "building the chain (first run; SCALE_REBUILD=1 forces it)"
    ark_stop_core "$SCALE_RUN_DIR/core.pid" || true
    [ "${SCALE_REUSE_CSV:-0}" = "1" ] || rm -rf "$ARK_SCALE_HOME/crypto"
    rm -rf "$SCALE_RUN_DIR/data" "$SCALE_RUN_DIR/cache" "$SCALE_RUN_DIR/temp" "$BUILT" "$DUMP"
    write_config
    ark_psql "DROP DATABASE IF EXISTS $ARK_SCALE_DB" >/dev/null
    ark_psql "CREATE DATABASE $ARK_SCALE_DB OWNER $ARK_DB_USER" >/dev/null
    # 1. the node creates its schema and the genesis block itself
    log "creating the schema and the genesis block (node start)"
    start_scale_node >/dev/null
    ark_stop_core "$SCALE_RUN_DIR/core.pid" >/dev/null
    # 2. the blocks and transactions, signed, as CSV
    local out="$ARK_SCALE_HOME/csv"
    if [ "${SCALE_REUSE_CSV:-0}" = "1" ] && [ -f "$out/rounds.csv" ] && [ -f "$ARK_SCALE_HOME/manifest.json" ]; then
        log "reusing the CSV files of the last build (SCALE_REUSE_CSV=1)"
    else
        rm -rf "$out"
        node --max-old-space-size=8192 "$HERE/scale/build.mjs" --out "$out" --manifest "$ARK_SCALE_HOME/manifest.json" \
            --crypto "$ARK_SCALE_HOME/crypto" >/dev/null
    fi
    # 3. into the database, in chain order; the node's own checks on chained blocks and nonces
    #    validate every row
    log "loading $(wc -l <"$out/blocks.csv") blocks and $(wc -l <"$out/transactions.csv") transactions"
    cat > "$out/load.sql" <<SQL
DELETE FROM transactions WHERE block_height > 1;
DELETE FROM blocks WHERE height > 1;
TRUNCATE rounds;
TRUNCATE wallets;
-- The node's CHECK constraints on chained blocks and nonces look up the previous row, which rows of
-- the same COPY command cannot see: set them aside for the load, then add them back — adding a
-- CHECK validates every loaded row against the whole table.
CREATE TEMP TABLE saved_checks AS SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
    FROM pg_constraint WHERE conname IN ('chained_blocks', 'transactions_nonce');
DO \$\$ DECLARE r record; BEGIN
    FOR r IN SELECT * FROM saved_checks LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname); END LOOP;
END \$\$;
\\copy blocks (id, version, timestamp, previous_block, height, number_of_transactions, total_amount, total_fee, reward, payload_length, payload_hash, generator_public_key, block_signature) FROM '$out/blocks.csv' WITH (FORMAT csv)
\\copy transactions (id, version, block_id, sequence, timestamp, sender_public_key, recipient_id, type, vendor_field, amount, fee, serialized, type_group, nonce, asset, block_height) FROM '$out/transactions.csv' WITH (FORMAT csv)
\\copy rounds (public_key, balance, round) FROM '$out/rounds.csv' WITH (FORMAT csv)
DO \$\$ DECLARE r record; BEGIN
    FOR r IN SELECT * FROM saved_checks ORDER BY tbl LOOP EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.conname, r.def); END LOOP;
END \$\$;
VACUUM ANALYZE;
SQL
    chmod -R a+rX "$ARK_SCALE_HOME"
    pg_file "$out/load.sql"
    [ "${SCALE_KEEP_CSV:-0}" = "1" ] || rm -rf "$out"
    log "dumping the database to $DUMP (later starts restore it if the database is gone)"
    su postgres -s /bin/sh -c "'$(ark_pg_bin)/pg_dump' -Fc -Z 6 -h '$ARK_PG_DATA' -p $ARK_PG_PORT -U postgres -d $ARK_SCALE_DB" >"$DUMP.tmp"
    mv "$DUMP.tmp" "$DUMP"
    node -e 'const m=require(process.argv[1]); require("fs").writeFileSync(process.argv[2], JSON.stringify({builtAt:m.builtAt,height:m.height,transactions:m.transactions}, null, 2)+"\n")' \
        "$ARK_SCALE_HOME/manifest.json" "$BUILT"
}

restore_dump() {
    log "restoring the chain as built from $DUMP"
    ark_stop_core "$SCALE_RUN_DIR/core.pid" || true
    ark_psql "DROP DATABASE IF EXISTS $ARK_SCALE_DB" >/dev/null
    ark_psql "CREATE DATABASE $ARK_SCALE_DB OWNER $ARK_DB_USER" >/dev/null
    chmod a+r "$DUMP"
    su postgres -s /bin/sh -c "'$(ark_pg_bin)/pg_restore' -j 2 --no-owner --role=$ARK_DB_USER -h '$ARK_PG_DATA' -p $ARK_PG_PORT -U postgres -d $ARK_SCALE_DB '$DUMP'"
    rm -rf "$SCALE_RUN_DIR/data" "$SCALE_RUN_DIR/cache" "$SCALE_RUN_DIR/temp"
}

if [ "${SCALE_REBUILD:-0}" = "1" ] || [ ! -f "$BUILT" ] || [ ! -f "$DUMP" ]; then
    build_chain
elif [ "${SCALE_RESTORE:-0}" = "1" ] || ! db_exists; then
    ark_stop_core "$SCALE_RUN_DIR/core.pid" || true
    write_config
    restore_dump
fi
write_config
cp "$ARK_SCALE_HOME/manifest.json" "$MANIFEST_SCALE"

log "starting the node on the scale chain (ARK Core rebuilds its state from the database first)"
start_scale_node | tail -2
log "ready: $API (manifest: $MANIFEST_SCALE)"
