# The back office: the staff's app (static build) and its server, which forwards /api/admin to the API.
# Build from the repository root: docker build -f docker/admin.Dockerfile .
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
RUN npm install --no-audit --no-fund -w shared-contracts -w admin
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY admin admin
RUN npm run build -w admin && npm prune --omit=dev -w admin

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3010
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/admin/package.json admin/
COPY --from=build --chown=node:node /app/admin/dist admin/dist
USER node
EXPOSE 3010
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3010/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "admin/dist/server/main.js"]
