#!/usr/bin/env bash
# Runs `npm start` in the background, waits for http://localhost:8787 to serve the API and the app, then stops it.
set -euo pipefail
log=$(mktemp)
setsid npm start >"$log" 2>&1 &
pid=$!
stop() { kill -TERM -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; }
trap stop EXIT

for _ in $(seq 1 180); do
  if curl -fsS http://localhost:8787/api/health >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$log"; echo "npm start exited early"; exit 1; fi
  sleep 1
done
health=$(curl -sS http://localhost:8787/api/health)
echo "npm start: /api/health → $health"
echo "$health" | grep -q '"ok":true' || { cat "$log"; exit 1; }
curl -fsS http://localhost:8787/resource/notion | grep -q '<div id="root">' || { echo "deep link did not serve the app"; exit 1; }
echo "npm start: the app and the API answer on http://localhost:8787"
