// Both dictionaries, on the server only: the root loader sends a page the words of its own language.
import type { Language } from "../lib/language";
import { type Dictionary, en } from "./en";
import { hi } from "./hi";

export const dictionaries: Record<Language, Dictionary> = { en, hi };
