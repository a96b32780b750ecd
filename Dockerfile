# The school website as a container: `docker build -t school-website .` (see README, "Operations").

# Build stage: every package, the content check and the build, then only the runtime packages kept.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: the build output and the packages the server loads (package.json's dependencies; what
# builds the site is a devDependency), owned by root and run as `node`, so the running site cannot change its
# own files. package.json stays for its "type": "module"; the lockfile served only `npm ci`.
FROM node:24-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
# Slim images have no curl: node itself asks /healthz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain node, not npm: node receives SIGTERM itself and stops gracefully.
CMD ["node", "build/server.js"]
