/** An emoji code (":smile:") anywhere in a text: only then is the emoji table needed. */
export const EMOJI_CODE = /:[a-z0-9_+-]+:/i;
