# Shared settings for the local ARK Core testnet scripts. Sourced by install.sh/start.sh/stop.sh.
# Every value can be overridden from the environment.
ARK_HOME="${ARK_HOME:-${TMPDIR:-/tmp}/ark-testnet}"
ARK_CORE_VERSION="${ARK_CORE_VERSION:-3.9.1}"
ARK_NODE_DIR="$ARK_HOME/node"          # npm project holding @arkecosystem/core
ARK_RUN_DIR="$ARK_HOME/run"            # config/, data/, log/, cache/, temp/, core.pid, core.out
ARK_PG_DATA="$ARK_HOME/pgdata"         # private PostgreSQL cluster (owned by the postgres user)
ARK_PG_PORT="${ARK_PG_PORT:-5433}"     # 5433 so it never collides with a distro cluster on 5432
ARK_API_PORT="${ARK_API_PORT:-4003}"   # public REST API (http://127.0.0.1:$ARK_API_PORT/api)
ARK_P2P_PORT="${ARK_P2P_PORT:-4000}"
ARK_WEBHOOKS_PORT="${ARK_WEBHOOKS_PORT:-4004}"
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
