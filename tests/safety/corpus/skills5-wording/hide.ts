/**
 * How an author hides a sentence in a published component, as the fifth
 * (wording) batch's samples do it: the samples hold the hidden text as it is
 * published (these encoders only spare writing invisible characters by hand).
 */

/** A zero-width space between every two characters: the words read the same to a model, a reader sees nothing odd. */
export const zeroWidth = (s: string) => [...s].join('\u200B');

/** Unicode tag characters (U+E0000 block): invisible in every renderer, read by a model as ASCII. */
export const tagChars = (s: string) => [...s].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');

/** Every character as a decimal HTML entity (`&#114;`): what a Markdown renderer shows decoded, and a grep does not. */
export const entities = (s: string) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
