/** Milliseconds since the epoch. The office reads time only through one of these, so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
