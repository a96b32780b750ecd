// Both dictionaries, on the server only: a browser fetches its page's language's words (words.ts).
import type { Language } from "../language";
import { type Dictionary, en } from "./en";
import { hi } from "./hi";

export const dictionaries: Record<Language, Dictionary> = { en, hi };
