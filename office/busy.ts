/** Thrown when the office has too much of one costly thing under way at once; answered 429 "wait a minute". */
export class OfficeBusy extends Error {}
