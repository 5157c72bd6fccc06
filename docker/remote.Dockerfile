# One remote as static files: its browser build at /, its server bundle at /server/, published versions at
# /releases/<version>/ (mount a volume there and publish with release-remote.js). Served by unprivileged nginx.
# Build from the repository root: docker build -f docker/remote.Dockerfile --build-arg REMOTE=catalogue .
FROM node:24-bookworm-slim AS build
ARG REMOTE
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
RUN test -n "$REMOTE" && npm install --no-audit --no-fund -w shared-contracts -w "mfe-$REMOTE"
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY mfe-$REMOTE mfe-$REMOTE
RUN npm run build -w shared-contracts && npm run build -w "mfe-$REMOTE" \
 && mkdir -p /site/server /site/releases \
 && cp -r "mfe-$REMOTE/dist/browser/." /site/ && cp -r "mfe-$REMOTE/dist/server/." /site/server/

FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY docker/nginx-remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build --chown=101:101 /site /usr/share/nginx/html
# nginx-unprivileged runs as user 101 and listens on 8080.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
