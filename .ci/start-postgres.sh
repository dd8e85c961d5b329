#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a free local port and prints its URL.
# initdb refuses to run as root, so the cluster belongs to the postgres user.
# Usage: eval "$(bash .ci/start-postgres.sh DIR PORT)"  → exports TEST_DATABASE_URL and PG_CI_DIR
set -euo pipefail
dir=${1:-/tmp/salon-ci-pg}
port=${2:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
rm -rf "$dir"
mkdir -p "$dir"
chown postgres:postgres "$dir"
runuser -u postgres -- "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres PG_CI_DIR=$dir PG_CI_BIN=$bin"
