// Who may open the preview (README, "The preview"). The preview has an address of its own (PREVIEW_URL), and
// the office's session cookie is host-only, so the office hands a signed-in person a one-time pass in the
// address it sends them to; the preview spends it and gives that browser a cookie of its own, and every request
// with that cookie is let in only while the office session behind it lives (signing out ends the preview too).
//
// Both are kept in the office's memory, as hashes: a pass lives a minute, and the preview runs in this very
// process, so a restart that forgets them also stopped the preview (following the office's link again lets the
// person back in). The office session itself stays in the database, and is read from there on every request.
import { type Clock, MINUTE_MS } from "../clock";
import type { OfficeDatabase } from "../database";
import { liveSessionAccount, SESSION_LONGEST_MS } from "../sign-in/sessions";
import { hashToken, newToken } from "../sign-in/tokens";

const PASS_LIFETIME_MS = MINUTE_MS;
/** The preview's address that takes a pass: ?pass=…&page=/path. */
export const ENTER_PATH = "/__preview/enter";

/** What a pass or a preview cookie stands for: an office session (its id's hash), until a moment. */
type Binding = { sessionHash: string; until: number };

export type PreviewPasses = ReturnType<typeof previewPasses>;

export function previewPasses(db: OfficeDatabase, clock: Clock) {
  const passes = new Map<string, Binding>();
  const cookies = new Map<string, Binding>();
  const forgetEnded = (bindings: Map<string, Binding>) => {
    for (const [key, binding] of bindings) if (binding.until <= clock()) bindings.delete(key);
  };
  const alive = ({ sessionHash, until }: Binding, keepAlive: boolean) => clock() < until && liveSessionAccount(db, clock, sessionHash, { keepAlive }) !== undefined;

  return {
    /** A new pass for the office session `sessionId`: random, good once, for a minute. */
    issue(sessionId: string): string {
      forgetEnded(passes);
      forgetEnded(cookies);
      const pass = newToken();
      passes.set(hashToken(pass), { sessionHash: hashToken(sessionId), until: clock() + PASS_LIFETIME_MS });
      return pass;
    },

    /** Spends the pass (whatever the outcome): the preview cookie's value, bound to the same session, or undefined. */
    enter(pass: string): string | undefined {
      const key = hashToken(pass);
      const binding = passes.get(key);
      passes.delete(key);
      if (!binding || !alive(binding, true)) return undefined;
      const cookie = newToken();
      // No longer than the office session could last.
      cookies.set(hashToken(cookie), { sessionHash: binding.sessionHash, until: clock() + SESSION_LONGEST_MS });
      return cookie;
    },

    /** Whether the preview cookie's office session still lives; a request that is not the person's own (a page's poll) does not keep it alive. */
    admits(cookie: string, { keepAlive = true } = {}): boolean {
      const key = hashToken(cookie);
      const binding = cookies.get(key);
      if (binding && alive(binding, keepAlive)) return true;
      cookies.delete(key);
      return false;
    },
  };
}
