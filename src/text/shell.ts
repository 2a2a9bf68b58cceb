/**
 * How a word is written for a POSIX shell: as is when it holds only characters no shell
 * treats specially, else in single quotes (a quote inside written as '\''). Used for the
 * status line command and for the resume commands the session page offers to copy.
 */
export const shellWord = (w: string): string => (/^[A-Za-z0-9_./:@=+-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`);
