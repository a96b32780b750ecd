// The shape of everything the school publishes. Only types leave this file for the
// browser bundle; zod itself runs at build time (scripts/check-content.ts) and in tests.
import { z } from "zod";

const text = z.string().trim().min(1);
/** A file under public/, written as the URL the browser asks for ("/docs/x.pdf"). */
const publicFile = (extension: RegExp) =>
  z.string().regex(/^\/[A-Za-z0-9_\-./]+$/).refine((p) => !p.includes(".."), "must not contain ..").regex(extension);
export const photoPath = publicFile(/\.(jpe?g|png|webp)$/i);
const pdfPath = publicFile(/\.pdf$/i);
const videoPath = publicFile(/\.mp4$/i);

export const schoolSchema = z.object({
  name: text,
  shortName: text.max(12),
  description: text,
  affiliationNumber: text,
  schoolCode: text,
  address: z.object({ street: text, locality: text, district: text, state: text, postalCode: text, country: text }),
  mapUrl: z.url(),
  principal: z.object({ name: text, qualifications: text }),
  email: z.email(),
  phone: text.regex(/^\+?[0-9 ]+$/),
  messagingNumber: text.regex(/^\+?[0-9 ]+$/),
  logo: photoPath,
  banner: z.object({ src: photoPath, alt: text }),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
});

export const leaderSchema = z.object({
  role: z.enum(["Director", "Principal"]),
  name: text,
  qualifications: text,
  photo: photoPath,
  message: z.array(text).min(1),
});

export const homeSchema = z.object({
  video: z.object({ src: videoPath, poster: photoPath, label: text }),
  leaders: z.array(leaderSchema).length(2),
});

export const galleryCardSchema = z.object({
  title: text,
  description: text,
  cover: photoPath,
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
  count: z.number().int().min(1).max(200),
});

export const slideSchema = z.object({
  img_url: z.number().int().min(1),
  img_title: text,
  img_desc: text,
});

export const gallerySchema = z.object({
  cards: z.array(galleryCardSchema).min(1),
  slides: z.array(slideSchema).min(1),
});

export const admissionsSchema = z.object({
  image: z.object({ src: photoPath, alt: text }),
  letter: z.object({ greeting: text, paragraphs: z.array(text).min(1), signature: text }),
  classLabel: text,
  classes: z.array(z.object({ value: z.string().regex(/^[a-z]+$/), label: text })).min(1),
});

export const documentSchema = z.object({ id: z.string().regex(/^[a-z-]+$/), label: text, file: pdfPath });

export const disclosureCellSchema = z.union([
  z.string(),
  z.number(),
  z.object({ kind: z.literal("document"), id: z.string() }),
  z.object({ kind: z.literal("external"), href: z.url(), label: text }),
  z.object({ kind: z.literal("unavailable") }),
]);

export const disclosureSectionSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  letter: z.string().regex(/^[A-F]$/),
  title: text,
  columns: z.array(text).min(2),
  rows: z.array(z.array(disclosureCellSchema)).min(1),
});

/** A footer link: a page of the site, a published document, or plain text when it has no target yet. */
export const footerLinkSchema = z.union([
  z.object({ label: text, to: z.string().regex(/^\/[a-z#-]*$/) }),
  z.object({ label: text, document: z.string() }),
  z.object({ label: text }),
]);

export type School = z.infer<typeof schoolSchema>;
export type Leader = z.infer<typeof leaderSchema>;
export type Home = z.infer<typeof homeSchema>;
export type GalleryCard = z.infer<typeof galleryCardSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type Gallery = z.infer<typeof gallerySchema>;
export type Admissions = z.infer<typeof admissionsSchema>;
export type SchoolDocument = z.infer<typeof documentSchema>;
export type DisclosureCell = z.infer<typeof disclosureCellSchema>;
export type DisclosureSection = z.infer<typeof disclosureSectionSchema>;
export type FooterLink = z.infer<typeof footerLinkSchema>;
