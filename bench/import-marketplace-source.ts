/**
 * A generated marketplace repository (`.claude-plugin/marketplace.json` with
 * plugin folders) at any size, with what an import must make of it: plugins
 * with and without a plugin.json, nested command folders, agents without a
 * name, skills (and a skill nested too deep for the client), hooks and MCP
 * servers (one remote without a type), plugins that reach their files through
 * ${CLAUDE_PLUGIN_ROOT} or carry LSP servers (kept whole as mods), `strict:
 * false` entries at the repository's top that list their files, remote
 * sources, a missing folder, a name the client refuses, a plugin with nothing
 * in it. Every file is written here.
 */
import { textMaker, put, MIT_TEXT, type Expected, type GeneratedRepo } from './import-source.ts';

export const MARKETPLACE_NAME = 'generated-market';

/** Write the repository into `root` with `plugins` plugins of about `perPlugin` parts each. */
export async function generateMarketplaceRepo(root: string, plugins: number, perPlugin = 6, options: { seed?: number } = {}): Promise<GeneratedRepo> {
  const { r, words, body } = textMaker(options.seed ?? 11);
  const expected: Expected = { listed: new Set(), notListed: new Map(), noted: new Map() };
  let files = 0;
  const write = async (rel: string, text: string) => {
    await put(root, rel, text);
    files++;
  };
  const list = (id: string, note?: RegExp) => {
    expected.listed.add(id);
    if (note) expected.noted.set(id, note);
  };
  const entries: unknown[] = [];
  await write('LICENSE', MIT_TEXT);
  await write('README.md', `# A marketplace\n\n${body(600)}`);

  for (let p = 0; p < plugins; p++) {
    const name = `${r.pick(['lint', 'deploy', 'review', 'data', 'docs', 'test'])}-kit-${p}`;
    const dir = `plugins/${name}`;
    const roll = r.next();
    const about = `Tools for ${words(5)}`;
    if (roll < 0.62) {
      // A plugin that stands on its own: split into components of category `name`.
      const manifest = r.next() < 0.8;
      if (manifest) await write(`${dir}/.claude-plugin/plugin.json`, JSON.stringify({ name, version: '1.2.0', description: about, author: { name: 'Gen' }, license: 'Apache-2.0' }, null, 2));
      await write(`${dir}/README.md`, `# ${name}\n\n${body(800)}`);
      for (let i = 0; i < perPlugin; i++) {
        const part = r.next();
        if (part < 0.35) {
          const stem = `agent-${i}`;
          const named = r.next() < 0.7;
          await write(`${dir}/agents/${stem}.md`, `---\n${named ? `name: ${stem}\n` : ''}description: ${JSON.stringify(`Use for ${words(6)}`)}\ntools: Read, Grep\n---\n${body(1200 + r.int(4000))}`);
          list(`agents/${name}/${stem}`, named ? undefined : /name set to/);
        } else if (part < 0.65) {
          const sub = r.next() < 0.3 ? `group-${i % 2}/` : '';
          const stem = `command-${i}`;
          await write(`${dir}/commands/${sub}${stem}.md`, `---\ndescription: ${words(4)}: ${words(3)}\nargument-hint: [target]\n---\n${body(600 + r.int(2000))}`);
          list(`commands/${name}/${stem}`, /quoted, as Claude Code reads it/);
        } else {
          const stem = `skill-${i}`;
          await write(`${dir}/skills/${stem}/SKILL.md`, `---\nname: ${stem}\ndescription: ${JSON.stringify(words(10))}\n---\n${body(2000 + r.int(5000))}`);
          for (let f = 0; f < r.int(4); f++) await write(`${dir}/skills/${stem}/reference-${f}.md`, body(800));
          list(`skills/${name}/${stem}`);
        }
      }
      // A skill one folder too deep: the client does not load it from a plugin, so it is no component either.
      await write(`${dir}/skills/nested/deep-skill/SKILL.md`, `---\nname: deep-skill\ndescription: too deep\n---\n${body(200)}`);
      expected.notListed.set(`${dir}/skills/nested/deep-skill`, /does not load a skill this deep/);
      if (r.next() < 0.6) {
        await write(`${dir}/hooks/hooks.json`, JSON.stringify({ hooks: { PostToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: `echo ${words(2)}` }] }], Stop: [{ hooks: [{ type: 'prompt', prompt: 'Done?' }] }] } }, null, 2));
        list(`hooks/${name}/${name}`);
      }
      if (r.next() < 0.5) {
        await write(`${dir}/.mcp.json`, JSON.stringify({ mcpServers: { [`${name}-local`]: { command: 'npx', args: ['-y', `${name}-mcp`] }, [`${name}-remote`]: { url: `https://mcp.example.invalid/${name}/mcp` } } }, null, 2));
        list(`mcps/${name}/${name}-local`);
        list(`mcps/${name}/${name}-remote`, /has a url and no type/);
      }
      entries.push({ name, source: `./${dir}`, description: about, version: '1.2.0', ...(manifest ? {} : { license: 'MIT' }) });
    } else if (roll < 0.74) {
      // Its hooks run scripts of the plugin through ${CLAUDE_PLUGIN_ROOT}: it stays a plugin (a mod).
      await write(`${dir}/.claude-plugin/plugin.json`, JSON.stringify({ name, version: '0.3.0', description: about, author: { name: 'Gen' } }, null, 2));
      await write(`${dir}/hooks/hooks.json`, JSON.stringify({ hooks: { PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: '"${CLAUDE_PLUGIN_ROOT}"/scripts/check.sh' }] }] } }, null, 2));
      await write(`${dir}/scripts/check.sh`, '#!/bin/bash\nexit 0\n');
      await write(`${dir}/commands/run.md`, `---\ndescription: Run the check\n---\n${body(300)}`);
      await write(`${dir}/README.md`, `# ${name}\n\n${body(400)}`);
      entries.push({ name, source: `./${dir}`, description: about });
      list(`mods/${MARKETPLACE_NAME}/${name}`, /kept whole as a mod: .*CLAUDE_PLUGIN_ROOT/);
    } else if (roll < 0.78) {
      // LSP servers: only a plugin carries them. No plugin.json: one is written from the entry.
      await write(`${dir}/.lsp.json`, JSON.stringify({ go: { command: 'gopls', extensionToLanguage: { '.go': 'go' } } }, null, 2));
      await write(`${dir}/README.md`, `# ${name}\n\nGo language server.\n`);
      entries.push({ name, source: `./${dir}`, description: about, version: '2.0.0' });
      list(`mods/${MARKETPLACE_NAME}/${name}`, /plugin.json written from its marketplace entry/);
    } else if (roll < 0.86) {
      // strict: false at the repository's top, naming its files.
      const agent = `shared/agents/${name}-helper.md`;
      const command = `shared/commands/${name}-go.md`;
      await write(agent, `---\nname: ${name}-helper\ndescription: Helps ${words(4)}\n---\n${body(600)}`);
      await write(command, `---\ndescription: Go ${words(3)}\n---\n${body(300)}`);
      entries.push({ name, source: './', strict: false, description: about, agents: [`./${agent}`], commands: [`./${command}`] });
      list(`agents/${name}/${name}-helper`);
      list(`commands/${name}/${name}-go`);
    } else if (roll < 0.93) {
      const source = r.pick([{ source: 'github', repo: `someone/${name}` }, { source: 'url', url: `https://git.example.invalid/${name}.git` }, { source: 'npm', package: `@someone/${name}` }]);
      entries.push({ name, source, description: about });
      expected.notListed.set(name, new RegExp(`its source is "${source.source}", outside this repository`));
    } else if (roll < 0.96) {
      entries.push({ name, source: `./plugins/ghost-${p}`, description: about });
      expected.notListed.set(`plugins/ghost-${p}`, /is not in the repository/);
    } else if (roll < 0.98) {
      await write(`${dir}/README.md`, 'Nothing here yet.\n');
      entries.push({ name, source: `./${dir}`, description: about });
      expected.notListed.set(dir, /has no agent, command, skill, hook or MCP server/);
    } else {
      entries.push({ name: `${name} (beta)`, source: `./${dir}`, description: about });
      expected.notListed.set(`${name} (beta)`, /not a plugin entry Claude Code accepts/);
    }
  }
  // A plugin at the repository's top that needs ${CLAUDE_PLUGIN_ROOT}: it cannot be split, and the whole repository is no component.
  entries.push({ name: 'top-level-mod', source: './', strict: false, description: 'Everything', hooks: { Stop: [{ hooks: [{ type: 'command', command: '${CLAUDE_PLUGIN_ROOT}/bin/stop' }] }] } });
  expected.notListed.set('top-level-mod', /its folder is the whole repository/);
  await write('.claude-plugin/marketplace.json', JSON.stringify({ name: MARKETPLACE_NAME, owner: { name: 'Generated Owner' }, metadata: { description: 'generated' }, plugins: entries }, null, 2));
  return { expected, files };
}
