#!/usr/bin/env bash
# Installs the npm packages, builds the web client and starts the server on the embedded
# SQLite database (./data), on http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund --loglevel=error
if [ -f packages/web/vite.config.ts ]; then npm run build --workspace @tabula/web --silent; fi
exec node packages/cli/bin/tabula.js serve --port "${PORT:-8080}" --data ./data "$@"
