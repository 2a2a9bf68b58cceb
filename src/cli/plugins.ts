/**
 * `toolshed plugins add|update|remove`: Toolshed's marketplace as a local
 * folder, made from the catalog's JSON (each component checked against its
 * sha256, then wrapped by src/plugins/wrap.ts exactly as the site's zips are)
 * and registered with `claude plugin marketplace add <folder>`. For offline
 * and air-gapped machines, and for a team that commits it into a project.
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EXIT, InstallError } from '../install/errors.ts';
import { readInstallerSettings } from '../install/settings.ts';
import { Catalog, openSource } from '../install/source.ts';
import { displayDiff } from '../lifecycle/diff.ts';
import { readPluginSources } from '../plugins/catalog-read.ts';
import { describeComparison } from '../safety/compare.ts';
import { claudeRunner, installedPlugins, lastJsonLine, readPluginCliSettings, type ClaudeRunner } from '../plugins/claude.ts';
import { localMarketplace, marketplaceChanges, LOCAL_MANIFEST, type PluginChange } from '../plugins/local.ts';
import { exists, readFolder, replaceFolder } from '../plugins/local-dir.ts';
import { MARKETPLACE_NAME } from '../plugins/names.ts';
import { planMarketplace } from '../plugins/plan.ts';
import { OWNER } from '../plugins/marketplace.ts';
import { visible } from '../text/visible.ts';
import { reportError } from './install-root.ts';
import { assertExpected, parseExpect, rerunCommand } from '../install/rerun.ts';
import { contentDigest } from '../catalog/digest.ts';
import type { CliIO } from './io.ts';

const HELP = `Usage: toolshed plugins <add|update|remove> [options]

Toolshed's catalog as a Claude Code plugin marketplace in a local folder: one
plugin per component that Claude Code can load as a plugin, and the catalog's
stacks. Each component is checked against the catalog's sha256 before it is
written. Then install with: claude plugin install <name>@${MARKETPLACE_NAME}

  add      make the folder and register it (claude plugin marketplace add)
  update   show what changed (files, and what runs now that did not), then
           replace the folder, refresh the marketplace and update the
           installed plugins that changed
  remove   unregister it (its installed plugins are uninstalled) and delete it

Options:
      --site <url|folder>    catalog to read (default: TOOLSHED_SITE_URL, else the published site)
  -s, --scope <user|project> where Claude Code records the marketplace (default: user);
                             project: the folder is .claude/toolshed-marketplace, to commit
      --dir <folder>         the marketplace folder (default: per scope, see above;
                             user: <Claude config folder>/toolshed-marketplace)
  -y, --yes                  update without asking
      --expect <sha256>      update only to the marketplace reviewed (the rerun command printed carries it);
                             a catalog serving other bytes now gets nothing written (exit 5)
      --dry-run              update: show what changed; change nothing
  -h, --help                 this help
`;

interface Options {
  action: 'add' | 'update' | 'remove';
  site?: string;
  scope: 'user' | 'project';
  dir?: string;
  yes: boolean;
  dryRun: boolean;
  expect?: ReadonlySet<string>;
}

function parse(argv: string[]): Options | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        site: { type: 'string' },
        scope: { type: 'string', short: 's' },
        dir: { type: 'string' },
        yes: { type: 'boolean', short: 'y' },
        expect: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new InstallError(EXIT.usage, (error as Error).message);
  }
  if (parsed.values.help) return 'help';
  const [action, ...extra] = parsed.positionals;
  if (action !== 'add' && action !== 'update' && action !== 'remove') throw new InstallError(EXIT.usage, `expected add, update or remove${action ? `, not "${visible(action)}"` : ''}`);
  if (extra.length) throw new InstallError(EXIT.usage, `unexpected ${visible(extra.join(' '))}`);
  const scope = parsed.values.scope ?? 'user';
  if (scope !== 'user' && scope !== 'project') throw new InstallError(EXIT.usage, `--scope is user or project, not "${visible(scope)}"`);
  const expect = parseExpect(parsed.values.expect);
  return { action, site: parsed.values.site, scope, dir: parsed.values.dir, yes: Boolean(parsed.values.yes), dryRun: Boolean(parsed.values['dry-run']), ...(expect ? { expect } : {}) };
}

/** One `claude plugin …--json` call that must succeed. */
async function claude(run: ClaudeRunner, args: string[]): Promise<Record<string, unknown>> {
  const out = await run(args);
  const result = lastJsonLine(out.stdout);
  if (out.code !== 0 || result?.outcome === 'failed') {
    throw new InstallError(EXIT.failed, `claude ${args.join(' ')} failed: ${visible(String(result?.message ?? (out.stderr || out.stdout).trim()))}`);
  }
  return result ?? {};
}

/** Per plugin: the safety verdicts with what it does now first, then each file's diff. */
function describeChanges(changes: PluginChange[]): string[] {
  const lines: string[] = [];
  for (const c of changes) {
    lines.push(`${c.change} ${c.plugin} (${c.diffs.map((d) => `${visible(d.path)} +${d.added} -${d.removed}`).join(', ')})`);
    lines.push(...describeComparison(c.safety, 'the installed plugin').map((l) => `  ${visible(l)}`));
    for (const d of c.diffs) lines.push(...displayDiff(d, '    '));
  }
  return lines;
}

