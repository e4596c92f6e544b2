# syntax=docker/dockerfile:1
# The society's site as one image: the API, the built web app and the server-drawn pages.
# Build: docker build -t osi-website .   Run: see compose.yaml and docs/operations.md.
# The build steps live in scripts/build-image-steps.sh, which CI also runs (.ci/run).
# The Node.js version is the one in .nvmrc (a test keeps the two the same).
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm bash scripts/build-image-steps.sh

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
