/**
 * The status line's other commands (not its hot path, so they load what they like):
 * `--refresh` brings the usage ledger up to date and writes the summary, releasing the
 * lock the status line took; `--install` / `--uninstall` write the setting (install.ts).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readTranscriptSettings } from '../transcripts/settings.ts';
import { projectsDirOf, resolveAssistantDir, resolveAssistantDirs } from '../transcripts/paths.ts';
import { refreshLedger } from '../ledger/open.ts';
import { writeSummaryFor } from '../ledger/summary-file.ts';
import { refreshLockPath, summaryPath } from '../ledger/paths.ts';
import { visible } from '../text/visible.ts';
import { releaseLock } from './refresh.ts';
import { installStatusLine, uninstallStatusLine, shellWord, StatusInstallError } from './install.ts';

interface IO {
  env: Record<string, string | undefined>;
  stdout: (t: string) => void;
  stderr: (t: string) => void;
}


export async function refreshCommand(io: IO, version: string): Promise<number> {
  const settings = readTranscriptSettings(io.env);
  const projectsDirs = (await resolveAssistantDirs({ settings })).map(projectsDirOf);
  const cacheDir = settings.cacheDir;
  try {
    const r = await refreshLedger({ projectsDirs, cache: { dir: cacheDir, version }, afterUpdate: (book) => writeSummaryFor(book, summaryPath(cacheDir, projectsDirs), Date.now()) });
    io.stdout(`usage ledger up to date: ${r.update.files} files, ${Math.round(r.update.bytesRead / 1024)} KB read\n`);
    return 0;
  } finally {
    releaseLock(refreshLockPath(cacheDir, projectsDirs));
  }
}

/** The command Claude Code runs: this Node, this package's bin, by absolute path. */
function statusCommand(): string {
  const bin = realpathSync(fileURLToPath(new URL('../../bin/toolshed.mjs', import.meta.url)));
  return [process.execPath, bin, 'statusline'].map(shellWord).join(' ');
}

export async function settingCommand(io: IO, mode: 'install' | 'uninstall', force: boolean): Promise<number> {
  const configDir = await resolveAssistantDir({ settings: readTranscriptSettings(io.env) });
  try {
    if (mode === 'install') {
      const command = statusCommand();
      const r = await installStatusLine(configDir, command, force);
      if (!r.changes.length) io.stdout(`The status line is already set in ${visible(r.settingsFile)}.\n`);
      else io.stdout(`Status line set in ${visible(r.settingsFile)}:\n${r.changes.map((c) => `  ${visible(c)}`).join('\n')}\nClaude Code shows it from its next message. Undo with: toolshed statusline --uninstall\n`);
      if (/[/\\]_npx[/\\]/.test(command)) io.stderr('note: this toolshed runs from npx\'s cache, which npm may clean; install it (npm install -g toolshed) and run --install again for a lasting path.\n');
      return 0;
    }
    const r = await uninstallStatusLine(configDir);
    if (!r.removed) io.stdout(`No status line of Toolshed's is recorded for ${visible(r.settingsFile)}; nothing changed.\n`);
    else io.stdout(`Status line taken out of ${visible(r.settingsFile)}.${r.skipped.length ? ` Left as you changed them: ${r.skipped.map(visible).join(', ')}.` : ''}\n`);
    return 0;
  } catch (err) {
    if (!(err instanceof StatusInstallError)) throw err;
    io.stderr(`toolshed statusline: ${visible(err.message)}\n`);
    return 1;
  }
}
