# Shared settings for the local ARK Core testnet scripts. Sourced by install.sh/start.sh/stop.sh.
# Every value can be overridden from the environment.
ARK_HOME="${ARK_HOME:-${TMPDIR:-/tmp}/ark-testnet}"
ARK_CORE_VERSION="${ARK_CORE_VERSION:-3.9.1}"
ARK_NODE_DIR="$ARK_HOME/node"          # npm project holding @arkecosystem/core
ARK_RUN_DIR="${ARK_RUN_DIR:-$ARK_HOME/run}"  # config/, data/, log/, cache/, temp/, core.pid, core.out
# The mainnet-scale profile (scale.sh) keeps its own run folder, database and cache here; only one
# profile's node runs at a time, on the same ports.
ARK_SCALE_HOME="${ARK_SCALE_HOME:-$ARK_HOME/scale}"
ARK_SCALE_DB="${ARK_SCALE_DB:-ark_scale}"
ARK_PG_DATA="$ARK_HOME/pgdata"         # private PostgreSQL cluster (owned by the postgres user)
ARK_PG_PORT="${ARK_PG_PORT:-5433}"     # 5433 so it never collides with a distro cluster on 5432
ARK_API_PORT="${ARK_API_PORT:-4003}"   # public REST API (http://127.0.0.1:$ARK_API_PORT/api)
ARK_P2P_PORT="${ARK_P2P_PORT:-4000}"
ARK_WEBHOOKS_PORT="${ARK_WEBHOOKS_PORT:-4004}"
# Height at which the testnet's aip36 milestone turns on (legacy business/bridgechain txs are
# accepted below it, Entity txs from it on). 60 is the stock testnet value; the default 20 lets
# seed.mjs create both kinds in ~2.5 min instead of ~8 (waiting for height 60). Only applied by
# `RESET=1 start.sh` (a milestone change needs a fresh chain); any other value writes a custom
# crypto config to $ARK_RUN_DIR/config/crypto/ (same network/genesis/nethash, only that milestone moved).
ARK_AIP36_HEIGHT="${ARK_AIP36_HEIGHT:-20}"
ARK_DB_NAME="${ARK_DB_NAME:-ark_testnet}"
ARK_DB_USER="${ARK_DB_USER:-ark}"
ARK_DB_PASSWORD="${ARK_DB_PASSWORD:-password}"
# Native addons that core 3.9.1 needs; everything else installs with --ignore-scripts.
ARK_NATIVE_MODULES="bcrypto better-sqlite3 bstring nsfw tiny-secp256k1"

ark_pg_bin() {
    ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}

ark_pg_running() {
    local bin; bin="$(ark_pg_bin)"
    [ -n "$bin" ] && [ -f "$ARK_PG_DATA/PG_VERSION" ] &&
        su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$ARK_PG_DATA' status" >/dev/null 2>&1
}

ark_pg_start() {
    local bin; bin="$(ark_pg_bin)"
    if ark_pg_running; then return 0; fi
    su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$ARK_PG_DATA' -l '$ARK_PG_DATA/server.log' -w -t 60 \
        -o \"-c listen_addresses=127.0.0.1 -p $ARK_PG_PORT -k $ARK_PG_DATA\" start" >/dev/null
}

ark_psql() { # run psql as the postgres superuser over the private unix socket
    local bin; bin="$(ark_pg_bin)"
    su postgres -s /bin/sh -c "'$bin/psql' -v ON_ERROR_STOP=1 -h '$ARK_PG_DATA' -p $ARK_PG_PORT -U postgres -d postgres -tAc \"$1\""
}

ark_stop_core() { # stop the core whose PID is in file $1 (if it is ours and alive); remove the file
    local pidfile="$1" pid
    [ -f "$pidfile" ] || return 1
    pid="$(cat "$pidfile")"
    if kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q "run-core.cjs"; then
        kill -TERM "$pid"
        for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
        if kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid"; fi
        echo "[stop] core $pid stopped ($(dirname "$pidfile"))"
    fi
    rm -f "$pidfile"
}

ark_write_node_config() { # peers.json and .env of the run folder $1, on database $2, loopback only
    cat > "$1/config/peers.json" <<EOF
{ "list": [ { "ip": "127.0.0.1", "port": $ARK_P2P_PORT } ] }
EOF
    cat > "$1/config/.env" <<EOF
CORE_LOG_LEVEL=info
CORE_LOG_LEVEL_FILE=debug
CORE_DB_HOST=127.0.0.1
CORE_DB_PORT=$ARK_PG_PORT
CORE_DB_USERNAME=$ARK_DB_USER
CORE_DB_PASSWORD=$ARK_DB_PASSWORD
CORE_DB_DATABASE=$2
CORE_P2P_HOST=127.0.0.1
CORE_P2P_PORT=$ARK_P2P_PORT
CORE_WEBHOOKS_HOST=127.0.0.1
CORE_WEBHOOKS_PORT=$ARK_WEBHOOKS_PORT
CORE_API_HOST=127.0.0.1
CORE_API_PORT=$ARK_API_PORT
CORE_API_RATE_LIMIT_DISABLED=true
EOF
}

ark_core_env() { # environment for the core process: all paths under $ARK_RUN_DIR
    export CORE_PATH_CONFIG="$ARK_RUN_DIR/config"
    export CORE_PATH_DATA="$ARK_RUN_DIR/data"
    export CORE_PATH_CACHE="$ARK_RUN_DIR/cache"
    export CORE_PATH_LOG="$ARK_RUN_DIR/log"
    export CORE_PATH_TEMP="$ARK_RUN_DIR/temp"
    # The `ark` CLI keeps its own settings in $XDG_CONFIG_HOME/@arkecosystem/core-nodejs; keep
    # them under $ARK_RUN_DIR instead of ~/.config. (Its npm update check is disabled in run-core.cjs.)
    export XDG_CONFIG_HOME="$ARK_RUN_DIR/xdg/config"
}

ark_write_crypto_config() { # stock testnet milestones, or aip36 moved to $ARK_AIP36_HEIGHT and vote switches on
    local dir="$ARK_RUN_DIR/config/crypto"
    rm -rf "$dir"
    [ "$ARK_AIP36_HEIGHT" = "60" ] && return 0
    mkdir -p "$dir"
    ARK_CRYPTO_DIR="$dir" node -e '
const { createRequire } = require("module"); const fs = require("fs"); const path = require("path");
const { Managers } = createRequire(path.join(process.env.ARK_NODE_DIR, "package.json"))("@arkecosystem/crypto");
Managers.configManager.setFromPreset("testnet");
const h = Number(process.env.ARK_AIP36_HEIGHT), cfg = Managers.configManager.all();
if (!(h >= 3)) throw new Error("ARK_AIP36_HEIGHT must be >= 3");
const ms = cfg.milestones.map((m) => ({ ...m }));
const i = ms.findIndex((m) => m.aip36 && m.height === 60);   // the stock milestone that only adds aip36
if (i < 0 || h >= ms[i + 1].height) throw new Error("cannot move aip36 to " + h);
ms[i].height = h;
// aip37 lets one vote transaction switch delegates (["-old", "+new"]), as on mainnet; the stock
// testnet milestones never turn it on
for (const m of ms) if (m.height >= 2) m.aip37 = true;
for (const [k, v] of Object.entries({ network: cfg.network, milestones: ms, exceptions: cfg.exceptions, genesisBlock: cfg.genesisBlock }))
    fs.writeFileSync(path.join(process.env.ARK_CRYPTO_DIR, k + ".json"), JSON.stringify(v, null, 2) + "\n");'
}
