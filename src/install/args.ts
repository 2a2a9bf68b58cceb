/** `toolshed --agent a/b,c --hook x/y …` into install requests; every kind flag comes from KINDS. */
import { parseArgs } from 'node:util';
import { isSafeSegment, KINDS, type Kind } from '../catalog/kinds.ts';
import { UnsafePathError } from '../catalog/relative-path.ts';
import { EXIT, InstallError } from './errors.ts';
import { parseAllowPaths } from './policy.ts';
import { ALLOWABLE_RULES } from '../safety/consent.ts';
import { parseExpect } from './rerun.ts';

export interface InstallRequest {
  kind: Kind;
  /** Undefined for a bare name, resolved through /search-index.json. */
  category?: string;
  name: string;
}

export interface InstallArgs {
  requests: InstallRequest[];
  site?: string;
  directory?: string;
  global: boolean;
  force: boolean;
  yes: boolean;
  dryRun: boolean;
  verbose: boolean;
  help: boolean;
  /** `--set NAME=value`: values for placeholders such as `<your-iana-timezone>`. */
  set: string[];
  /** `--allow-path PATH`: dotfiles and home-folder paths the user agrees an install may write (policy.ts). */
  allowPaths: string[];
  /** `--stack <url|c-value>`, read by src/stack/stack-url.ts in the CLI (src/stack builds on src/install). */
  stack: string[];
  /** `--allow-risk <rule>[,…]`: blocking safety rules the user accepts (src/safety/consent.ts). */
  allowRisk: string[];
  /** `--expect <sha256>[,…]`: the versions the user reviewed; anything else is refused (rerun.ts). */
  expect?: ReadonlySet<string>;
}

const KIND_OPTIONS = Object.fromEntries(KINDS.map((k) => [k.singular, { type: 'string', multiple: true }] as const));

const INSTALL_OPTIONS = {
  ...KIND_OPTIONS,
  site: { type: 'string' },
  directory: { type: 'string', short: 'd' },
  global: { type: 'boolean', short: 'g' },
  force: { type: 'boolean', short: 'f' },
  yes: { type: 'boolean', short: 'y' },
  'dry-run': { type: 'boolean' },
  verbose: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
  set: { type: 'string', multiple: true },
  'allow-path': { type: 'string', multiple: true },
  stack: { type: 'string', multiple: true },
  'allow-risk': { type: 'string', multiple: true },
  expect: { type: 'string', multiple: true },
} as const;

function parseSpec(kind: Kind, raw: string): InstallRequest {
  // The catalog's `path` (with its extension) is accepted too: the install path is path without it.
  const spec = raw.endsWith(kind.ext) ? raw.slice(0, -kind.ext.length) : raw;
  const parts = spec.split('/');
  if (parts.length > 2 || !parts.every(isSafeSegment)) {
    throw new InstallError(EXIT.usage, `--${kind.singular} ${JSON.stringify(raw)}: expected <category/name> or <name> (letters, digits, . _ -)`);
  }
  return parts.length === 2 ? { kind, category: parts[0]!, name: parts[1]! } : { kind, name: parts[0]! };
}

