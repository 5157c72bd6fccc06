# The shell: server rendering, routing, the /api and /media proxy. Remotes are loaded at run time from the
# discovery document (REMOTES_DISCOVERY: a mounted file, watched, or a URL, polled).
# Build from the repository root: docker build -f docker/shell.Dockerfile .
FROM node:24-bookworm-slim AS build
WORKDIR /app
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
RUN npm install --no-audit --no-fund -w shared-contracts -w shell
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY shell shell
RUN npm run build -w shared-contracts && npm run build -w shell && npm prune --omit=dev -w shared-contracts -w shell

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/shared-contracts/package.json shared-contracts/
COPY --from=build --chown=node:node /app/shared-contracts/dist shared-contracts/dist
# The server helpers the shell shares with the API (@ergoforma/shared-contracts/server).
COPY --from=build --chown=node:node /app/shared-contracts/server shared-contracts/server
COPY --from=build --chown=node:node /app/shell/package.json shell/
COPY --from=build --chown=node:node /app/shell/dist shell/dist
COPY --from=build --chown=node:node /app/shell/remotes.json shell/
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The heap limit keeps memory flat (the default is sized from the host's memory: see shell/package.json "start").
CMD ["node", "--max-old-space-size=192", "shell/dist/server/server/main.js"]
