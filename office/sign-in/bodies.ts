// What the sign-in's routes read from a request's body, checked before anything else: a form of text fields from
// the office's own pages, or a passkey's answer as a JSON object. Anything else (another content type, a field
// that is a list or an object) is the sender's mistake, answered 400 by the app's error handler and logged in
// one line, never a 500 with a stack.
import type { Request } from "express";
import { z } from "zod";

/** A body the office cannot read; `type` says what was wrong, in the log line (app.ts), and never quotes the body. */
export class UnreadableBody extends Error {
  readonly status = 400;
  constructor(readonly type: string) {
    super(`The office could not read the body: ${type}`);
  }
}

/** The form's fields `names`, each text ("" when left out): the office's forms send nothing else. */
export function formFields<K extends string>(req: Request, names: readonly K[]): Record<K, string> {
  if (!req.is("application/x-www-form-urlencoded")) throw new UnreadableBody("not a form");
  const fields = z.object(Object.fromEntries(names.map((name) => [name, z.string().default("")])) as Record<K, z.ZodDefault<z.ZodString>>);
  const parsed = fields.safeParse(req.body);
  if (!parsed.success) throw new UnreadableBody("a field that is not text");
  return parsed.data as Record<K, string>;
}

/** A passkey's answer, as the office's script sends it: a JSON object (its contents are the WebAuthn library's to check). */
export function jsonAnswer(req: Request): Record<string, unknown> {
  const parsed = z.looseObject({}).safeParse(req.is("application/json") ? req.body : undefined);
  if (!parsed.success) throw new UnreadableBody("not a JSON object");
  return parsed.data;
}
