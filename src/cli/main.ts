import type { CliIO, CommandRunner } from './io.ts';
import { defaultIO, guarded } from './process-io.ts';

const COMMANDS: Record<string, { summary: string; load: () => Promise<{ run: CommandRunner }> }> = {
  chats: { summary: 'browse and search your Claude Code conversations (port 9876)', load: () => import('./chats.ts') },
  analytics: { summary: 'local usage dashboard (port 3333)', load: () => import('./analytics.ts') },
  usage: { summary: 'token and cost reports in the terminal', load: () => import('./usage.ts') },
  statusline: { summary: 'a status line for Claude Code (--install sets it)', load: () => import('./statusline.ts') },
  list: { summary: 'components Toolshed installed here', load: () => import('./list.ts') },
  remove: { summary: 'undo an install: toolshed remove <kind> <category/name>', load: () => import('./remove.ts') },
  install: { summary: 'restore every component of the lock file (no --<kind> flag), or install: toolshed install --agent …', load: () => import('./install.ts') },
  check: { summary: 'installed vs locked vs catalog, for every component installed here', load: () => import('./check.ts') },
  update: { summary: 'take upstream changes, after a diff: toolshed update [<kind> <category/name>]', load: () => import('./update.ts') },
  scan: { summary: 'check components for what they risk: toolshed scan [--json] <path>…', load: () => import('./scan.ts') },
  plugins: { summary: 'the catalog as a local Claude Code plugin marketplace: add, update, remove', load: () => import('./plugins.ts') },
};

function help(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  toolshed ${name.padEnd(10)} ${c.summary}`);
  return [
    'Usage:',
    '  toolshed --<kind> <category/name>[,…] [options]   install components (toolshed --help-install)',
    '  toolshed --version',
    ...lines,
    '',
    'Run `toolshed <command> --help` for the options of each command.',
    '',
  ].join('\n');
}

/**
 * A first `toolshed usage` (no ledger in the cache folder) reads every transcript on every
 * core: its scan's workers start before the command's modules load, so they are ready when
 * the files are listed (src/ledger/scan-workers.ts). Zod-free settings here: a bad one is
 * the command's to report.
 */
async function startColdUsageScan(io: CliIO): Promise<() => Promise<void>> {
  const [{ readTranscriptSettingsLite }, { startColdScanWorkers, takeColdScanWorkers }] = await Promise.all([import('../transcripts/config-dirs.ts'), import('../ledger/scan-workers.ts')]);
  const settings = readTranscriptSettingsLite(io.env);
  if (settings) startColdScanWorkers(settings.cacheDir);
  return async () => await takeColdScanWorkers()?.release();
}

export async function main(argv: string[], io: CliIO = defaultIO(argv)): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.stdout(help());
    return 0;
  }
  // Answered here, not by the installer's option parser (where `--version` was an unknown option, after
  // loading the installer and the whole analyzer: ~0.45 s of CPU for an error; docs/benchmarks.md, "scan", speed15).
  if (first === '--version' && rest.length === 0) {
    io.stdout(`${(await import('./version.ts')).PACKAGE_VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[first];
  if (command) {
    const release = first === 'usage' && !rest.some((a) => a === '--help' || a === '-h') ? await startColdUsageScan(io) : undefined;
    try {
      return await guarded(io, async () => (await command.load()).run({ ...io, argv: rest }));
    } finally {
      await release?.(); // those the run did not take (it ended before reading)
    }
  }
  if (first.startsWith('-')) return guarded(io, async () => (await import('./install.ts')).run(io));
  io.stderr(`Unknown command: ${first}\n\n${help()}`);
  return 2;
}
