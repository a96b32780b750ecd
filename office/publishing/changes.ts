// What a publish changed (or what going back would change), as parents would name it: a notice by its title,
// photos by their album, read from the content of the publish concerned (kept in builds/<n>/content/), else
// from the clerk's content/; any other file by its name. The file names stay at hand, folded away.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { type Changes, contentOf, type Layout } from "../../lib/publish/builds";
import { inOwnLanguage, type Named } from "../screens";
import type { Language } from "../words";

export type ChangedThing = { kind: "notice"; title: Named } | { kind: "photos"; folder: string; album: Named; count: number } | { kind: "file"; file: string };
export type ChangeKind = keyof Changes;
export type DescribedChanges = { [K in ChangeKind]: ChangedThing[] } & { files: string[] };

/** A notice's own file, or what it carries (its photo or PDF, named after it by the office's form). */
const NOTICE_FILE = /^notices\/([^/]+)\.[A-Za-z0-9]+$/;
const ALBUM_FILE = /^albums\/([^/]+)\/(.+)$/;
const PHOTO = /\.(?:jpe?g|png|webp|heic|heif)$/i;

type Yaml = Record<string, unknown> | null;

/** Reads content files from the first of `dirs` that has them, each file once. */
function contentReader() {
  const read = new Map<string, Promise<Yaml>>();
  return (dirs: string[], file: string): Promise<Yaml> => {
    const key = `${dirs.join("\0")}\0${file}`;
    if (!read.has(key)) {
      read.set(
        key,
        (async () => {
          for (const dir of dirs) {
            const text = await readFile(path.join(dir, file), "utf8").catch(() => null);
            if (text === null) continue;
            try {
              const parsed = parse(text, { schema: "failsafe" }) as unknown;
              return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
            } catch {
              return null;
            }
          }
          return null;
        })(),
      );
    }
    return read.get(key)!;
  };
}

/** Describes changes in `language`; `layout` has the content to name them from. One describer reads each file once. */
export function changeDescriber(layout: Layout, language: Language) {
  const read = contentReader();
  const titled = (value: { title?: unknown; title_hi?: unknown } | null | undefined) => value && inOwnLanguage(language, { en: value.title, hi: value.title_hi });

  async function things(files: string[], dirs: string[]): Promise<ChangedThing[]> {
    const notices = new Map<string, ChangedThing>();
    const albums = new Map<string, { kind: "photos"; folder: string; album: Named; count: number }>();
    const others: ChangedThing[] = [];
    for (const file of files) {
      const notice = NOTICE_FILE.exec(file)?.[1];
      const title = notice ? titled(await read(dirs, `notices/${notice}.yaml`)) : undefined;
      if (notice && title) {
        notices.set(notice, { kind: "notice", title });
        continue;
      }
      const [, folder, photo] = ALBUM_FILE.exec(file) ?? [];
      const gallery = folder ? ((await read(dirs, "gallery.yaml"))?.albums as { folder?: unknown; title?: unknown; title_hi?: unknown }[] | undefined) : undefined;
      const album = folder && Array.isArray(gallery) ? titled(gallery.find((each) => each?.folder === folder)) : undefined;
      if (folder && album) {
        const counted = albums.get(folder) ?? { kind: "photos", folder, album, count: 0 };
        counted.count += PHOTO.test(photo!) ? 1 : 0;
        albums.set(folder, counted);
        continue;
      }
      others.push({ kind: "file", file });
    }
    return [...notices.values(), ...albums.values(), ...others];
  }

  /** `after`: the publish the changes led to; `before`: the one they came from (where what was removed is named). */
  return async (changes: Changes, after: number | null, before: number | null): Promise<DescribedChanges> => {
    const dirs = (publish: number | null) => [...(publish === null ? [] : [contentOf(layout, publish)]), layout.content];
    const described = {
      added: await things(changes.added, dirs(after)),
      changed: await things(changes.changed, dirs(after)),
      removed: await things(changes.removed, dirs(before)),
    };
    // An album's own files (its order) change with its photos: the album is named once, with its photos.
    const withPhotos = new Set(Object.values(described).flatMap((list) => list.flatMap((thing) => (thing.kind === "photos" && thing.count > 0 ? [thing.folder] : []))));
    const named = (list: ChangedThing[]) => list.filter((thing) => thing.kind !== "photos" || thing.count > 0 || !withPhotos.has(thing.folder));
    return {
      added: named(described.added),
      changed: named(described.changed),
      removed: named(described.removed),
      files: [...changes.added, ...changes.changed, ...changes.removed],
    };
  };
}
