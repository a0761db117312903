# Two images from one build. The default target is the demo: the portal on its mock provider API.
#   docker build -t billpath .                                  docker run --rm -p 8080:8080 billpath
# The `portal` target serves the portal alone, in front of a provider's own API (README, "Deploying in
# front of your API"):
#   docker build --target portal -t billpath-portal .
#   docker run --rm -p 8080:8080 -e API_ROOT=https://api.example.com/api billpath-portal
# Where there is a Docker engine, plain `docker build` builds this file as it is. On machines without one,
# `npm run docker:check` (scripts/docker-check.ts) builds it with buildah and runs the image's server.

# --- build: every workspace's dependencies, then the web app ---
FROM node:24-slim AS build
WORKDIR /app
# Every workspace's manifest before `npm ci`: npm installs a workspace's dependencies only when its
# package.json is there (without web/package.json, Panda and Vite were missing and the build exited 127).
# Manifests alone, so the install layer stays cached until a dependency changes.
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY themes/package.json themes/
COPY portal-server/package.json portal-server/
COPY mock-server/package.json mock-server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- portal: the portal's own host alone (serve:portal), its production dependencies only ---
FROM node:24-slim AS portal
# API_ROOT is required: the server refuses to start without it, saying so.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY themes/package.json themes/
COPY portal-server/package.json portal-server/
RUN npm ci --omit=dev --workspace=@billpath/portal-server --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
COPY contract/src contract/src
COPY themes themes
COPY portal-server/src portal-server/src
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT ?? 8080) + '/config.json', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "portal-server/src/main.ts"]

# --- demo (the default, last): the portal on the mock server, production dependencies only ---
FROM node:24-slim AS demo
# The mock's own endpoints (/__mock/*: reset, outbox, switches) are off on a network unless asked for
# (docker run -e MOCK_ENDPOINTS=on).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 MOCK_ENDPOINTS=off
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY themes/package.json themes/
COPY portal-server/package.json portal-server/
COPY mock-server/package.json mock-server/
# Only the mock server's dependencies (and those of the workspaces it imports), not the web app's (React
# and co. are bundled into web/dist): about 120 MB instead of 200 MB. No production dependency has an
# install script.
RUN npm ci --omit=dev --workspace=@billpath/mock-server --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
# Node runs the TypeScript sources as they are (type stripping); nothing to compile.
COPY contract/src contract/src
COPY themes themes
COPY portal-server/src portal-server/src
COPY mock-server/src mock-server/src
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 8080
# No curl in slim images: node asks for /config.json on the port the server listens on.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT ?? 8080) + '/config.json', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "mock-server/src/main.ts"]
