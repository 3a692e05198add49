#!/usr/bin/env bash
# Start PostgreSQL + the single-node ARK Core testnet in the background, wait until the public
# API answers and a block beyond genesis has been forged, then print the core PID.
#   RESET=1 bash start.sh   -> wipe the chain (drop + recreate the database) first
#   RESET=1 ARK_AIP36_HEIGHT=20 bash start.sh -> fresh chain whose aip36 milestone is at 20, not 60
#   ARK_API_PORT=4103 ...   -> must match the port install.sh was run with
# Prints "[start] ... API: http://127.0.0.1:<port>/api" and, on the last line, the core PID.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/env.sh"
API="http://127.0.0.1:$ARK_API_PORT/api"
PIDFILE="$ARK_RUN_DIR/core.pid"
TIMEOUT="${START_TIMEOUT:-180}"

[ -f "$ARK_RUN_DIR/config/app.json" ] || { echo "run install.sh first" >&2; exit 1; }
grep -q "^CORE_API_PORT=$ARK_API_PORT\$" "$ARK_RUN_DIR/config/.env" ||
    { echo "config/.env has a different CORE_API_PORT; re-run install.sh with ARK_API_PORT=$ARK_API_PORT" >&2; exit 1; }

ark_pg_start

if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
    echo "[start] core already running; API: $API"
    cat "$PIDFILE"
    exit 0
fi

# One node per API port: starting one profile stops the other profile's node when it uses the
# same ports (the default and the scale profile normally do).
for other in "$ARK_HOME/run" "$ARK_SCALE_HOME/run"; do
    [ "$other/core.pid" = "$PIDFILE" ] && continue
    grep -qs "^CORE_API_PORT=$ARK_API_PORT\$" "$other/config/.env" && { ark_stop_core "$other/core.pid" || true; }
done

if [ "${RESET:-0}" = "1" ]; then
    echo "[start] RESET=1: recreating database $ARK_DB_NAME"
    ark_psql "DROP DATABASE IF EXISTS $ARK_DB_NAME" >/dev/null
    ark_psql "CREATE DATABASE $ARK_DB_NAME OWNER $ARK_DB_USER" >/dev/null
    ARK_NODE_DIR="$ARK_NODE_DIR" ARK_AIP36_HEIGHT="$ARK_AIP36_HEIGHT" ark_write_crypto_config
    [ "$ARK_AIP36_HEIGHT" = "60" ] || echo "[start] custom milestones: aip36 at height $ARK_AIP36_HEIGHT (config/crypto/)"
    rm -rf "$ARK_RUN_DIR/data" "$ARK_RUN_DIR/cache" "$ARK_RUN_DIR/temp"
    mkdir -p "$ARK_RUN_DIR"/{data,cache,temp}
fi

if (exec 3<>"/dev/tcp/127.0.0.1/$ARK_API_PORT") 2>/dev/null; then
    echo "[start] 127.0.0.1:$ARK_API_PORT is already in use by another process; pick ARK_API_PORT" >&2
    exit 1
fi

ark_core_env
cd "$ARK_RUN_DIR"
# --env=test: core skips peer-quorum checks (NetworkStateStatus.Test) so one node forges every slot.
# --disableDiscovery/--skipDiscovery/--ignoreMinimumNetworkReach: no peers are needed or contacted.
START_TS=$(date +%s.%N)
ARK_NODE_DIR="$ARK_NODE_DIR" setsid nohup node "$HERE/run-core.cjs" core:run \
    --network=testnet --env=test --disableDiscovery --skipDiscovery --ignoreMinimumNetworkReach \
    >"$ARK_RUN_DIR/core.out" 2>&1 </dev/null &
echo $! >"$PIDFILE"
PID=$(cat "$PIDFILE")

deadline=$((SECONDS + TIMEOUT))
api_up=""
while [ $SECONDS -lt $deadline ]; do
    if ! kill -0 "$PID" 2>/dev/null; then
        echo "[start] core exited; last log lines:" >&2; tail -30 "$ARK_RUN_DIR/core.out" >&2; exit 1
    fi
    body="$(curl -s -m 2 "$API/blockchain" || true)"
    if [ -n "$body" ]; then
        if [ -z "$api_up" ]; then
            api_up=1
            echo "[start] API answered after $(awk -v a="$(date +%s.%N)" -v b="$START_TS" 'BEGIN{printf "%.1f", a-b}') s"
        fi
        h="$(node -e 'try{console.log(JSON.parse(process.argv[1]).data.block.height)}catch(e){console.log(0)}' "$body")"
        if [ "${h:-0}" -gt 1 ]; then
            echo "[start] height $h after $(awk -v a="$(date +%s.%N)" -v b="$START_TS" 'BEGIN{printf "%.1f", a-b}') s; API: $API"
            echo "$PID"
            exit 0
        fi
    fi
    sleep 1
done
echo "[start] timed out after ${TIMEOUT}s (core PID $PID still running); see $ARK_RUN_DIR/core.out" >&2
exit 1
