#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server in a temporary folder and exports TEST_DATABASE_URL.
# Installs Debian's postgresql when its server binaries are missing, and puts its client tools
# (pg_dump, pg_restore) first on PATH. The server stops on exit.

pg_bin_dir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

start_throwaway_postgres() {
  if [ -z "$(pg_bin_dir)" ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends postgresql || { apt-get update && apt-get install -y --no-install-recommends postgresql; }
  fi
  local bin dir port as_user
  bin="$(pg_bin_dir)"
  # pg_dump and pg_restore for the backup tests (server/backups/postgresBackup.test.ts): the
  # server's own version, first on PATH, since an older pg_dump refuses a newer server.
  if [ ! -x "$bin/pg_dump" ] || [ ! -x "$bin/pg_restore" ]; then
    export DEBIAN_FRONTEND=noninteractive
    local client="postgresql-client-$(basename "$(dirname "$bin")")"
    apt-get install -y --no-install-recommends "$client" || { apt-get update && apt-get install -y --no-install-recommends "$client"; }
  fi
  export PATH="$bin:$PATH"
  dir="$(mktemp -d /tmp/backline-pg.XXXXXX)"
  port="${TEST_POSTGRES_PORT:-54329}"
  # PostgreSQL refuses to run as root: use its own system user then.
  if [ "$(id -u)" = "0" ]; then
    id -u postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$dir"
    as_user=(runuser -u postgres --)
  else
    as_user=()
  fi
  "${as_user[@]}" "$bin/initdb" -D "$dir/data" --auth=trust --username=postgres --encoding=UTF8 >/dev/null
  "${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  PG_THROWAWAY=("${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop)
  trap 'stop_throwaway_postgres' EXIT
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for tests at $TEST_DATABASE_URL"
}

stop_throwaway_postgres() {
  "${PG_THROWAWAY[@]}" >/dev/null 2>&1 || true
}
