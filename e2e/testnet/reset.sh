#!/usr/bin/env bash
# Fresh, seeded chain in one command: stop the core if it runs, start it on a wiped database
# (RESET=1 start.sh), then seed it right away (legacy business/bridgechain txs must land below the
# aip36 height: ARK_AIP36_HEIGHT, default 20, stock testnet 60) and write the manifest
# (default e2e/.manifest.json, env MANIFEST). ~3 min; ~8 min with ARK_AIP36_HEIGHT=60.
#   bash e2e/testnet/reset.sh             -> full seed (waits for the aip36 height for the Entity tx)
#   SEED_ENTITY=skip bash reset.sh        -> skip the Entity registration (no wait for the aip36 height)
#   SEED=0 bash reset.sh                  -> fresh chain only, no seeding
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/env.sh"
export ARK_HOME ARK_API_PORT

T0=$SECONDS
KEEP_PG=1 bash "$HERE/stop.sh"
RESET=1 bash "$HERE/start.sh"
if [ "${SEED:-1}" = "1" ]; then
    node "$HERE/seed.mjs"
fi
echo "[reset] done in $((SECONDS - T0)) s; API: http://127.0.0.1:$ARK_API_PORT/api"
