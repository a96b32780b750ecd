// A form's draft, kept in this browser as it is typed, so that nothing is lost when the session ended before the
// form was sent (the sign-in comes between, then the form's page again) or the page was closed: the fields in
// localStorage at each keystroke, the chosen files (File objects) in IndexedDB. The page names the draft
// (screens.tsx, DraftNote: the account's and the form's, so another account on this computer never sees it) and
// says whether it may be put back: only on the form as it opens, with a line saying so and a way to discard it.
// The page after a save names the draft the save took in, and it is forgotten.
import { createStore, del, get, set } from "idb-keyval";

const TEXT_PREFIX = "office-draft:";
const fileStore = createStore("office-drafts", "files");

/** `number`: sent with the form, named back by the page after a save. */
type Draft = { number: string; fields: Record<string, string> };
type ChosenFiles = { number: string; files: Record<string, File[]> };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(["hidden", "file", "password", "submit", "button", "reset", "image", "checkbox", "radio"]);

/** What a person types or picks: not the office's own hidden fields, the files (kept apart) or a password. */
const typedFields = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (element): element is Field =>
      ((element instanceof HTMLInputElement && !NOT_TYPED.has(element.type)) || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) && element.name !== "",
  );
const fileFields = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLInputElement>('input[type="file"][name]')];

const newNumber = () => [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

function readDraft(key: string): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(TEXT_PREFIX + key) ?? "null") as Draft | null;
    return typeof draft?.number === "string" && typeof draft.fields === "object" ? draft : undefined;
  } catch {
    return undefined;
  }
}

// A browser that keeps nothing (a private window, a full disk) loses the draft, never the form.
function writeDraft(key: string, draft: Draft) {
  try {
    localStorage.setItem(TEXT_PREFIX + key, JSON.stringify(draft));
  } catch {
    // nothing kept
  }
}

function forget(key: string) {
  localStorage.removeItem(TEXT_PREFIX + key);
  void del(key, fileStore).catch(() => undefined);
}


/** Puts a kept draft back in its form, and says so (with the files' names) when anything came back. */
async function restore(form: HTMLFormElement, key: string, draft: Draft) {
  let changed = false;
  for (const field of typedFields(form)) {
    const value = draft.fields[field.name];
    if (value === undefined || value === field.value) continue;
    field.value = value;
    changed = true;
  }
  const chosen = await get<ChosenFiles>(key, fileStore).catch(() => undefined);
  const names: string[] = [];
  if (chosen?.number === draft.number) {
    for (const input of fileFields(form)) {
      const files = chosen.files[input.name] ?? [];
      if (files.length === 0) continue;
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
      // As if chosen again: the upload script makes a photo put back smaller, as it does a chosen one.
      input.dispatchEvent(new Event("change", { bubbles: true }));
      names.push(...files.map((file) => file.name));
    }
  }
  if (!changed && names.length === 0) return;
  const note = form.querySelector<HTMLElement>("[data-draft-note]")!;
  if (names.length > 0) {
    const line = note.querySelector<HTMLElement>("[data-draft-files]")!;
    line.append(` ${names.join(", ")}`);
    line.hidden = false;
  }
  note.hidden = false;
}

/**
 * Forgets the draft the page names as saved (the page after a save), whichever form it was of, and keeps the
 * drafts of the page's forms; run again when a form's answer replaces the page (uploads.ts).
 */
export function keepDrafts() {
  const saved = document.querySelector<HTMLMetaElement>('meta[name="office-saved-draft"]')?.content;
  if (saved) {
    for (const name of Object.keys(localStorage).filter((name) => name.startsWith(TEXT_PREFIX))) {
      const key = name.slice(TEXT_PREFIX.length);
      if (readDraft(key)?.number === saved) forget(key);
    }
  }
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-draft]")) {
    const key = form.dataset.draft!;
    const kept = readDraft(key);
    let draft: Draft = kept ?? { number: newNumber(), fields: {} };
    const numberField = form.querySelector<HTMLInputElement>("[data-draft-number]")!;
    numberField.value = draft.number;

    const keepFields = () => {
      draft.fields = Object.fromEntries(typedFields(form).map((field) => [field.name, field.value]));
      writeDraft(key, draft);
    };
    const keepFiles = () => {
      const files = Object.fromEntries(fileFields(form).map((input) => [input.name, [...(input.files ?? [])]]));
      void set(key, { number: draft.number, files } satisfies ChosenFiles, fileStore).catch(() => undefined);
    };
    form.addEventListener("input", keepFields);
    form.addEventListener("submit", keepFields);
    form.addEventListener("change", (event) => {
      keepFields();
      if (event.target instanceof HTMLInputElement && event.target.type === "file") keepFiles();
    });

    form.querySelector("[data-draft-discard]")!.addEventListener("click", () => {
      forget(key);
      form.reset();
      draft = { number: newNumber(), fields: {} };
      numberField.value = draft.number;
      form.querySelector<HTMLElement>("[data-draft-note]")!.hidden = true;
    });

    if (kept && form.dataset.draftRestore !== undefined) void restore(form, key, kept);
  }
}

keepDrafts();
