#!/usr/bin/env bash
# A newcomer's `npm start` in a clone that other users cannot enter (issue 7 item 7): as root,
# clones this checkout's HEAD into a mode-700 `mktemp -d`, reuses node_modules (hard links) and the
# build when its sources match, runs `npm start` until GET /api/auth/me answers 401, stops it with
# Ctrl-C (SIGINT to its process group) and checks that the app and its PostgreSQL are gone.
# Downloads nothing. Removes the clone, and the cluster it got under /var/lib/studio-portal, even
# when it fails.
set -euo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
timeout_s=${PRIVATE_CLONE_TIMEOUT:-360}
started=$(date +%s)
say() { echo "private-clone-start: $*"; }

[ "$(id -u)" = 0 ] || say "not root: PostgreSQL runs as this user, so nothing is relocated (the check still runs)"
[ -d "$src/node_modules" ] || { say "no node_modules in $src: run npm ci first"; exit 1; }

tmp=$(mktemp -d)
chmod 700 "$tmp"
app="$tmp/app"
log="$tmp/start.log"
pgid=""
home=""
base=/var/lib/studio-portal
base_existed=$([ -e "$base" ] && echo 1 || echo 0)

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$pgid" ] && kill -0 -- "-$pgid" 2>/dev/null; then
    say "killing what is left of process group $pgid"
    kill -KILL -- "-$pgid" 2>/dev/null || true
    sleep 1
  fi
  if [ "$status" != 0 ] && [ -f "$log" ]; then say "npm start log (last 40 lines):"; tail -n 40 "$log" | grep -v 'nodedir' || true; fi
  [ -n "$home" ] && rm -rf "$home"
  [ "$base_existed" = 0 ] && rmdir "$base" 2>/dev/null || true
  rm -rf "$tmp"
  say "$([ "$status" = 0 ] && echo passed || echo "FAILED ($status)") in $(( $(date +%s) - started ))s"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

git clone -q "$src" "$app"
# Hard links keep the files inside the private directory, as a real `npm ci` there would; another
# file system needs a real copy.
cp -al "$(realpath "$src/node_modules")" "$app/node_modules" 2>/dev/null || cp -a "$(realpath "$src/node_modules")" "$app/node_modules"
# An existing build is reused only if build-if-needed finds its recorded source hash matches.
for out in dist build; do [ -d "$src/$out" ] && cp -a "$src/$out" "$app/$out"; done
home=$(cd "$app" && node --input-type=module -e "console.log((await import('./scripts/embedded-db.mjs')).relocationHome())")
say "clone in $app (mode $(stat -c %a "$tmp")), relocated files (if any) in $home"

# Below the range of outgoing connections' ports: npm start's own PostgreSQL pool once took a port
# listen(0) had given (EADDRINUSE).
free_port() { node --input-type=module -e "console.log(await (await import('$src/scripts/embedded-db.mjs')).freePort())"; }
port=$(free_port)
pg_port=$(free_port)

cd "$app"
PORT=$port HOST=127.0.0.1 EMBEDDED_PG_PORT=$pg_port setsid npm start >"$log" 2>&1 < /dev/null &
npm_pid=$!
pgid=$(ps -o pgid= -p "$npm_pid" | tr -d ' ')
[ "$pgid" = "$npm_pid" ] || { say "npm start did not get its own process group"; exit 1; }

status_of_me() { node -e "fetch('http://127.0.0.1:$port/api/auth/me',{signal:AbortSignal.timeout(5000)}).then(r=>console.log(r.status),()=>console.log(0))"; }
code=0
while :; do
  code=$(status_of_me)
  [ "$code" = 401 ] && break
  kill -0 "$npm_pid" 2>/dev/null || { say "npm start exited before answering"; exit 1; }
  [ $(( $(date +%s) - started )) -lt "$timeout_s" ] || { say "no 401 from /api/auth/me within ${timeout_s}s (last answer: $code)"; exit 1; }
  sleep 2
done
say "GET /api/auth/me answered 401 after $(( $(date +%s) - started ))s"
grep -m1 'Embedded PostgreSQL is running' "$log" | sed 's/^/private-clone-start: npm start said: /'
grep -q 'Building' "$log" && say "(npm start built the app: no reusable build)" || say "(npm start reused the copied build)"

cluster=$(readlink -f data/pg)
[ -f "$cluster/postmaster.pid" ] || { say "no postmaster.pid in $cluster"; exit 1; }

kill -INT -- "-$pgid"
for _ in $(seq 1 60); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.5; done
if kill -0 -- "-$pgid" 2>/dev/null; then say "npm start or its PostgreSQL still runs 30s after Ctrl-C"; exit 1; fi
pgid=""
[ ! -e "$cluster/postmaster.pid" ] || { say "PostgreSQL did not shut down cleanly (postmaster.pid left in $cluster)"; exit 1; }
say "stopped cleanly: process group gone, postmaster.pid removed"
