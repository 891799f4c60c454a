/**
 * spec 8: the network-offline notice shows for 1.5 s. Its own module: the PWA's offline watch
 * needs the number at start, and importing the error catalogue for it would put the whole
 * table in the start code.
 */
export const OFFLINE_NOTICE_MS = 1500;
