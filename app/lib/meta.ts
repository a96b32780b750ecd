import type { MetaDescriptor } from "react-router";
import type { Dictionary } from "../../lib/site/i18n/en";
import { fill } from "../../lib/site/i18n/fill";
import { withWords } from "~/i18n/words";
import type { School } from "../../lib/content/schema";
import { LANGUAGES, pathIn, plain } from "../../lib/site/language";
import { mediaEntryIn } from "~/lib/media";
import { largestVariantUrl } from "../../lib/site/media-variants";
import type { loader as rootLoader } from "~/root";

type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/** A photo of the pages as one file a social site or a search engine can take: its largest JPEG or PNG copy. */
export const singleFileUrl = (args: MetaArgs, src: string) => {
  const entry = mediaEntryIn(args.matches, src);
  return largestVariantUrl(src, entry, entry.fallback);
};
type Page = {
  title: string;
  description: string;
  /** The page's English address, with its query if it has one; its Hindi twin is the same under /hi. */
  path: string;
  /** The picture a shared link shows, as an absolute address, when not the school's banner. */
  image?: { url: string; alt: string };
};

/** The root loader's data (language, words, school, site address), as a meta function sees it. */
export function rootData({ matches }: MetaArgs) {
  return withWords(matches.find((m) => m?.id === "root")?.loaderData as Awaited<ReturnType<typeof rootLoader>>);
}

/** "Gallery | Green Valley Public School", in the page's language. */
export const pageTitle = (words: Dictionary, school: School, page: string) => fill(words.layout.pageTitle, { page: plain(page), school: plain(school.name) });

/** Title, description, canonical address, the twin in the other language and social-card tags of a screen. */
export function pageMeta(args: MetaArgs, page: Page): MetaDescriptor[] {
  const { siteUrl: site, language, words, school } = rootData(args);
  const url = `${site}${pathIn(language, page.path)}`;
  const title = pageTitle(words, school, page.title);
  const description = plain(page.description);
  const image = page.image?.url ?? `${site}${singleFileUrl(args, school.banner.src)}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // Each language's page names both, and English as the one for any other language (Google's hreflang rules).
    ...LANGUAGES.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: other, href: `${site}${pathIn(other, page.path)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}${pathIn("en", page.path)}` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: plain(school.name) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: language === "hi" ? "hi_IN" : "en_IN" },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: plain(page.image?.alt ?? school.banner.alt) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** The meta of a page the office writes (About, Faculty…): its title from the dictionary, its introduction as description. */
export const writtenPageMeta =
  (page: "about" | "faculty" | "transport" | "onlineEducation" | "career", path: string) =>
  (args: MetaArgs & { loaderData?: { introduction: string } }): MetaDescriptor[] =>
    pageMeta(args, { title: rootData(args).words.pages[page], description: args.loaderData?.introduction ?? "", path });
