#!/usr/bin/env bash
# Stop the ARK Core process started by start.sh or scale.sh (by its recorded PID, either profile)
# and the private PostgreSQL cluster. Safe to re-run.   KEEP_PG=1 bash stop.sh  -> leave postgres running.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/env.sh"
# Either profile's node (default: $ARK_HOME/run, mainnet-scale: $ARK_SCALE_HOME/run) may be running.
stopped=""
for pidfile in "$ARK_RUN_DIR/core.pid" "$ARK_HOME/run/core.pid" "$ARK_SCALE_HOME/run/core.pid"; do
    ark_stop_core "$pidfile" && stopped=1
done
[ -n "$stopped" ] || echo "[stop] core not running"

if [ "${KEEP_PG:-0}" != "1" ] && ark_pg_running; then
    su postgres -s /bin/sh -c "'$(ark_pg_bin)/pg_ctl' -D '$ARK_PG_DATA' -m fast -w stop" >/dev/null
    echo "[stop] postgres stopped"
fi