/** Throws InstallError(EXIT.usage) on an unknown flag, a missing value or a malformed name. */
export function parseInstallArgs(argv: string[]): InstallArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: INSTALL_OPTIONS, strict: true, allowPositionals: false });
  } catch (error) {
    throw new InstallError(EXIT.usage, (error as Error).message);
  }
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>;
  const requests: InstallRequest[] = [];
  for (const kind of KINDS) {
    for (const value of (values[kind.singular] as string[] | undefined) ?? []) {
      for (const item of value.split(',').map((s) => s.trim())) {
        if (item) requests.push(parseSpec(kind, item));
      }
    }
  }
  const args: InstallArgs = {
    requests,
    global: values.global === true,
    force: values.force === true,
    yes: values.yes === true,
    dryRun: values['dry-run'] === true,
    verbose: values.verbose === true,
    help: values.help === true,
    set: (values.set as string[] | undefined) ?? [],
    allowPaths: [],
    stack: (values.stack as string[] | undefined) ?? [],
    allowRisk: ((values['allow-risk'] as string[] | undefined) ?? []).flatMap((v) => v.split(',').map((s) => s.trim())).filter(Boolean),
  };
  try {
    args.allowPaths = parseAllowPaths((values['allow-path'] as string[] | undefined) ?? []);
  } catch (error) {
    if (!(error instanceof UnsafePathError)) throw error;
    throw new InstallError(EXIT.usage, `--allow-path: ${error.message}; give a path relative to the install root (a file or a folder)`);
  }
  const unknownRisk = args.allowRisk.filter((r) => !(ALLOWABLE_RULES as readonly string[]).includes(r));
  if (unknownRisk.length) throw new InstallError(EXIT.usage, `--allow-risk ${unknownRisk.join(',')}: not a blocking safety rule (one of ${ALLOWABLE_RULES.join(', ')})`);
  const expected = parseExpect(values.expect as string[] | undefined);
  if (expected) args.expect = expected;
  if (typeof values.site === 'string') args.site = values.site;
  if (typeof values.directory === 'string') args.directory = values.directory;
  if (args.global && args.directory !== undefined) throw new InstallError(EXIT.usage, '--global and --directory cannot be used together');
  if (!args.help && requests.length === 0 && args.stack.length === 0) {
    throw new InstallError(EXIT.usage, `nothing to install: give --stack or at least one of ${KINDS.map((k) => `--${k.singular}`).join(', ')}`);
  }
  return args;
}

export function installHelp(): string {
  const kinds = KINDS.map((k) => `  --${k.singular} <category/name>[,…]`.padEnd(40) + `install ${k.type}${k.runsCode ? ' (runs code: asks first)' : ''}`);
  return [
    'Usage: toolshed --<kind> <category/name>[,<category/name>…] [--<kind> …] [options]',
    '',
    'Kinds (repeat a flag or separate names with commas; a bare <name> is looked up in the catalog):',
    ...kinds,
    '',
    'Options:',
    '  --site <url|folder>    catalog to install from (default: TOOLSHED_SITE_URL, else the published site)',
    '  -d, --directory <dir>  project to install into (default: the current folder)',
    '  -g, --global           install into your home folder (~/.claude, ~/.claude.json)',
    '  -f, --force            overwrite existing files and same-name entries (a backup is kept)',
    '  -y, --yes              do not ask before installing components that run code (and templates)',
    '      --allow-path PATH  let the install write PATH (a file or folder, relative to the install root)',
    '                         although it is a dotfile outside .claude/ or in your home folder outside',
    '                         ~/.claude/ (such paths are refused otherwise; repeat or separate with commas)',
    '      --allow-risk <rule> install despite a blocking safety finding of this rule (e.g. pipe-to-shell);',
    '                         repeat or separate with commas; --yes alone never accepts one',
    '      --expect <sha256>  install only these reviewed versions (the rerun command a plan prints carries them);',
    '                         a component whose bytes differ is refused, nothing written (exit 5)',
    '      --set NAME=value   fill the placeholder <NAME> (e.g. --set your-iana-timezone=Europe/Berlin);',
    '                         in a terminal each unfilled one is asked for',
    '      --stack <url>      install a stack: its page\'s address (…/stack/?c=agent:a/b,hook:c/d) or the c= value;',
    '                         the catalog is that address\'s site unless --site is given',
    '      --dry-run          print every planned write and merge; change nothing',
    '  -v, --verbose          show download tracking results',
    '  -h, --help             this help',
    '',
    'Exit codes: 0 ok, 1 failure, 2 bad flag (or a plain-http catalog off this machine), 3 unknown or ambiguous',
    '            component, 4 network failure, 5 checksum mismatch or not an --expect version (nothing written),',
    '            6 existing file is invalid JSON (left untouched),',
    '            7 not confirmed (conflict or code to run, and no --force/--yes or "no" at the prompt;',
    '            or a path that needs --allow-path),',
    '            8 blocked by a safety finding (and no --allow-risk for its rule).',
    'Telemetry: one anonymous download count per install; DO_NOT_TRACK=1 or TOOLSHED_TELEMETRY=0 turns it off.',
    '',
  ].join('\n');
}
