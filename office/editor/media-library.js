// The editor's own parts of Decap CMS, loaded after it (served by the office at /edit/, and /hi/edit/ in Hindi),
// in the office's words (window.officeEditor, from words.js: office/words.ts):
// - Decap's own buttons where the office names them: its "Publish" only saves the file, so it says Save;
//   publishing the website is the office's Publish. "Delete" asks first, naming the file;
// - the backend: Decap's proxy backend, signed in by the office's own sign-in, whose refused save shows the
//   server's message as the clerk's whole notification ("Not saved: … Correct it and choose Save again."), not
//   "Failed to persist entry: API_ERROR", and brings the field it names into view;
// - the photo picker, for every photo and file field, and an album's list of photos (several at once): an
//   iPhone's HEIC made a JPEG, names kept as they are, and a file the site cannot show told at once. Each file is
//   checked by the editor's server (POST /upload), held there, and written into content/ by the save that names it.
/* global CMS */
(() => {
  const proxy = CMS.getBackend("proxy");
  CMS.registerBackend("school-files", function SchoolFiles(config, options) {
    const backend = proxy.init(config, options);
    // The office's sign-in is the editor's: no second "Login" step, the forms open at once.
    backend.authComponent = () =>
      window.createClass({
        componentDidMount() {
          this.props.onLogin({});
        },
        render: () => null,
      });
    const persistEntry = backend.persistEntry.bind(backend);
    backend.persistEntry = (...args) =>
      persistEntry(...args).catch((error) => {
        showNamedField(error.message);
        // An error without a name is written as its message alone.
        const told = new Error(error.message);
        told.name = "";
        throw told;
      });
    return backend;
  });

  /**
   * The field a refused save names ("…, line 54 (WhatsApp number): …", "… (Address, street): …"), or the group
   * it is in, brought to the middle of the screen: on a phone the message takes the top of the screen, above
   * the form (editor.css), and would push the field out of sight.
   */
  function showNamedField(message) {
    let field;
    for (const name of /, (?:line|पंक्ति) \d+ \(([^)]+)\):/.exec(message)?.[1].toLowerCase().split(", ") ?? []) {
      const label = [...(field ?? document).querySelectorAll("label[for]")].find((label) => label.firstChild?.textContent.trim().toLowerCase() === name);
      if (!label) break;
      field = document.getElementById(label.htmlFor);
    }
    if (field) requestAnimationFrame(() => field.scrollIntoView({ block: "center" }));
  }

  const { decap, picker, tooLarge, uploadLimit, entryFolders } = window.officeEditor;
  const fill = (text, values) => text.replace(/%\{(\w+)\}/g, (whole, key) => values[key] ?? whole);

  // Decap's words, in the office's: true ones (a new form nobody saved is not "Changes saved", a date that cannot
  // be read is not "a required field missed"), and in the office's language (Decap's own others stay English).
  const merged = (base, over) => Object.fromEntries(Object.entries(base).map(([key, value]) => [key, key in over ? (typeof value === "object" ? merged(value, over[key]) : over[key]) : value]));
  const english = CMS.getLocale("en");
  const officeWords = {
    editor: {
      editor: { onDeletePublishedEntry: decap.confirmDelete, onDeleteWithUnsavedChanges: decap.confirmDeleteUnsaved },
      editorControl: { field: { optional: decap.optional } },
      editorControlPane: { widget: { required: decap.required } },
      editorToolbar: {
        publish: decap.save,
        publishing: decap.saving,
        publishNow: decap.saveNow,
        publishAndCreateNew: decap.saveAndNew,
        publishAndDuplicate: decap.saveAndCopy,
        duplicate: decap.copy,
        published: decap.saved,
        changesSaved: decap.noUnsavedChanges,
        unsavedChanges: decap.unsavedChanges,
        deleteEntry: decap.deleteButton,
        deleting: decap.deleting,
        deployButtonLabel: decap.preview,
      },
    },
    ui: { toast: { onFailToPersist: "%{details}", onFailToDelete: decap.notDeleted, missingRequiredField: decap.missingRequiredField, entrySaved: decap.savedToast } },
    app: { header: { content: decap.contents, quickAdd: decap.quickAdd }, app: { loadingConfig: decap.loadingConfig } },
    collection: {
      sidebar: { collections: decap.collections, searchAll: decap.searchAll, searchIn: decap.searchIn },
      collectionTop: {
        sortBy: decap.sortBy,
        viewAs: decap.viewAs,
        viewAsList: decap.viewAsList,
        viewAsGrid: decap.viewAsGrid,
        newButtonAriaLabel: decap.newEntry,
        ascending: decap.ascending,
        descending: decap.descending,
      },
      entries: { loadingEntries: decap.loadingEntries, noEntries: decap.noEntries },
    },
  };
  for (const language of ["en", "hi"]) CMS.registerLocale(language, merged(english, officeWords));

  // Decap asks "Delete?" with the browser's own question, in the words above: they name the entry's file.
  const ask = window.confirm.bind(window);
  window.confirm = (question) => {
    const [, collection, slug] = /^#\/collections\/([^/]+)\/entries\/(.+)$/.exec(location.hash) ?? [];
    const folder = entryFolders[collection];
    return ask(fill(String(question), { file: folder ? `${folder}/${decodeURIComponent(slug)}.yaml` : decodeURIComponent(slug ?? "") }));
  };

  // Decap rejects the promise of a save it stopped (a field to correct, the server's refusal) after telling the
  // clerk, and nothing of its own catches it: without this, every refused save is an uncaught error in the page.
  window.addEventListener("unhandledrejection", (event) => {
    if (event.reason === undefined || event.reason?.type === "ENTRY_PERSIST_FAILURE") event.preventDefault();
  });

  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-labelledby", "picker-title");
  dialog.style.cssText = "max-width:36rem;width:calc(100vw - 2rem);padding:1.5rem;border:1px solid #888;border-radius:8px;font:1rem/1.5 system-ui,sans-serif";
  dialog.innerHTML = `
    <h2 id="picker-title" style="margin-top:0"></h2>
    <p id="picker-help"></p>
    <label style="display:inline-block;padding:.5rem 1rem;background:#3a69c7;color:#fff;border-radius:5px;cursor:pointer">
      <span id="picker-choose"></span>
      <input type="file" style="position:absolute;opacity:0;width:1px;height:1px" />
    </label>
    <ul id="picker-results" aria-live="polite" style="padding-left:1.25rem"></ul>
    <button type="button" id="picker-close" style="padding:.5rem 1rem"></button>`;
  document.addEventListener("DOMContentLoaded", () => document.body.append(dialog));
  const input = dialog.querySelector("input");
  const results = dialog.querySelector("#picker-results");
  dialog.querySelector("#picker-close").textContent = picker.close;
  dialog.querySelector("#picker-close").addEventListener("click", () => dialog.close());

  /**
   * The picker, opened by a photo or file field with its settings (the server puts the folder in); the files
   * it takes go to `added`.
   */
  let current;
  function open({ folder, multiple, photosOnly }, added) {
    current = { folder, multiple, photosOnly, added };
    dialog.querySelector("#picker-title").textContent = photosOnly ? (multiple ? picker.addPhotos : picker.choosePhoto) : picker.chooseFile;
    dialog.querySelector("#picker-help").textContent = [photosOnly ? picker.photoHelp : picker.fileHelp, ...(photosOnly && multiple ? [picker.severalHelp] : []), picker.notSavedYet].join(" ");
    dialog.querySelector("#picker-choose").textContent = multiple ? picker.chooseSeveral : picker.chooseOne;
    input.multiple = multiple;
    input.accept = photosOnly ? "image/*,.heic,.heif" : ".pdf,.mp4,application/pdf,video/mp4";
    results.replaceChildren();
    if (!dialog.open) dialog.showModal();
  }

  input.addEventListener("change", async () => {
    const files = [...input.files];
    input.value = "";
    const added = [];
    results.replaceChildren();
    for (const file of files) {
      const line = document.createElement("li");
      line.textContent = fill(picker.checking, { name: file.name });
      results.append(line);
      const query = new URLSearchParams({ folder: current.folder, name: file.name, photosOnly: String(current.photosOnly) });
      // Too large is told at once, before a phone spends minutes sending it.
      const answer =
        file.size > uploadLimit
          ? { problem: `${file.name}: ${tooLarge}` }
          : await fetch(`upload?${query}`, { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: file })
              .then((res) => res.json())
              .catch(() => ({ problem: fill(picker.notSent, { name: file.name }) }));
      if (answer.value) {
        // Decap keeps a value starting with "/" as it is; the editor's server writes the place without it.
        added.push(`/${answer.value}`);
        line.textContent = fill(picker.ready, { name: file.name, as: answer.value.split("/").pop() });
      } else {
        line.textContent = answer.problem;
        line.setAttribute("role", "alert");
        line.style.color = "#a30000";
      }
    }
    if (added.length > 0) current.added(added);
    // Every file taken: back to the form. A file refused stays told until the clerk closes the picker.
    if (added.length === files.length) dialog.close();
  });

  // Decap's photo and file fields (one file each) open the picker as their "media library".
  CMS.registerMediaLibrary({
    name: "school-files",
    init: ({ handleInsert }) => ({
      show: ({ config = {} }) => open({ folder: config.folder, multiple: false, photosOnly: config.photosOnly !== false }, (added) => handleInsert(added[0])),
      hide: () => dialog.close(),
      enableStandalone: () => false,
    }),
  });

  // An album's photos: a list the picker adds to, several at a time. (Decap's own list of images adds a second
  // batch into the list it already holds, unseen, so a second Save would save nothing.)
  const h = window.h;
  const names = (value) => (value && typeof value.toJS === "function" ? value.toJS() : Array.isArray(value) ? value : []);
  CMS.registerWidget("album-photos", ({ value, onChange, forID, classNameWrapper, field }) => {
    const photos = names(value);
    const folder = field.get("folder");
    return h(
      "div",
      { className: classNameWrapper, id: forID },
      photos.length > 0 ? h("ul", { style: { margin: "0 0 12px", paddingLeft: "20px" } }, photos.map((photo) => h("li", { key: photo }, photo.split("/").pop()))) : null,
      h("button", { type: "button", onClick: () => open({ folder, multiple: true, photosOnly: true }, (added) => onChange([...photos, ...added])) }, picker.addPhotos),
    );
  });
})();
