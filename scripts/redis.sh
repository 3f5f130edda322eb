# Starts Debian's redis-server on 127.0.0.1 (a free port, no persistence, in the background) for
# trying several `tabula serve` instances by hand, and exports TABULA_TEST_REDIS_URL. The cluster
# tests (packages/server/test/cluster*.test.ts) start and stop their own redis-server: they only
# need the binary, which scripts/setup-and-test.sh installs.
start_test_redis() {
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "setup: redis-server is not installed (apt-get install redis-server)" >&2
    return 1
  fi
  local port
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --daemonize yes \
    --pidfile "/tmp/tabula-redis-$port.pid" --logfile "/tmp/tabula-redis-$port.log" >/dev/null
  export TABULA_TEST_REDIS_URL="redis://127.0.0.1:$port"
  echo "setup: redis-server on port $port (stop it: kill \$(cat /tmp/tabula-redis-$port.pid))"
}
