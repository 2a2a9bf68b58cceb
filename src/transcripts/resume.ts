/**
 * The commands that take a session up again in the client: `claude --resume <id>`, and
 * with `--fork-session` a new session that starts from a copy of this one. The client
 * finds a session through the folder it was started in (projects/<that folder, encoded>),
 * so the command first goes there: `cd <folder> && claude --resume <id>`, every word
 * shell-quoted. Pure: the page only shows and copies these; nothing is ever run or sent.
 */
import { shellWord } from '../text/shell.ts';
import { SAFE_ID } from './paths.ts';

export interface ResumeCommands {
  /** The folder the commands start in; null when no line recorded one (the commands then have no `cd`). */
  folder: string | null;
  resume: string;
  fork: string;
}

/** How the client names a project's folder under projects/: every character but a letter or digit becomes "-". */
export const encodeProjectDir = (cwd: string): string => cwd.replace(/[^A-Za-z0-9]/g, '-');

/**
 * `cwds`: the session's working directories, the first recorded one first. The folder is
 * the one whose encoding is the session's project folder (the one it was started in), else
 * the first.
 */
export function resumeCommands(sessionId: string, projectDir: string, cwds: readonly string[]): ResumeCommands {
  if (!SAFE_ID.test(sessionId)) throw new Error('not a session id');
  const folder = cwds.find((c) => encodeProjectDir(c) === projectDir) ?? cwds[0] ?? null;
  const cd = folder === null ? '' : `cd ${shellWord(folder)} && `;
  const base = `claude --resume ${shellWord(sessionId)}`;
  return { folder, resume: `${cd}${base}`, fork: `${cd}${base} --fork-session` };
}
