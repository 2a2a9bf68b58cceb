/**
 * The repairs the loader and the importer share (src/catalog/lenient.ts): each
 * turns a file Claude Code would load differently from what its author meant
 * (or not at all) into the file it loads as meant, and says so. The client's
 * side of each claim is checked in tests/client/leniency.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readComponent } from '../../src/catalog/component.ts';
import { readFrontmatter } from '../../src/catalog/frontmatter.ts';
import { kindByType, type ComponentType } from '../../src/catalog/kinds.ts';
import { repairFile, roleOf, scheduleInterval } from '../../src/catalog/lenient.ts';

const md = (front: string, body = 'Body.\n') => `---\n${front}\n---\n${body}`;
const read = (type: ComponentType, name: string, entry: string, files?: Record<string, string>) =>
  readComponent({ kind: kindByType(type)!, category: 'x', name, source: `${type}/x/${name}`, entry, ...(files ? { files } : {}) });

describe('Markdown repairs', () => {
  it('gives a project agent without a string name its file name, quoted when YAML would read it as something else', () => {
    for (const [front, line] of [
      ['description: Reviews code', 'name: reviewer'],
      ['name:\ndescription: Reviews code', 'name: reviewer'],
      ['name: 42\ndescription: Reviews code', 'name: reviewer'],
    ] as const) {
      const out = repairFile('agent', md(front), 'reviewer');
      expect(out.text.split('\n')).toContain(line);
      expect(readFrontmatter(out.text).data.name).toBe('reviewer');
      expect(out.notes).toEqual(['no name in the frontmatter (Claude Code loads a project agent only with one): name set to reviewer']);
    }
    expect(repairFile('agent', md('description: x'), '1.0').text).toContain('name: "1.0"\n');
    // A plugin's agent loads without one; an agent without a description is not loaded at all, so nothing is added.
    expect(repairFile('plugin-agent', md('description: x'), 'a').notes).toEqual([]);
    expect(repairFile('agent', md('tools: Read'), 'a').notes).toEqual([]);
    expect(repairFile('agent', 'No frontmatter at all.\n', 'a').notes).toEqual([]);
  });

  it('quotes exactly the values the client quotes, leaving the rest of the file as it was', () => {
    const text = md('name: r\ndescription: Use when: a diff is ready\ntools: *\nmodel: sonnet', '# Title\n\nbody: with colon\n');
    const out = repairFile('agent', text, 'r');
    expect(out.text).toBe(md('name: r\ndescription: "Use when: a diff is ready"\ntools: "*"\nmodel: sonnet', '# Title\n\nbody: with colon\n'));
    expect(readFrontmatter(out.text)).toMatchObject({ lenient: false, data: readFrontmatter(text).data });
    expect(out.notes).toEqual(['frontmatter is not valid YAML: the values of description, tools are quoted, as Claude Code reads it']);
  });

  it('keeps the last of a repeated key, continuation lines and all', () => {
    const out = repairFile('command', md('description: one\ntools:\n  - Read\ndescription: two\nmodel: haiku'), 'c');
    expect(out.text).toBe(md('tools:\n  - Read\ndescription: two\nmodel: haiku'));
    expect(out.notes[0]).toMatch(/description was written more than once: the last one is kept/);
  });

  it('leaves frontmatter the client ignores as it is: there is nothing it would read to repair', () => {
    const text = md('name: a\ndescription: |\n  block\ntools: *');
    expect(repairFile('agent', text, 'a')).toEqual({ text, notes: [] });
  });

  it('writes a loop interval said in words the way the catalog schedules it, and removes one it cannot', () => {
    expect(scheduleInterval('5 minutes')).toBe('5m');
    expect(scheduleInterval('every 2 hours')).toBe('2h');
    expect(scheduleInterval('Hourly')).toBe('1h');
    expect(scheduleInterval('30 s')).toBe('30s');
    expect(scheduleInterval('0 minutes')).toBeUndefined();
    expect(scheduleInterval('when idle')).toBeUndefined();
    const words = repairFile('loop', md('description: Watch CI\ninterval: every 5 minutes'), 'w');
    expect(words.text).toBe(md('description: Watch CI\ninterval: 5m'));
    const vague = repairFile('loop', md('description: Watch CI\ninterval: whenever\nallowed-tools: Bash'), 'w');
    expect(vague.text).toBe(md('description: Watch CI\nallowed-tools: Bash'));
    expect(vague.notes).toEqual(['interval "whenever" is not one the catalog can schedule (a number and s, m, h or d): removed, /loop uses its default']);
    expect(repairFile('loop', md('description: x\ninterval: 10m'), 'w').notes).toEqual([]);
  });

  it('is idempotent: a repaired file needs no second repair', () => {
    const once = repairFile('agent', md('description: a: b\ndescription: c: d\ntools: *'), 'a');
    expect(once.notes.length).toBe(3);
    expect(repairFile('agent', once.text, 'a')).toEqual({ text: once.text, notes: [] });
  });
});

describe('JSON repairs', () => {
  it('gives an MCP server with a url and no type the type the client asks for', () => {
    const out = repairFile('mcp-json', JSON.stringify({ mcpServers: { docs: { url: 'https://x.invalid/mcp' }, events: { url: 'https://x.invalid/sse' }, local: { command: 'npx' } } }), 'm');
    expect(JSON.parse(out.text).mcpServers).toEqual({
      docs: { type: 'http', url: 'https://x.invalid/mcp' },
      events: { type: 'sse', url: 'https://x.invalid/sse' },
      local: { command: 'npx' },
    });
    expect(out.notes).toEqual([
      'MCP server docs has a url and no type (Claude Code skips it): type "http" added',
      'MCP server events has a url and no type (Claude Code skips it): type "sse" added',
    ]);
    // A plugin's .mcp.json may be the servers map itself.
    expect(JSON.parse(repairFile('mcp-json', '{"d": {"url": "https://x.invalid/m"}}', 'm').text)).toEqual({ d: { type: 'http', url: 'https://x.invalid/m' } });
  });

  it('keeps the hooks the client runs (all five types) and takes out those it ignores', () => {
    const hooks = {
      Stop: [{ hooks: [{ type: 'prompt', prompt: 'Done?' }, { type: 'agent', prompt: 'Verify.' }, { type: 'agent' }] }],
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'http', url: 'https://x.invalid/h' }, { type: 'mcp_tool', server: 's', tool: 't' }, { type: 'command', command: 'true', timeout: '5' }] }],
      NotAnEvent: [{ hooks: [{ type: 'command', command: 'true' }] }],
    };
    const out = repairFile('hooks-json', JSON.stringify({ description: 'd', hooks }), 'h');
    expect(JSON.parse(out.text).hooks).toEqual({
      Stop: [{ hooks: [{ type: 'prompt', prompt: 'Done?' }, { type: 'agent', prompt: 'Verify.' }] }],
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'http', url: 'https://x.invalid/h' }, { type: 'mcp_tool', server: 's', tool: 't' }] }],
    });
    expect(out.notes).toEqual([
      'Stop: Claude Code ignores a agent hook without a prompt: removed',
      'PreToolUse: Claude Code ignores a command hook whose timeout is not a number: removed',
      'hook event NotAnEvent is not one Claude Code knows: removed',
    ]);
    const unchanged = JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'true' }] }] } });
    expect(repairFile('hooks-json', unchanged, 'h')).toEqual({ text: unchanged, notes: [] });
  });

  it('finds each file\'s role inside mods, templates and sandboxes', () => {
    expect(roleOf('mods', 'agents/sub/a.md', false)).toBe('plugin-agent');
    expect(roleOf('mods', 'hooks/hooks.json', false)).toBe('hooks-json');
    expect(roleOf('mods', '.mcp.json', false)).toBe('mcp-json');
    expect(roleOf('mods', '', true)).toBe('plugin-json');
    expect(roleOf('templates', '.claude/agents/a.md', false)).toBe('agent');
    expect(roleOf('templates', '.claude/settings.json', false)).toBe('hooks-json');
    expect(roleOf('skills', 'reference.md', false)).toBe('other');
  });
});

describe('the loader takes what the client loads', () => {
  it('an empty argument-hint is no hint, not a reason to drop the command', () => {
    const result = read('commands', 'c', md('description: Do it\nargument-hint:\nmodel:'));
    expect(result.ok).toBe(true);
    expect(result.ok && result.component.details).toEqual([]);
  });

  it('a skill without a description loads, with a warning that the model will not pick it', () => {
    const result = read('skills', 's', md('name: s'), { 'SKILL.md': md('name: s') });
    expect(result.ok).toBe(true);
    expect(result.warnings).toContain('no description in SKILL.md: Claude Code offers it as a slash command only, never to the model on its own');
  });

  it('hooks of type prompt and agent are hooks', () => {
    const result = read('hooks', 'h', JSON.stringify({ description: 'd', hooks: { Stop: [{ hooks: [{ type: 'agent', prompt: 'Check the work.' }] }] } }));
    expect(result.ok && result.component.executes).toEqual(['hook Stop: agent hook']);
  });

  it('a hook component left with no hook the client runs is not listed', () => {
    const result = read('hooks', 'h', JSON.stringify({ description: 'd', hooks: { Stop: [{ hooks: [{ type: 'shell', run: 'x' }] }] } }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual(['hooks: no hook Claude Code would run']);
  });

  it('an agent whose frontmatter the client ignores is not listed, and says why', () => {
    const result = read('agents', 'a', md('name: a\ndescription: Use when:\n  - reviewing'));
    expect(result.ok).toBe(false);
    expect(result.warnings[0]).toMatch(/Claude Code ignores it/);
  });

  it('a mod\'s remote MCP server without a type is repaired inside the mod', () => {
    const plugin = JSON.stringify({ name: 'm', description: 'd' });
    const result = read('mods', 'm', plugin, { '.claude-plugin/plugin.json': plugin, '.mcp.json': JSON.stringify({ mcpServers: { r: { url: 'https://x.invalid/mcp' } } }) });
    expect(result.ok && JSON.parse(result.component.files!['.mcp.json']!).mcpServers.r.type).toBe('http');
    expect(result.warnings).toEqual(['repaired .mcp.json: MCP server r has a url and no type (Claude Code skips it): type "http" added']);
  });
});
