# syntax=docker/dockerfile:1
# One image per Mise service (and the gateway), chosen by build arguments:
#   docker build -f deploy/docker/service.Dockerfile \
#     --build-arg SERVICE=identity --build-arg PORT=4001 -t mise/identity .
#   docker build -f deploy/docker/service.Dockerfile \
#     --build-arg SERVICE=gateway --build-arg PORT=4000 \
#     --build-arg VITE_OIDC_AUTHORITY=https://your-tenant.eu.auth0.com \
#     --build-arg VITE_OIDC_CLIENT_ID=your-spa-client-id -t mise/gateway .
# The same image runs the service's migrations: `node deploy/docker/migrate.cjs` (Compose
# <service>-migrate, Kubernetes init container), with MIGRATION_DATABASE_URL.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------- build
FROM ${NODE_IMAGE} AS build
ARG SERVICE
ARG PORT
RUN test -n "$SERVICE" && test -n "$PORT" \
 || (echo "--build-arg SERVICE=<name> and --build-arg PORT=<port> are required" >&2 && exit 1)
WORKDIR /app
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# The web app the gateway serves is built with the sign-in settings (fixed at build time; unset:
# identity's dev issuer behind the gateway, see .env.example).
ARG VITE_OIDC_AUTHORITY=""
ARG VITE_OIDC_CLIENT_ID=""
ARG VITE_OIDC_AUDIENCE=""
# Builds the service and the libs it depends on (nx: build dependsOn ^build); the gateway's
# image also holds the built web app (web/dist, its WEB_DIST).
RUN npx nx run "@mise/${SERVICE}:build" --outputStyle=stream \
 && if [ "$SERVICE" = gateway ]; then npx nx run @mise/web:build --outputStyle=stream; fi
# Keep production dependencies, the built libs and this one service (and, for the gateway, the
# web build and the web's generated operations, its metrics' known operation names); drop sources
# and the rest. deploy/docker/migrate.cjs stays: the migrate one-shot.
RUN npm prune --omit=dev --no-audit --no-fund \
 && find services -mindepth 1 -maxdepth 1 ! -name "${SERVICE}" -exec rm -rf {} + \
 && find libs services -mindepth 2 -maxdepth 2 \
      \( -name src -o -name test -o -name 'tsconfig*.json' -o -name 'jest.config.js' \) \
      -exec rm -rf {} + \
 && if [ "$SERVICE" = gateway ]; then \
      find web -mindepth 1 -maxdepth 1 ! -name dist ! -name src -exec rm -rf {} + \
      && find web/src -mindepth 1 -maxdepth 1 ! -name generated -exec rm -rf {} +; \
    else rm -rf web; fi \
 && rm -rf .nx scripts docs .ci

# ---------------------------------------------------------------- runtime
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG PORT
ENV NODE_ENV=production SERVICE=${SERVICE} PORT=${PORT}
WORKDIR /app
# Files stay owned by root (read-only for the app); /var/lib/mise is the one writable place.
COPY --from=build /app /app
RUN mkdir -p /var/lib/mise && chown node:node /var/lib/mise
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# exec: node is PID 1 and receives SIGTERM itself (graceful shutdown); run with --init for reaping.
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
