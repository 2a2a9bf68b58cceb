import { CHAT_INDEX_FILE, CHAT_INDEX_VERSION, chatIndexText, chatInfoFile, chatKey, shardOf } from '../../src/catalog/chat-index.ts';

/**
 * A components.json as messy as community catalogs get: every kind (also the
 * ones the bot does not show), names that differ only in case, the same name
 * in two categories, dots and underscores, huge descriptions and names,
 * mentions and markdown in text, downloads as strings, broken entries.
 */
export function messyCatalog(): Record<string, unknown> {
  const longName = 'a-very-long-component-name-' + 'x'.repeat(220);
  return {
    agents: [
      { name: 'code-reviewer', category: 'development-tools', path: 'development-tools/code-reviewer.md', type: 'agents', description: 'Reviews code for quality.', downloads: 420, content: '---\nname: code-reviewer\n---\nbody', tools: ['Read', 'Grep'], model: 'sonnet' },
      { name: 'Code-Reviewer-Pro', category: 'enterprise', description: 'A stricter reviewer. @everyone look!', downloads: '37', content: '', tools: ['*'], model: '' },
      { name: 'reviewer', category: 'development-tools', description: '', downloads: 5, content: '' },
      { name: 'api.designer_v2', category: 'API.Design', description: 'Designs `REST` APIs **well**.', downloads: 1200, content: '' },
      { name: 'security-auditor', category: 'security', description: 'D'.repeat(9000), downloads: 3, content: '' },
      { name: longName, category: 'misc', description: 'A long name.', downloads: 0, content: '' },
      { name: '../../etc/passwd', category: 'evil', description: 'path traversal', downloads: 99999 },
      { name: 'no-category', description: 'missing category', downloads: 1 },
      'not an object',
      null,
    ],
    commands: [
      { name: 'review', category: 'git', description: 'Review the staged diff.', downloads: 310 },
      { name: 'code-review', category: 'git', description: 'Review a pull request.', downloads: 12 },
      { name: 'deploy', category: 'ops', description: 'Ship it 🚀', downloads: -4 },
    ],
    skills: [{ name: 'pdf', category: 'documents', description: 'Read and write PDF files.', downloads: 77 }],
    hooks: [{ name: 'format-on-save', category: 'formatting', description: 'Runs prettier.', downloads: 8 }],
    mcps: [{ name: 'github', category: 'integrations', description: 'GitHub MCP server.', downloads: 950 }],
    settings: [{ name: 'strict-permissions', category: 'security', description: 'Deny risky tools.', downloads: 40 }],
    mods: [
      { name: 'review-kit', category: 'development', description: 'A plugin of review commands.', downloads: 60 },
      { name: 'review-kit', category: 'community', description: 'Same name, other category.', downloads: 2 },
    ],
    templates: [{ name: 'nextjs-app', category: 'web', description: 'Next.js starter with CLAUDE.md.', downloads: 15 }],
    loops: [{ name: 'review-loop', category: 'git', description: 'not a command type', downloads: 1000 }],
    sandbox: [{ name: 'review-box', category: 'docker', description: 'not a command type', downloads: 1000 }],
    'unknown-kind': [{ name: 'review-unknown', category: 'x', description: '', downloads: 1 }],
  };
}

/**
 * The site files the commands read (`/chat/index.txt` and its description
 * shards), made from a components.json-shaped record as leniently as it is
 * messy: broken entries stay in the index as they are (a string or null
 * where a row's type should be, a missing category, an unsafe name,
 * downloads as text or negative), so the
 * reader's checks are what keeps them out. Written by hand here, not by the
 * build's writer, which never writes such entries.
 */
export function chatSite(raw: Record<string, unknown> = messyCatalog(), shards = 2): Map<string, string> {
  const types = Object.keys(raw);
  const categories: string[] = [];
  const rows: Array<[unknown, unknown, unknown, string]> = [];
  const row = (t: unknown, c: unknown, name: string, downloads: unknown) => rows.push([t, c, downloads, name]);
  const info: Array<Record<string, string>> = Array.from({ length: shards }, () => ({}));
  types.forEach((type, t) => {
    for (const item of (raw[type] as unknown[]) ?? []) {
      if (typeof item !== 'object' || item === null) {
        // Junk where a row should be: a type that is no number, no name.
        row(item, null, '', 0);
        continue;
      }
      const { name, category, description, downloads } = item as { name?: unknown; category?: unknown; description?: unknown; downloads?: unknown };
      let c = typeof category === 'string' ? categories.indexOf(category) : -1;
      if (typeof category === 'string' && c < 0) c = categories.push(category) - 1;
      row(t, c, typeof name === 'string' ? name : '', downloads);
      if (typeof category === 'string' && typeof name === 'string') {
        const key = chatKey(type, category, name);
        info[shardOf(key, shards)]![key] = typeof description === 'string' ? description : '';
      }
    }
  });
  const files = new Map([[`/${CHAT_INDEX_FILE}`, chatIndexText({ version: CHAT_INDEX_VERSION, shards, count: rows.length, types, categories }, rows)]]);
  info.forEach((shard, i) => files.set(`/${chatInfoFile(i)}`, JSON.stringify(shard)));
  return files;
}

/** A stand-in's answer for a site made of `files`: the file, or 404. */
export function siteFile(files: Map<string, string>, url: string): { status: number; body: string } {
  const body = files.get(url);
  return body === undefined ? { status: 404, body: '{"error":"Not found"}' } : { status: 200, body };
}
