#!/usr/bin/env bash
# Installs the npm packages, builds the web client and starts the server on the embedded
# SQLite database (./data), on http://localhost:${PORT:-8080}.
# Each step says what it does first: the install is silent for minutes while the SQLite driver
# compiles, which looked like a hang (issue 45).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

npm_install
if [ -f packages/web/vite.config.ts ]; then
  step "building the web client"
  npm run build --workspace @tabula/web --silent >/dev/null
fi
step "starting the server on http://localhost:${PORT:-8080} (Ctrl-C stops it)"
exec node packages/cli/bin/tabula.js serve --port "${PORT:-8080}" --data ./data "$@"
