// The editor's own parts of Decap CMS, loaded after it (served by the office at /edit/):
// - the backend: Decap's proxy backend, signed in by the office's own sign-in, whose refused save shows the server's message as the clerk's whole
//   notification ("Not saved: … Correct it and choose Publish again."), not "Failed to persist entry: API_ERROR",
//   and brings the field it names into view;
// - the photo picker, for every photo and file field, and an album's list of photos (several at once): an
//   iPhone's HEIC made a JPEG, names kept as they are, and a file the site cannot show told at once. Each file is
//   checked by the editor's server (POST /upload), held there, and written into content/ by the save (Publish)
//   that names it.
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
    for (const name of /, line \d+ \(([^)]+)\):/.exec(message)?.[1].toLowerCase().split(", ") ?? []) {
      const label = [...(field ?? document).querySelectorAll("label[for]")].find((label) => label.firstChild?.textContent.trim().toLowerCase() === name);
      if (!label) break;
      field = document.getElementById(label.htmlFor);
    }
    if (field) requestAnimationFrame(() => field.scrollIntoView({ block: "center" }));
  }

  // And in words that are true: a new form nobody saved is not "Changes saved"; a date that cannot be read is
  // not "a required field missed".
  const english = CMS.getLocale("en");
  CMS.registerLocale("en", {
    ...english,
    editor: { ...english.editor, editorToolbar: { ...english.editor.editorToolbar, changesSaved: "No unsaved changes" } },
    ui: {
      ...english.ui,
      toast: { ...english.ui.toast, onFailToPersist: "%{details}", missingRequiredField: "Not saved: a field needs correcting. Its message is beside it, in red." },
    },
  });

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
    <button type="button" id="picker-close" style="padding:.5rem 1rem">Close</button>`;
  document.addEventListener("DOMContentLoaded", () => document.body.append(dialog));
  const input = dialog.querySelector("input");
  const results = dialog.querySelector("#picker-results");
  dialog.querySelector("#picker-close").addEventListener("click", () => dialog.close());

  /**
   * The picker, opened by a photo or file field with its settings (the server puts the folder in); the files
   * it takes go to `added`.
   */
  let current;
  function open({ folder, multiple, photosOnly }, added) {
    current = { folder, multiple, photosOnly, added };
    dialog.querySelector("#picker-title").textContent = photosOnly ? (multiple ? "Add photos" : "Choose a photo") : "Choose a file";
    dialog.querySelector("#picker-help").textContent = photosOnly
      ? `A JPEG, PNG or WebP photo, or an iPhone's HEIC photo (it is made a JPEG).${multiple ? " Choose several at once if you like." : ""} Nothing is saved until you choose Publish.`
      : "A PDF for a document, an MP4 for the video. Nothing is saved until you choose Publish.";
    dialog.querySelector("#picker-choose").textContent = multiple ? "Choose photos from this computer" : "Choose from this computer";
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
      line.textContent = `${file.name}: checking…`;
      results.append(line);
      const query = new URLSearchParams({ folder: current.folder, name: file.name, photosOnly: String(current.photosOnly) });
      const answer = await fetch(`upload?${query}`, { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: file })
        .then((res) => res.json())
        .catch(() => ({ problem: `${file.name} could not be sent to the office: check the connection and choose it again.` }));
      if (answer.value) {
        // Decap keeps a value starting with "/" as it is; the editor's server writes the place without it.
        added.push(`/${answer.value}`);
        line.textContent = `${file.name}: ready, as ${answer.value.split("/").pop()}.`;
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
  // batch into the list it already holds, unseen, so a second Publish would save nothing.)
  const h = window.h;
  const names = (value) => (value && typeof value.toJS === "function" ? value.toJS() : Array.isArray(value) ? value : []);
  CMS.registerWidget("album-photos", ({ value, onChange, forID, classNameWrapper, field }) => {
    const photos = names(value);
    const folder = field.get("folder");
    return h(
      "div",
      { className: classNameWrapper, id: forID },
      photos.length > 0 ? h("ul", { style: { margin: "0 0 12px", paddingLeft: "20px" } }, photos.map((photo) => h("li", { key: photo }, photo.split("/").pop()))) : null,
      h("button", { type: "button", onClick: () => open({ folder, multiple: true, photosOnly: true }, (added) => onChange([...photos, ...added])) }, "Add photos"),
    );
  });
})();
