// The office's only script, bundled when the code is built (office/browser-bundle.ts): the passkey buttons and
// the forms that send photos. Everything works without it.
import "./passkeys";
import "./uploads";
