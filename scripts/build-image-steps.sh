#!/usr/bin/env bash
# The container image's build steps, run by the Dockerfile inside a copy of the repository and by
# CI (.ci/run) in a temporary copy, so CI proves them on machines that cannot build images:
# install exactly the locked packages, build the web app and the server, drop the development
# packages, then start the result and wait until it reports ready.
set -euo pipefail
cd "${1:-.}"

npm ci --no-audit --no-fund
npm run build
# The compiled server (apps/server/dist) comes from build:server where the branch has it.
if node -e "process.exit(require('./package.json').scripts['build:server'] ? 0 : 1)"; then
  npm run build:server
fi
npm prune --omit=dev --no-audit --no-fund
node scripts/image-smoke.mjs
