# The image installs the server the way anyone can without Docker: `npm pack` of this repository
# (its dependencies bundled), installed into an empty directory, run as `secret-push serve`.
# CI has no Docker engine: test/e2e/dockerfile.test.ts runs these same steps in a clean directory,
# so keep RUN steps to paths relative to WORKDIR.

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
# Production dependencies only: they are what the package bundles. No scripts: nothing to prepare.
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund && mkdir -p dist && npm pack --ignore-scripts --pack-destination dist

FROM node:20-bookworm-slim
# The node user's home exists and is its own, so the data directory made here is too.
USER node
WORKDIR /home/node
COPY --from=build --chown=node:node /src/dist/ ./
RUN npm install --no-audit --no-fund ./secret-push-*.tgz && rm secret-push-*.tgz && mkdir -p data
ENV PATH=/home/node/node_modules/.bin:$PATH NODE_ENV=production HOST=0.0.0.0 PORT=5100 DATA_DIR=/home/node/data
VOLUME /home/node/data
EXPOSE 5100
HEALTHCHECK --interval=30s --timeout=5s CMD ["node", "-e", "fetch('http://127.0.0.1:5100/up').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["secret-push", "serve"]
