import { describe, expect, it } from 'vitest';
import { formatStackParam, MAX_STACK_ITEMS, parseStackArgument, parseStackParam, stackInstallCommand, stackPath } from '../../src/stack/stack-url.ts';

describe('the stack parameter', () => {
  it('reads kind:category/name segments in order, once each', () => {
    const parsed = parseStackParam(' agent:dev/code-reviewer, hook:git/pre-commit ,agent:dev/code-reviewer,,skill:Docs.Team/pdf_maker');
    expect(parsed.errors).toEqual([]);
    expect(parsed.items).toEqual([
      { kind: 'agent', category: 'dev', name: 'code-reviewer' },
      { kind: 'hook', category: 'git', name: 'pre-commit' },
      { kind: 'skill', category: 'Docs.Team', name: 'pdf_maker' },
    ]);
    expect(formatStackParam(parsed.items)).toBe('agent:dev/code-reviewer,hook:git/pre-commit,skill:Docs.Team/pdf_maker');
    expect(stackPath(parsed.items)).toBe('/stack/?c=agent:dev/code-reviewer,hook:git/pre-commit,skill:Docs.Team/pdf_maker');
  });

  it('refuses and names every bad segment, keeping the good ones', () => {
    const parsed = parseStackParam('agent:dev/ok,agents:dev/plural,agent:../etc,agent:dev/a/b,agent:..//x,agent:dev/..,agent:de v/x,agent:dev/ünï,agent:dev,weird,mod:kit/\u001b[31mred');
    expect(parsed.items).toEqual([{ kind: 'agent', category: 'dev', name: 'ok' }]);
    expect(parsed.errors).toHaveLength(10);
    expect(parsed.errors[0]).toContain('unknown kind "agents"');
    expect(parsed.errors.join('\n')).not.toMatch(/\u001b/);
    expect(parsed.errors.at(-1)).toContain('\\u001b');
  });

  it('bounds the number of components and the length it reads', () => {
    const many = Array.from({ length: MAX_STACK_ITEMS + 5 }, (_, i) => `agent:dev/a${i}`).join(',');
    const parsed = parseStackParam(many);
    expect(parsed.items).toHaveLength(MAX_STACK_ITEMS);
    expect(parsed.errors).toEqual([`more than ${MAX_STACK_ITEMS} components; the rest are left out`]);
    const huge = parseStackParam(`agent:dev/${'a'.repeat(20_000)}`);
    expect(huge.items).toEqual([]);
    expect(huge.errors[0]).toMatch(/at most 16384/);
  });

  it('takes a stack page address and finds its site', () => {
    const a = parseStackArgument('https://catalog.example/stack/?c=agent%3Adev%2Fx,mcp:db/postgres');
    expect(a.items.map((i) => `${i.kind}:${i.category}/${i.name}`)).toEqual(['agent:dev/x', 'mcp:db/postgres']);
    expect(a.site).toBe('https://catalog.example');
    expect(parseStackArgument('http://127.0.0.1:8080/sub/stack/?c=agent:dev/x').site).toBe('http://127.0.0.1:8080/sub');
    expect(parseStackArgument('https://catalog.example/stack/').errors[0]).toContain('has no c= parameter');
    expect(parseStackArgument('agent:dev/x').site).toBeUndefined();
  });

  it('writes one install command with one flag per kind, in the kinds order', () => {
    const items = parseStackParam('hook:git/a,agent:dev/b,agent:ops/c,mcp:db/d').items;
    expect(stackInstallCommand(items)).toBe('npx toolshed@latest --agent dev/b,ops/c --hook git/a --mcp db/d');
  });
});
