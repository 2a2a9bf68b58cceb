/**
 * capabilities.tools: the tools an agent, command or skill is granted that
 * run shell commands, change files or fetch, in every spelling a frontmatter
 * uses; toolAbilities says what they allow in words for the page.
 */
import { describe, expect, it } from 'vitest';
import { kindByType, type ComponentType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { SafetyReportSchema } from '../../../src/safety/report.ts';
import { toolList } from '../../../src/safety/settings.ts';
import { toolAbilities } from '../../../src/safety/summary.ts';

const tools = (type: ComponentType, frontmatter: string) => {
  const content = `---\n${frontmatter}\n---\nDo the task.\n`;
  const files = type === 'skills' ? { 'SKILL.md': content } : undefined;
  return SafetyReportSchema.parse(analyzeComponent(kindByType(type)!, { content, ...(files ? { files } : {}) })).capabilities.tools;
};

describe('granted tools that act on the machine', () => {
  it('are read from tools and allowed-tools in every spelling', () => {
    expect(tools('agents', 'name: a\ndescription: d\ntools: Read, Grep, Bash(git:*)')).toEqual(['Bash(git:*)']);
    expect(tools('agents', 'name: a\ndescription: d\ntools:\n  - Read\n  - Write\n  - WebFetch')).toEqual(['Write', 'WebFetch']);
    expect(tools('agents', 'name: a\ndescription: d\ntools: [Edit, Glob]')).toEqual(['Edit']);
    expect(tools('commands', 'description: d\nallowed-tools: Bash(git add:*), Bash(git commit:*)')).toEqual(['Bash(git add:*)', 'Bash(git commit:*)']);
    expect(tools('commands', 'description: d\nallowed-tools: Read Write(CHANGELOG.md) PowerShell')).toEqual(['Write(CHANGELOG.md)', 'PowerShell']);
    expect(tools('skills', 'name: s\ndescription: d\nallowed-tools: Read, Grep, Glob')).toEqual([]);
    expect(tools('agents', 'name: a\ndescription: d')).toEqual([]);
  });

  it('splits at commas and blanks outside parentheses only', () => {
    expect(toolList('Bash(git log --oneline:*), Read  Write')).toEqual(['Bash(git log --oneline:*)', 'Read', 'Write']);
    expect(toolList(['Bash(npm run test:*)', 7, 'Edit'])).toEqual(['Bash(npm run test:*)', 'Edit']);
    expect(toolList(undefined)).toEqual([]);
  });

  it('are said in words: shell commands, file changes, the web', () => {
    expect(toolAbilities(['Bash(git:*)'])).toEqual(['run shell commands']);
    expect(toolAbilities(['Write(CHANGELOG.md)', 'WebFetch'])).toEqual(['change files', 'fetch from the web']);
    expect(toolAbilities(['*'])).toEqual(['run shell commands', 'change files', 'fetch from the web']);
    expect(toolAbilities([])).toEqual([]);
  });

  it('a report recorded before the field existed still reads, with none', () => {
    const old = { level: 'none', capabilities: { hooks: [], runs: [], network: [], files: [], env: [], permissions: [], mcpServers: [], containers: [] }, findings: [] };
    expect(SafetyReportSchema.parse(old).capabilities.tools).toEqual([]);
  });
});
