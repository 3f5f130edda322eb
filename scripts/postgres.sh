# Starts Debian's PostgreSQL on 127.0.0.1:5432 (creating the cluster if the package left none),
# creates the role tabula/tabula and the database tabula_test, and exports TABULA_TEST_PG_URL.
start_test_postgres() {
  local ver
  ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
  if ! ls /etc/postgresql/"$ver"/main >/dev/null 2>&1; then
    pg_createcluster "$ver" main >/dev/null
  fi
  if ! pg_lsclusters -h | awk -v v="$ver" '$1==v && $2=="main" {print $4}' | grep -q online; then
    pg_ctlcluster "$ver" main start
  fi
  local port
  port=$(pg_lsclusters -h | awk -v v="$ver" '$1==v && $2=="main" {print $3}')
  local psql=(su postgres -c)
  "${psql[@]}" "psql -p $port -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='tabula'\"" | grep -q 1 ||
    "${psql[@]}" "psql -p $port -qc \"CREATE ROLE tabula LOGIN PASSWORD 'tabula'\""
  "${psql[@]}" "psql -p $port -qtAc \"SELECT 1 FROM pg_database WHERE datname='tabula_test'\"" | grep -q 1 ||
    "${psql[@]}" "psql -p $port -qc \"CREATE DATABASE tabula_test OWNER tabula\""
  export TABULA_TEST_PG_URL="postgres://tabula:tabula@127.0.0.1:$port/tabula_test"
  echo "setup: PostgreSQL $ver on port $port"
}
