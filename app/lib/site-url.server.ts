/** The public address of the site (SITE_URL), without a trailing slash: canonical links, sitemap, social cards. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env) {
  return (env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}
