# The product in one image: the built app on Node 22, with poppler, LibreOffice Impress and the Korean fonts that
# poster files need (the list is scripts/system-packages.sh, the same one .ci/run installs). Runs as the
# unprivileged user `node`; its data (SQLite database, uploads, the link secret) lives in the /data volume.
#   docker build -t poster-judging .
#   docker run -p 3000:3000 -v posters:/data -e ADMIN_PASSWORD=... poster-judging
# With PostgreSQL and object storage beside it: compose.yaml.
FROM node:22.23.5-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 is built from source when its prebuilt binary cannot be fetched.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22.23.5-bookworm-slim
WORKDIR /app
COPY scripts/system-packages.sh scripts/system-packages.sh
RUN bash scripts/system-packages.sh install runtime && rm -rf /var/lib/apt/lists/*
# The whole node_modules: npm run backup and npm run restore run their TypeScript through tsx.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/src src
COPY --from=build /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=3000
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
