/**
 * Pure: what language a file, a fenced Markdown block, an interpreter or shell-tagged text is written in, the one
 * choice of front end the rest of the analyzer follows (units.ts cuts files and
 * blocks into code units of these languages).
 */
import { constantText } from './ir/types.ts';
import { lowerShell } from './lang/shell.ts';

export type Lang = 'shell' | 'python' | 'js' | 'go' | 'ruby' | 'powershell' | 'cmd' | 'perl' | 'php' | 'other';

const LANG_BY_EXTENSION: Array<[RegExp, Lang]> = [
  [/\.(?:sh|bash|zsh|ksh|fish|command)$/i, 'shell'],
  [/\.pyw?$/i, 'python'],
  [/\.(?:js|mjs|cjs|ts|mts|cts|jsx|tsx)$/i, 'js'],
  [/\.go$/i, 'go'],
  [/\.rb$/i, 'ruby'],
  [/\.(?:ps1|psm1)$/i, 'powershell'],
  [/\.pl$/i, 'perl'],
  [/\.php$/i, 'php'],
  [/\.(?:bat|cmd)$/i, 'cmd'],
];

/** Files a shell reads as code without being scripts by name: rc files, direnv, make recipes, git hooks. */
const SHELL_FILE = /(^|\/)(?:\.envrc|\.(?:bash|zsh|ksh)rc|\.zshenv|\.zprofile|\.(?:bash_)?profile|\.bash_login|Makefile|GNUmakefile|justfile|\.husky\/[^/]+|\.git\/hooks\/[^/]+|\.githooks\/[^/]+)$/;

/** A file's language: by its extension, then its shebang, then the shell's own file names. */
export function langOf(path: string, text: string): Lang {
  for (const [pattern, lang] of LANG_BY_EXTENSION) if (pattern.test(path)) return lang;
  const shebang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(text);
  if (shebang) {
    const prog = (shebang[1]!.endsWith('/env') ? shebang[2] ?? '' : shebang[1]!).split('/').pop() ?? '';
    if (/^(?:ba|z|k|da|fi)?sh$/.test(prog)) return 'shell';
    if (/^python/.test(prog)) return 'python';
    if (/^(?:node|deno|bun|tsx|ts-node)$/.test(prog)) return 'js';
    if (/^ruby/.test(prog)) return 'ruby';
    if (/^perl/.test(prog)) return 'perl';
    if (/^(?:pwsh|powershell)/.test(prog)) return 'powershell';
    if (/^php/.test(prog)) return 'php';
  }
  if (SHELL_FILE.test(path)) return 'shell';
  return 'other';
}

export function langOfFence(info: string): Lang {
  const tag = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (/^(?:sh|bash|zsh|shell|console|shellsession|shell-session|sh-session|fish|ksh|dockerfile|docker)$/.test(tag)) return 'shell';
  if (/^(?:py|python|python3)$/.test(tag)) return 'python';
  if (/^(?:js|javascript|ts|typescript|mjs|node|jsx|tsx)$/.test(tag)) return 'js';
  if (/^(?:rb|ruby)$/.test(tag)) return 'ruby';
  if (/^(?:ps|ps1|powershell|pwsh)$/.test(tag)) return 'powershell';
  if (/^(?:pl|perl)$/.test(tag)) return 'perl';
  if (tag === 'php') return 'php';
  // Windows' command prompt: its blocks are typed as a shell's are.
  if (/^(?:cmd|bat|batch|batchfile|dos|doscon)$/.test(tag)) return 'cmd';
  return tag === '' ? 'shell' : 'other';
}

/** The language an interpreter of that name reads (`python3`, `node`, `pwsh`, `cmd.exe`). */
export function interpreterLang(name: string): Lang | undefined {
  if (/^python/.test(name)) return 'python';
  if (/^(?:node|nodejs|deno|bun)$/.test(name)) return 'js';
  if (/^(?:perl|ruby|php)$/.test(name)) return name as Lang;
  if (/^(?:pwsh|powershell)/i.test(name)) return 'powershell';
  if (/^cmd(?:\.exe)?$/i.test(name)) return 'cmd';
  return undefined;
}

const POWERSHELL = /\b(?:iex|Invoke-Expression|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|New-Object|Get-ChildItem|Write-Host)\b|\$env:\w/i;

/**
 * Shell-tagged text that is PowerShell: it names PowerShell's commands and either does not parse as shell or
 * runs one of them as a command (`iwr … | iex`); a shell script that starts `powershell -c '…'` stays shell.
 */
export function writtenInPowerShell(unit: { text: string; file: string; line: number }): boolean {
  if (!POWERSHELL.test(unit.text)) return false;
  const program = lowerShell(unit.text, { file: unit.file, line: unit.line });
  if (program.nodes.some((n) => n.kind === 'unparsed' && n.reason === 'syntax')) return true;
  return program.nodes.some((n) => n.kind === 'call' && /^(?:iex|iwr|irm|[A-Z][a-z]+-[A-Z][A-Za-z]+)$/.test(constantText(n.callee) ?? ''));
}
