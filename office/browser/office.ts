// The office's script, bundled by browser-bundle.ts: the passkey buttons, and the drafts of its forms. Every page
// works without it, less these.
import "./passkeys";
import "./drafts";
