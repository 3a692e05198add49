#!/usr/bin/env bash
# Prints the current height of the local testnet (and the API URL on stderr); exits 1 if the
# API does not answer.   bash status.sh && echo up
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/env.sh"
API="http://127.0.0.1:$ARK_API_PORT/api"
body="$(curl -sf -m 3 -H 'Connection: close' "$API/blockchain" 2>/dev/null)" || { echo "[status] API $API is not answering" >&2; exit 1; }
h="$(node -e 'try{console.log(JSON.parse(process.argv[1]).data.block.height)}catch(e){process.exit(1)}' "$body")" ||
    { echo "[status] unexpected answer from $API/blockchain" >&2; exit 1; }
echo "[status] API: $API" >&2
echo "$h"
