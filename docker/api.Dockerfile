# The content API: Node 24, sample content and generated media; the embedded SQLite database by default, PostgreSQL
# when DATABASE_URL is set (docker/compose.yaml).
# Build from the repository root: docker build -f docker/api.Dockerfile .
FROM node:24-bookworm-slim AS build
WORKDIR /app
# npm needs every workspace's package.json to read the lockfile.
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY api/package.json api/
COPY shell/package.json shell/
COPY admin/package.json admin/
COPY tests/package.json tests/
COPY mfe-chrome/package.json mfe-chrome/
COPY mfe-catalogue/package.json mfe-catalogue/
COPY mfe-content/package.json mfe-content/
COPY mfe-careers/package.json mfe-careers/
COPY mfe-search/package.json mfe-search/
# better-sqlite3 12.x (pinned in api/package.json while the machines also run Node 20) aborts on Node 24; the image
# runs Node 24 only, so it takes the 13.x line that supports it, the same version .ci/test-node24 uses. npm fetches
# its prebuilt binary, or compiles it with the build tools below.
ARG BETTER_SQLITE3_FOR_NODE24=13.2.0
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
RUN npm pkg set "dependencies.better-sqlite3=$BETTER_SQLITE3_FOR_NODE24" -w api \
 && npm install --no-audit --no-fund -w shared-contracts -w api \
 && node -p "require('better-sqlite3/package.json').version" | grep -qx "$BETTER_SQLITE3_FOR_NODE24"
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY api api
# Draws the sample images once, into the image.
RUN npm run build -w shared-contracts && npm run build -w api && npm run media -w api \
 && npm prune --omit=dev -w shared-contracts -w api

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/shared-contracts/package.json shared-contracts/
COPY --from=build --chown=node:node /app/shared-contracts/dist shared-contracts/dist
# The API loads the contracts' value lists and server helpers at run time (@ergoforma/shared-contracts/enums, /server).
COPY --from=build --chown=node:node /app/shared-contracts/enums shared-contracts/enums
COPY --from=build --chown=node:node /app/shared-contracts/server shared-contracts/server
COPY --from=build --chown=node:node /app/api/package.json api/
COPY --from=build --chown=node:node /app/api/dist api/dist
COPY --from=build --chown=node:node /app/api/fixtures api/fixtures
# The SQLite database and uploads live in api/var unless DATABASE_URL and UPLOADS_DIR say otherwise: mount a volume
# there (or at UPLOADS_DIR) to keep submissions.
COPY --from=build --chown=node:node /app/api/var/media api/var/media
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
