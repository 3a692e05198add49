/**
 * The localStorage key of the persisted preferences (a JSON `{ state, version }`). In a module of
 * its own: the start script reads the stored language with it, without loading the store.
 * `public/night.js` reads the same key.
 */
export const STORE_NAME = "ark-explorer:preferences";
