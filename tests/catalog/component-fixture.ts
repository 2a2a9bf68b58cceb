/**
 * A messy source catalog for the component-page tests: the messy fixture
 * tree plus what real community catalogs carry and broke the page before —
 * a skill of 1,098 files (6.6 MB inlined before), a 600 KB SKILL.md, agent
 * descriptions full of <example>/<commentary>, the same name in two
 * categories, a command and a loop of one name, hostile file names, words
 * and code lines far wider than a phone.
 */
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ROOT } from '../helpers/paths.ts';

export const HUGE_SKILL_FILES = 1098;

const LONG_WORD = `supercalifragilistic${'expialidocious'.repeat(20)}`;
const LONG_CODE_LINE = `const everything = [${Array.from({ length: 60 }, (_, i) => `"item-${i}"`).join(', ')}];`;

let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const WORDS = 'review test deploy schema cache latency docker lint format refactor trace queue worker index query'.split(' ');
const words = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
const text = (bytes: number) => {
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line = rand() < 0.1 ? `## ${words(3)}` : `${words(12)}.`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
};

const EXAMPLES = [
  '<example>\nContext: The user has just written a new module.\nuser: "I added the payment retry logic, can you check it?"\nassistant: "I will use the reviewer agent to look at the retry logic."\n<commentary>\nNew code was written, so the reviewer should run.\n</commentary>\n</example>',
  '<example>Context: A pull request is ready. user: "Review my PR" assistant: "Launching the reviewer." <commentary>Reviews are its job.</commentary></example>',
  '<example>\nuser: "Is this safe?"\nassistant: "Let me use the reviewer to check."\n</example>',
];

const FILES: Record<string, string> = {
  'agents/dev/reviewer.md': [
    '---',
    'name: reviewer',
    `description: "Use this agent to review code for bugs and clarity. It reads the diff, runs nothing, and reports problems first. ${words(60)} ${LONG_WORD}\\n\\nExamples:\\n${EXAMPLES.join('\\n').replace(/\n/g, '\\n').replace(/"/g, '\\"')}"`,
    'tools: Read, Grep',
    '---',
    '# Reviewer',
    '',
    'Review the diff. Report problems first.',
    '',
    '```ts',
    LONG_CODE_LINE,
    '```',
    '',
    '<example>',
    'user: "Review the body example"',
    'assistant: "Reviewing."',
    '</example>',
    '',
    '```md',
    '<example>stays in the code block</example>',
    '```',
    '',
  ].join('\n'),
  'agents/ops/reviewer.md': '---\nname: reviewer\ndescription: Reviews infrastructure changes.\n---\nCheck the plan output.\n',
  'commands/git/ship.md': '---\ndescription: Ship the branch\n---\nRun the release steps.\n',
  'loops/ci/ship.md': '---\ndescription: Ship when CI is green\ninterval: 10m\n---\nCheck CI, then ship.\n',
  'commands/misc/undescribed.md': `# Undescribed\n\n\`\`\`sh\nnot this\n\`\`\`\n\nThis command has no frontmatter description, so its first paragraph describes it. ${LONG_WORD}\n\nSecond paragraph.\n`,
  'settings/ui/status-line.json': JSON.stringify({ description: 'A status line.', statusLine: { type: 'command', command: 'bash ~/.claude/statusline.sh' } }, null, 2),
  'templates/web/scripted/README.md': '---\ndescription: A template that ships a script.\n---\n# Scripted\n',
  'templates/web/scripted/scripts/setup.sh': '#!/bin/sh\necho setup\n',
  'templates/web/scripted/CLAUDE.md': '# Project\n',
  'skills/big/long-read/SKILL.md': `---\nname: long-read\ndescription: A single SKILL.md of about 600 KB.\n---\n# Long read\n\n${text(600_000)}`,
};

/** The huge skill: 1,098 files in nested folders, some scripts, a few hostile names. */
function hugeSkill(): Record<string, string> {
  const files: Record<string, string> = {
    'skills/big/huge-kit/SKILL.md': `---\nname: huge-kit\ndescription: A skill with ${HUGE_SKILL_FILES} files.\n---\n# Huge kit\n\nSee the references.\n`,
    'skills/big/huge-kit/bin/tool': '#!/usr/bin/env node\nconsole.log("tool");\n',
    'skills/big/huge-kit/scripts/run.sh': '#!/usr/bin/env bash\necho run\n',
    'skills/big/huge-kit/names/with spaces & <tags> "quotes".md': 'A hostile file name.\n',
    'skills/big/huge-kit/names/ünïcödé-ファイル.md': 'Unicode file name.\n',
  };
  let made = Object.keys(files).length - 1; // SKILL.md is the entry, not one of the others
  for (let i = 0; made < HUGE_SKILL_FILES; i++, made++) {
    const folder = `references/part-${String(i % 20).padStart(2, '0')}`;
    files[`skills/big/huge-kit/${folder}/chapter-${String(i).padStart(4, '0')}.md`] = text(4000 + Math.floor(rand() * 4000));
  }
  return files;
}

/** Writes the catalog into `dir` (the messy fixture tree plus everything above). */
export async function writeComponentCatalog(dir: string): Promise<void> {
  await cp(join(ROOT, 'tests/fixtures/catalog-messy/good'), dir, { recursive: true });
  for (const [file, body] of Object.entries({ ...FILES, ...hugeSkill() })) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), body);
  }
}
