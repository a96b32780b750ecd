// The office's only script, bundled when the code is built (office/browser-bundle.ts): the passkey buttons, the
// drafts of its forms and the forms that send photos. Everything works without it, less these.
import "./passkeys";
import "./drafts";
import "./uploads";
