#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine and runs every test:
# Debian's chromium (browser tests), postgresql (the PostgreSQL storage suite) and redis-server
# (several server instances: test/cluster*.test.ts start their own on loopback), the npm
# packages, the web client build, then the typecheck and the whole vitest suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  step "installing Debian packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

npm_install

# A PostgreSQL server on loopback for the storage suite, with its own role and database.
source scripts/postgres.sh
start_test_postgres

if [ -f packages/web/vite.config.ts ]; then
  step "building the web client"
  npm run build --workspace @tabula/web --silent >/dev/null
fi

step "running every check and test (several minutes)"
npm test
