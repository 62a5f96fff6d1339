#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL for the reports (issue 34, docs/scaling.md step 4):
# a second cluster made with pg_basebackup, on its own port, streaming from the first.
#
#   bash scripts/replica.sh start   # prints REPORTS_DATABASE_URL's server part
#   bash scripts/replica.sh stop
#
# PRIMARY_HOST/PRIMARY_PORT (127.0.0.1:5432), REPLICA_PORT (5433), REPLICA_DIR
# (/var/tmp/schooldesk-replica). Run as root (or with sudo): it lets the primary accept
# replication connections from 127.0.0.1 and runs the replica as the postgres user.
set -euo pipefail

PRIMARY_HOST="${PRIMARY_HOST:-127.0.0.1}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
REPLICA_DIR="${REPLICA_DIR:-/var/tmp/schooldesk-replica}"
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi; }
as_postgres() { (cd / && as_root runuser -u postgres -- "$@"); }
bin="/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -V | tail -n 1)/bin"
primary_sql() { psql -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres -d postgres -Atq -v ON_ERROR_STOP=1 -c "$1"; }

stop() {
  if [ -f "$REPLICA_DIR/postmaster.pid" ]; then as_postgres "$bin/pg_ctl" -D "$REPLICA_DIR" -m fast -w stop >/dev/null || true; fi
}

start() {
  # A replica already streaming on the port is used as it is.
  if pg_isready -q -h 127.0.0.1 -p "$REPLICA_PORT" && [ "$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -Atc 'select pg_is_in_recovery()')" = t ]; then
    echo "replica already streaming on 127.0.0.1:$REPLICA_PORT"
    return
  fi
  # The primary lets replication connections in from this machine (its other lines say `all`,
  # which does not cover replication).
  hba="$(primary_sql 'show hba_file')"
  if ! as_root grep -qE '^host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32' "$hba"; then
    echo "host replication all 127.0.0.1/32 trust" | as_root tee -a "$hba" >/dev/null
    primary_sql 'select pg_reload_conf()' >/dev/null
    sleep 1
  fi
  stop
  as_root rm -rf "$REPLICA_DIR"
  as_root install -d -m 700 -o postgres -g postgres "$REPLICA_DIR"
  # -R writes standby.signal and primary_conninfo: the copy starts as a standby of the primary.
  as_postgres "$bin/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres -D "$REPLICA_DIR" -R -X stream -c fast
  # Debian keeps a cluster's configuration outside its data directory, so the copy has none.
  as_postgres tee "$REPLICA_DIR/postgresql.conf" >/dev/null <<CONF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$REPLICA_DIR'
max_connections = 200
hot_standby = on
# Long report queries are not cancelled by the cleanup the primary replays.
hot_standby_feedback = on
CONF
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | as_postgres tee "$REPLICA_DIR/pg_hba.conf" >/dev/null
  as_postgres touch "$REPLICA_DIR/pg_ident.conf"
  as_postgres "$bin/pg_ctl" -D "$REPLICA_DIR" -l "$REPLICA_DIR/replica.log" -w start >/dev/null
  for _ in $(seq 1 30); do
    if [ "$(primary_sql "select count(*) from pg_stat_replication where state = 'streaming'")" != 0 ]; then
      echo "replica streaming on 127.0.0.1:$REPLICA_PORT (data in $REPLICA_DIR)"
      return
    fi
    sleep 1
  done
  echo "the replica did not start streaming; its log:" >&2
  as_root tail -n 30 "$REPLICA_DIR/replica.log" >&2
  exit 1
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
