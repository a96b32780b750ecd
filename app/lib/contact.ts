import type { PhoneNumber } from "../../lib/content/schema";

/** A link that dials the number, in its international form (the build checked it is a real number). */
export const telUrl = (phone: PhoneNumber) => `tel:${phone.international}`;

/** A link that opens a WhatsApp chat with the number: wa.me wants its digits, country code first, no "+". */
export const whatsAppUrl = (phone: PhoneNumber) => `https://wa.me/${phone.international.replace(/^\+/, "")}`;
