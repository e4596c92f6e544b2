#!/usr/bin/env bash
# The container image's build steps, run by the Dockerfile inside a copy of the repository and by
# CI (.ci/run) in a temporary copy, so CI proves them on machines that cannot build images:
# install exactly the locked packages, build the web app and the server, drop the development
# packages, then start the result and wait until it reports ready.
set -euo pipefail
cd "${1:-.}"

npm ci --no-audit --no-fund
npm run build
npm run build:server
npm prune --omit=dev --no-audit --no-fund
node scripts/image-smoke.mjs
