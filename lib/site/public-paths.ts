// Where the site's files are published, in one place: the content build puts them there, the server serves
// them, the service worker keeps them and go-live checks them. The screens' addresses are the page
// registry's (lib/site/pages.ts).
import { noticeHref } from "./pages";

/** The build's scripts and styles, named by their content: kept for a year. */
export const ASSETS_PATH = "/assets";
/** The photos' responsive copies, named by their content: kept for a year. */
export const MEDIA_PATH = "/media";
/** Photos at the addresses the specification gives them, and the keys the media manifest knows photos by. */
export const PHOTOS_PATH = "/images";
/** The school's documents, each at /docs/<id>.pdf whatever the office named the file. */
export const DOCUMENTS_PATH = "/docs";
export const VIDEO_PATH = "/video";
/** The icons made from the school's logo. */
export const ICONS_PATH = "/icons";

/** Photo `n` of an album (or of the slideshow): /images/<key>/<n>.jpg, numbered from the photos in its folder. */
export const photoUrl = (key: string, n: number) => `${PHOTOS_PATH}/${key}/${n}.jpg`;

/** Slideshow photo `n` (the slide's img_url). */
export const slideUrl = (n: number) => photoUrl("slideshow", n);

/** A photo named by the content (the banner, a portrait, a cover) by its key in the media manifest. */
export const photoKey = (name: string) => `${PHOTOS_PATH}/${name}`;

/** The public address of a published document: stable, whatever the uploaded file is called. */
export const documentUrl = (id: string) => `${DOCUMENTS_PATH}/${id}.pdf`;

/** The home page's video, whatever the office's file is called, and its poster's key in the media manifest. */
export const VIDEO_URL = `${VIDEO_PATH}/school.mp4`;
export const VIDEO_POSTER = `${VIDEO_PATH}/poster`;

/** The notices' feeds, at the same names under /hi for Hindi. */
export const CALENDAR_FEED_PATH = "/calendar.ics";
export const NOTICES_FEED_PATH = "/notices.atom";
/** A notice's event alone, as a file a phone's calendar opens. */
export const noticeEventFeedHref = (slug: string) => `${noticeHref(slug)}/event.ics`;
/** A notice's PDF, at an address that stays whatever the office named the file. */
export const noticePdfUrl = (slug: string) => documentUrl(`notices/${slug}`);
/** A notice's photo, by its key in the photos' manifest. */
export const noticePhotoSrc = (slug: string) => photoKey(`notices/${slug}`);

/** An icon made from the logo (icons/icon-192.png…). */
export const iconUrl = (name: string) => `${ICONS_PATH}/${name}`;

/** Whether `pathname` is under `prefix` (/images/3.jpg is under /images; /images itself, a page, is not). */
export const isUnder = (prefix: string, pathname: string) => pathname.startsWith(`${prefix}/`);
