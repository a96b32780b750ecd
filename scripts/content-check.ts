// Checks the school's content before the site is built: every field has the right shape,
// every document a page refers to is listed, and every photo, PDF and video file exists.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import * as schemas from "../app/lib/content-schema";
import { photoUrl, slideUrl } from "../app/lib/photos";
import type * as Content from "../app/content/index";

type SiteContent = typeof Content;

const contentSchema = z.object({
  school: schemas.schoolSchema,
  home: schemas.homeSchema,
  gallery: schemas.gallerySchema,
  admissions: schemas.admissionsSchema,
  documents: z.array(schemas.documentSchema).min(1),
  disclosure: z.array(schemas.disclosureSectionSchema).length(6),
  footerLinks: z.array(schemas.footerLinkSchema),
});

/** Every file under public/ that the content names, as site paths: the gallery's photos, the other screens' photos, the rest. */
export function referencedFiles(content: SiteContent) {
  const { school, home, gallery, admissions, documents } = content;
  return {
    pagePhotos: [
      school.logo,
      school.banner.src,
      home.video.poster,
      ...home.leaders.map((l) => l.photo),
      admissions.image.src,
    ],
    galleryPhotos: [
      ...gallery.slides.map((s) => slideUrl(s.img_url)),
      ...gallery.cards.flatMap((card) => [card.cover, ...Array.from({ length: card.count }, (_, i) => photoUrl(card.key, i + 1))]),
    ],
    others: [home.video.src, ...documents.map((d) => d.file)],
  };
}

/** Problems with the content, each naming the field or file; empty when all is well. */
export function checkContent(content: SiteContent, publicDir: string): string[] {
  const parsed = contentSchema.safeParse(content);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `app/content: ${issue.path.join(".")}: ${issue.message}`);
  }
  const problems: string[] = [];
  const documentIds = new Set(content.documents.map((d) => d.id));
  const keys = new Set<string>();
  for (const card of content.gallery.cards) {
    if (keys.has(card.key)) problems.push(`app/content/gallery.ts: card key "${card.key}" is used twice`);
    keys.add(card.key);
  }
  for (const section of content.disclosure) {
    for (const cell of section.rows.flat()) {
      if (typeof cell === "object" && cell.kind === "document" && !documentIds.has(cell.id)) {
        problems.push(`app/content/disclosure.ts: section ${section.letter} refers to document "${cell.id}", which app/content/documents.ts does not list`);
      }
    }
  }
  for (const link of content.footerLinks) {
    if ("document" in link && !documentIds.has(link.document)) {
      problems.push(`app/content/navigation.ts: footer link "${link.label}" refers to document "${link.document}", which app/content/documents.ts does not list`);
    }
  }
  const { pagePhotos, galleryPhotos, others } = referencedFiles(content);
  for (const file of [...pagePhotos, ...galleryPhotos, ...others]) {
    const onDisk = path.join(publicDir, file);
    if (!existsSync(onDisk) || !statSync(onDisk).isFile()) problems.push(`missing file: public${file} (named in app/content)`);
  }
  return problems;
}
