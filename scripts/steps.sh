# What the setup scripts say as they go (issue 45): each step named before it starts, and the npm
# install — silent for minutes while better-sqlite3 compiles from source — announced with how long
# it takes and timed, so a fresh machine never looks hung.

step() {
  echo "setup: $*"
}

npm_install() {
  local start=$SECONDS
  step "installing npm packages (npm ci); on a fresh machine this compiles the SQLite driver, ~1–2 min of quiet"
  npm ci --no-audit --no-fund --loglevel=error
  step "npm packages installed in $((SECONDS - start)) s"
}
