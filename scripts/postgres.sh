# Starts Debian's PostgreSQL on 127.0.0.1:5432 (creating the cluster if the package left none),
# creates the role tabula/tabula and the database tabula_test, and exports TABULA_TEST_PG_URL.
start_test_postgres() {
  local ver
  ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
  if ! ls /etc/postgresql/"$ver"/main >/dev/null 2>&1; then
    pg_createcluster "$ver" main >/dev/null
  fi
  if ! pg_lsclusters -h | awk -v v="$ver" '$1==v && $2=="main" {print $4}' | grep -q online; then
    # A cluster killed mid-run (a CI stopped by its deadline) leaves a stale pid file: pg_ctlcluster
    # then recovers and starts it but may still report failure, so readiness decides, not its code.
    pg_ctlcluster "$ver" main start || echo "setup: pg_ctlcluster reported a failed start; waiting for the server"
  fi
  local port
  port=$(pg_lsclusters -h | awk -v v="$ver" '$1==v && $2=="main" {print $3}')
  local tries=0
  until pg_isready -q -h 127.0.0.1 -p "$port"; do
    tries=$((tries + 1))
    if [ "$tries" -eq 15 ]; then
      pg_ctlcluster "$ver" main restart || true
    elif [ "$tries" -ge 30 ]; then
      echo "setup: PostgreSQL $ver did not accept connections on port $port" >&2
      return 1
    fi
    sleep 1
  done
  local psql=(su postgres -c)
  "${psql[@]}" "psql -p $port -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='tabula'\"" | grep -q 1 ||
    "${psql[@]}" "psql -p $port -qc \"CREATE ROLE tabula LOGIN PASSWORD 'tabula'\""
  "${psql[@]}" "psql -p $port -qtAc \"SELECT 1 FROM pg_database WHERE datname='tabula_test'\"" | grep -q 1 ||
    "${psql[@]}" "psql -p $port -qc \"CREATE DATABASE tabula_test OWNER tabula\""
  export TABULA_TEST_PG_URL="postgres://tabula:tabula@127.0.0.1:$port/tabula_test"
  echo "setup: PostgreSQL $ver on port $port"
}
