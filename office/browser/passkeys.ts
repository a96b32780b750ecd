// The passkey buttons (office/screens.tsx, PasskeyButton): shown where the browser can use passkeys.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

async function post(path: string, body: unknown) {
  const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return (await response.json()) as { redirect?: string; error?: string; options?: never };
}

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-passkey]")) {
  if (!browserSupportsWebAuthn()) continue;
  const message = button.parentElement!.querySelector<HTMLElement>("[data-passkey-message]")!;
  const { passkey: mode, options: optionsPath, verify: verifyPath, notUsed } = button.dataset;
  button.hidden = false;
  button.parentElement!.querySelector<HTMLElement>("[data-passkey-unavailable]")!.hidden = true;
  button.addEventListener("click", async () => {
    button.disabled = true;
    message.textContent = "";
    try {
      const options = await post(optionsPath!, {});
      if (options.error) throw new Error(options.error);
      let answer: unknown;
      try {
        answer = mode === "register" ? await startRegistration({ optionsJSON: options as never }) : await startAuthentication({ optionsJSON: options as never });
      } catch {
        throw new Error(notUsed);
      }
      const result = await post(verifyPath!, answer);
      if (result.redirect) return location.assign(result.redirect);
      throw new Error(result.error);
    } catch (error) {
      message.textContent = error instanceof Error ? error.message : String(error);
    } finally {
      button.disabled = false;
    }
  });
}
