import type { MetaDescriptor } from "react-router";
import { school } from "~/lib/content/school";
import { mediaEntry } from "~/lib/media";
import { largestVariantUrl } from "~/lib/media-variants";

/** A photo of the pages as one file a social site or a search engine can take: its largest JPEG or PNG copy. */
const singleFileUrl = (src: string) => {
  const entry = mediaEntry(src);
  return largestVariantUrl(src, entry, entry.fallback);
};

type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };
type Page = { title: string; description: string; /** The address of this page on the site, with its query if it has one. */ path: string };

/** The site's public address, from the root loader (SITE_URL on the server). */
function siteUrlOf({ matches }: MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** Title, description, canonical address and social-card tags of a screen. */
export function pageMeta(args: MetaArgs, page: Page): MetaDescriptor[] {
  const site = siteUrlOf(args);
  const url = `${site}${page.path}`;
  const title = `${page.title} | ${school.name}`;
  const image = `${site}${singleFileUrl(school.banner.src)}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: school.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: school.banner.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}

/** schema.org description of the school, for search engines (home page only). */
export function schoolJsonLd(args: MetaArgs): MetaDescriptor {
  const site = siteUrlOf(args);
  const { address } = school;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "School",
      name: school.name,
      description: school.description,
      url: `${site}/`,
      logo: `${site}${singleFileUrl(school.logo)}`,
      image: `${site}${singleFileUrl(school.banner.src)}`,
      telephone: school.phone.international,
      email: school.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: `${address.street}, ${address.village}`,
        addressLocality: address.district,
        addressRegion: address.state,
        postalCode: address.pinCode,
        addressCountry: address.country,
      },
      hasMap: school.mapUrl,
    },
  };
}
