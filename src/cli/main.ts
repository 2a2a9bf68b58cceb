import { createInterface } from 'node:readline/promises';
import type { CliIO, CommandRunner } from './io.ts';

const COMMANDS: Record<string, { summary: string; load: () => Promise<{ run: CommandRunner }> }> = {
  chats: { summary: 'browse and search your Claude Code conversations (port 9876)', load: () => import('./chats.ts') },
  analytics: { summary: 'local usage dashboard (port 3333)', load: () => import('./analytics.ts') },
  usage: { summary: 'token and cost reports in the terminal', load: () => import('./usage.ts') },
  list: { summary: 'components Toolshed installed here', load: () => import('./list.ts') },
  remove: { summary: 'undo an install: toolshed remove <kind> <category/name>', load: () => import('./remove.ts') },
};

function help(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  toolshed ${name.padEnd(10)} ${c.summary}`);
  return [
    'Usage:',
    '  toolshed --<kind> <category/name>[,…] [options]   install components (toolshed --help-install)',
    ...lines,
    '',
    'Run `toolshed <command> --help` for the options of each command.',
    '',
  ].join('\n');
}

function defaultIO(argv: string[]): CliIO {
  return {
    argv,
    env: process.env,
    cwd: process.cwd(),
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    confirm: process.stdin.isTTY
      ? async (question) => {
          const rl = createInterface({ input: process.stdin, output: process.stderr });
          try {
            return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
          } finally {
            rl.close();
          }
        }
      : undefined,
  };
}

export async function main(argv: string[], io: CliIO = defaultIO(argv)): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.stdout(help());
    return 0;
  }
  const command = COMMANDS[first];
  if (command) return (await command.load()).run({ ...io, argv: rest });
  if (first.startsWith('-')) return (await import('./install.ts')).run(io);
  io.stderr(`Unknown command: ${first}\n\n${help()}`);
  return 2;
}