export async function run(io: CliIO): Promise<number> {
  try {
    const options = parse(io.argv);
    if (options === 'help') {
      io.stdout(HELP);
      return EXIT.ok;
    }
    const cli = readPluginCliSettings(io.env);
    const runClaude = claudeRunner(cli.claudeBin, io.cwd, io.env);
    const dir = resolve(
      io.cwd,
      options.dir ?? (options.scope === 'project' ? join('.claude', 'toolshed-marketplace') : join(cli.configDir ?? '.claude', 'toolshed-marketplace')),
    );

    if (options.action === 'remove') {
      if (!(await exists(join(dir, LOCAL_MANIFEST)))) throw new InstallError(EXIT.failed, `no Toolshed marketplace at ${dir}; nothing was removed`);
      const result = await claude(runClaude, ['plugin', 'marketplace', 'remove', MARKETPLACE_NAME, '--scope', options.scope, '--json']);
      await rm(dir, { recursive: true, force: true });
      // The client keeps its copies of uninstalled plugins; with no Toolshed marketplace left in any scope they are ours to delete.
      const left = await runClaude(['plugin', 'marketplace', 'list', '--json']);
      if (cli.configDir && left.code === 0 && !left.stdout.includes(`"${MARKETPLACE_NAME}"`)) {
        await rm(join(cli.configDir, 'plugins', 'cache', MARKETPLACE_NAME), { recursive: true, force: true });
      }
      io.stdout(`${visible(String(result.message ?? 'Removed'))}\nDeleted ${dir}\n`);
      return EXIT.ok;
    }

    if (options.action === 'add' && (await exists(join(dir, LOCAL_MANIFEST)))) {
      // A marketplace already there (a teammate committed it into the project): register it as it is,
      // without the catalog (an air-gapped machine has none).
      await claude(runClaude, ['plugin', 'marketplace', 'add', dir, '--scope', options.scope, '--json']);
      io.stdout(`Registered the ${MARKETPLACE_NAME} marketplace already at ${dir}, as it is; \`toolshed plugins update\` refreshes it from the catalog.\n`);
      return EXIT.ok;
    }

    const site = options.site ?? readInstallerSettings(io.env).site;
    // One line per download would be thousands of lines: the reader reports its own progress.
    const source = openSource(site, { cwd: io.cwd, fetch: io.fetch ?? fetch, progress: () => {} });
    io.stderr(`reading ${source.label}\n`);
    const read = await readPluginSources(new Catalog(source), (line) => io.stderr(`${line}\n`));
    const plan = planMarketplace(read.components, read.stacks, { owner: OWNER, siteUrl: source.url });
    const files = localMarketplace(plan, OWNER);
    const summary = `${plan.plugins.length} plugins (${plan.excluded.length} components or stacks are not plugins; install those with npx toolshed)`;

    if (options.action === 'add') {
      await replaceFolder(dir, files);
      try {
        await claude(runClaude, ['plugin', 'marketplace', 'add', dir, '--scope', options.scope, '--json']);
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      io.stdout(`Added the ${MARKETPLACE_NAME} marketplace at ${dir}: ${summary}.\nInstall one with: claude plugin install <name>@${MARKETPLACE_NAME}\n`);
      return EXIT.ok;
    }

    // update
    if (!(await exists(join(dir, LOCAL_MANIFEST)))) throw new InstallError(EXIT.failed, `no Toolshed marketplace at ${dir}; run \`toolshed plugins add\` first`);
    const changes = marketplaceChanges(await readFolder(dir), Object.fromEntries(files.map((f) => [f.path, f.text])));
    if (!changes.length) {
      io.stdout(`Up to date: ${summary}.\n`);
      return EXIT.ok;
    }
    io.stdout(`${describeChanges(changes).join('\n')}\n`);
    // The marketplace shown, as one digest of every file of the new folder: a rerun with --expect writes only that one.
    const pins = [{ id: `the ${MARKETPLACE_NAME} marketplace`, sha256: contentDigest({ content: '', files: Object.fromEntries(files.map((f) => [f.path, f.text])) }) }];
    assertExpected(pins, options.expect);
    if (options.dryRun) return EXIT.ok;
    if (!options.yes) {
      if (!io.confirm) throw new InstallError(EXIT.notConfirmed, `read the changes above, then rerun with --yes to update (--expect: exactly these):\n  ${rerunCommand('toolshed plugins', io.argv, [], pins)}`);
      if (!(await io.confirm(`Update ${changes.length} plugin(s)?`))) throw new InstallError(EXIT.notConfirmed, 'declined; nothing was changed');
    }
    await replaceFolder(dir, files);
    await claude(runClaude, ['plugin', 'marketplace', 'update', MARKETPLACE_NAME, '--json']);
    const changed = new Set(changes.filter((c) => c.change === 'changed').map((c) => `${c.plugin}@${MARKETPLACE_NAME}`));
    const gone = new Set(changes.filter((c) => c.change === 'removed').map((c) => `${c.plugin}@${MARKETPLACE_NAME}`));
    for (const p of await installedPlugins(runClaude)) {
      if (changed.has(p.id)) {
        await claude(runClaude, ['plugin', 'update', p.id, '--scope', p.scope, '--json']);
        io.stdout(`updated ${p.id} (${p.scope})\n`);
      } else if (gone.has(p.id)) {
        io.stdout(`${p.id} is no longer in the catalog; it stays installed until you run: claude plugin uninstall ${p.id}\n`);
      }
    }
    io.stdout(`Updated the ${MARKETPLACE_NAME} marketplace at ${dir}: ${summary}. Restart Claude Code to load the changes.\n`);
    return EXIT.ok;
  } catch (error) {
    return reportError(io, error);
  }
}
