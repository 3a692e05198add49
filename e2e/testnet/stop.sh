#!/usr/bin/env bash
# Stop the ARK Core process started by start.sh (by its recorded PID) and the private
# PostgreSQL cluster. Safe to re-run.   KEEP_PG=1 bash stop.sh  -> leave postgres running.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/env.sh"
PIDFILE="$ARK_RUN_DIR/core.pid"

if [ -f "$PIDFILE" ]; then
    PID="$(cat "$PIDFILE")"
    if kill -0 "$PID" 2>/dev/null &&
        tr '\0' ' ' <"/proc/$PID/cmdline" | grep -q "run-core.cjs"; then
        kill -TERM "$PID"
        for _ in $(seq 1 30); do kill -0 "$PID" 2>/dev/null || break; sleep 1; done
        if kill -0 "$PID" 2>/dev/null; then kill -KILL "$PID"; fi
        echo "[stop] core $PID stopped"
    else
        echo "[stop] core not running"
    fi
    rm -f "$PIDFILE"
else
    echo "[stop] no pid file"
fi

if [ "${KEEP_PG:-0}" != "1" ] && ark_pg_running; then
    su postgres -s /bin/sh -c "'$(ark_pg_bin)/pg_ctl' -D '$ARK_PG_DATA' -m fast -w stop" >/dev/null
    echo "[stop] postgres stopped"
fi
