/**
 * Supply chain by name (POLICY14 point 6): a scope whose owner is one letter
 * from a popular scope's owner, a popular name with two letters swapped before
 * a generic suffix (typosquat.ts); a component's own name one edit from a
 * well-known official one (own-name.ts: an advisory alone, blocking beside any
 * other finding); an internal-sounding package fetched with no registry set
 * (confusion.ts: an advisory); a Go module path's host is a name, not a server;
 * Deno's `npm:` specifiers are npm names.
 * Each rule beside its benign twin.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { internalPackage } from '../../../src/safety/confusion.ts';
import { lookalikeOf } from '../../../src/safety/own-name.ts';
import { squatOf } from '../../../src/safety/typosquat.ts';
import { blockingRules } from './script.ts';

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const skill = (name: string, body: string, files: Record<string, string> = {}, tools = 'Bash, Read') => {
  const content = `---\nname: ${name}\ndescription: Helps with the project\nallowed-tools: ${tools}\n---\n\n${body}\n`;
  return analyzeComponent(kindByType('skills')!, { content, files: { 'SKILL.md': content, ...files } });
};
const plugin = (files: Record<string, string>, name = 'tools') => {
  const manifest = json({ name, version: '1.0.0', description: 'Tools' });
  return analyzeComponent(kindByType('mods')!, { content: manifest, files: { '.claude-plugin/plugin.json': manifest, ...files } });
};
const mcp = (servers: Record<string, unknown>, extra: Record<string, string> = {}) => plugin({ '.mcp.json': json({ mcpServers: servers }), ...extra });
const of = (report: ReturnType<typeof skill>, rule: string) => report.findings.filter((f) => f.rule === rule).map((f) => f.severity);

describe('a scope whose owner is one letter from a popular owner', () => {
  it('blocks `@antrhopic/…` and `@anthropc/…` (owner `anthropic` of `@anthropic-ai`), whatever the package', () => {
    expect(squatOf('@antrhopic/mcp-tools', 'npm')?.popular).toBe('@anthropic-ai');
    expect(squatOf('@anthropc/mcp-fs', 'npm')?.popular).toBe('@anthropic-ai');
    expect(of(mcp({ fs: { command: 'npx', args: ['-y', '@anthropc/mcp-fs'] } }), 'typosquat')).toEqual(['blocking']);
  });
  it('leaves the owner’s own scopes, real scopes a letter from a short owner and unrelated scopes alone', () => {
    for (const name of ['@anthropic-ai/new-tool', '@aws-cdk/aws-lambda', '@aws-cdk/integ-tests-alpha', '@sentry-internal/replay', '@upstash/context7-mcp', '@biomejs/biome', '@acme/anthropic-helper'])
      expect(squatOf(name, 'npm'), name).toBeUndefined();
    expect(of(mcp({ fs: { command: 'npx', args: ['-y', '@anthropic-ai/claude-code'] } }), 'typosquat')).toEqual([]);
  });
});

describe('a popular name with two letters swapped, then generic words', () => {
  it('blocks `axois-mcp` and `reqeusts-helper` run by a launcher', () => {
    expect(squatOf('axois-mcp', 'npm')?.popular).toBe('axios');
    expect(squatOf('reqeusts-helper', 'pypi')?.popular).toBe('requests');
    expect(of(mcp({ http: { command: 'bunx', args: ['axois-mcp'] } }), 'typosquat')).toEqual(['blocking']);
  });
  it('leaves real words a letter from a popular name before a suffix, and real suffixed names, alone', () => {
    for (const [name, eco] of [['prompt-helper', 'npm'], ['event-cli', 'npm'], ['axios-mcp', 'npm'], ['market-mcp', 'npm'], ['requests-helper', 'pypi'], ['form-tools', 'npm']] as const)
      expect(squatOf(name, eco), name).toBeUndefined();
    expect(of(mcp({ http: { command: 'bunx', args: ['axios-mcp'] } }), 'typosquat')).toEqual([]);
  });
});

describe('a component named one edit from a well-known official one', () => {
  it('names the official component a look-alike name imitates', () => {
    expect(lookalikeOf('webbapp-testing')).toContain('`webapp-testing`');
    expect(lookalikeOf('skill-creater')).toContain('`skill-creator`');
    expect(lookalikeOf('reqeusts-helper')).toContain('`requests`');
  });
  it('does not count the exact name, a plural, a digit, a separator, two edits or a short name', () => {
    for (const name of ['skill-creator', 'code-reviewer', 'code-review', 'skills-creator', 'commit-command', 'claude-opus-4-6-migration', 'file-system', 'sequential_thinking', 'frontend-designer', 'webapp-tester', 'stack', 'motion', 'requests-helper'])
      expect(lookalikeOf(name), name).toBeUndefined();
  });
  it('is an advisory alone and blocks beside any other finding', () => {
    expect(of(skill('mcp-buidler', 'Scaffold an MCP server in a new folder.', {}, 'Read, Write'), 'lookalike-name')).toEqual(['advisory']);
    expect(of(skill('mcp-buidler', 'Scaffold an MCP server in a new folder.'), 'lookalike-name')).toEqual(['blocking']);
    // The same skill under the official name, with the same tools: nothing about its name.
    expect(of(skill('mcp-builder', 'Scaffold an MCP server in a new folder.'), 'lookalike-name')).toEqual([]);
  });
  it('reads a plugin manifest’s name and its MCP servers’ keys', () => {
    expect(of(plugin({ 'commands/c.md': '---\ndescription: Commit\n---\nCommit the staged changes.\n' }, 'commit-comands'), 'lookalike-name')).toEqual(['advisory']);
    expect(of(mcp({ 'sequential-thinkng': { command: 'npx', args: ['-y', '@modelcontextprotocol/server-sequential-thinking'] } }), 'lookalike-name')).toEqual(['blocking']);
    expect(of(mcp({ 'sequential-thinking': { command: 'npx', args: ['-y', '@modelcontextprotocol/server-sequential-thinking'] } }), 'lookalike-name')).toEqual([]);
  });
});

describe('dependency confusion', () => {
  it('says which scopes and names say they are internal', () => {
    for (const [name, eco] of [['@mycorp-internal/secret-lib', 'npm'], ['@internal-team/config-sync', 'npm'], ['@company-private/telemetry-core', 'npm'], ['corp-internal-deploy-tools', 'pypi'], ['internal-config-loader', 'npm']] as const)
      expect(internalPackage(name, eco), name).toBeDefined();
    for (const [name, eco] of [['internal-ip', 'npm'], ['private-ip', 'npm'], ['internal-slot', 'npm'], ['@sentry-internal/replay', 'npm'], ['@babel/plugin-transform-private-methods', 'npm'], ['private-key-tools', 'npm']] as const)
      expect(internalPackage(name, eco), name).toBeUndefined();
  });
  it('is an advisory naming an internal package fetched by a launcher, a pip install or a manifest with no registry set', () => {
    const launched = mcp({ sync: { command: 'npx', args: ['-y', '@internal-team/config-sync'] } });
    expect(of(launched, 'dependency-confusion')).toEqual(['advisory']);
    expect(launched.findings.find((f) => f.rule === 'dependency-confusion')?.evidence).toContain('`@internal-team/config-sync`');
    expect(of(skill('sso', 'Run `pip install megacorp-internal-sso` first.'), 'dependency-confusion')).toEqual(['advisory']);
    expect(of(plugin({ 'package.json': json({ dependencies: { '@company-private/telemetry-core': '^2' } }) }), 'dependency-confusion')).toEqual(['advisory']);
  });
  it('is nothing when the component sets the registry: .npmrc, the launch environment, an index option, a dependency file’s index', () => {
    const server = { sync: { command: 'npx', args: ['-y', '@internal-team/config-sync'] } };
    expect(of(mcp(server, { '.npmrc': '@internal-team:registry=https://npm.acme-corp.com/\n' }), 'dependency-confusion')).toEqual([]);
    expect(of(mcp({ sync: { ...server.sync, env: { NPM_CONFIG_REGISTRY: 'https://npm.acme-corp.com/' } } }), 'dependency-confusion')).toEqual([]);
    expect(of(skill('sso', 'Run `pip install --index-url https://pypi.acme-corp.com/simple megacorp-internal-sso` first.'), 'dependency-confusion')).toEqual([]);
    expect(of(skill('sso', 'Run `npm config set @internal-team:registry https://npm.acme-corp.com/` once, then `npx -y @internal-team/config-sync`.'), 'dependency-confusion')).toEqual([]);
    const pyproject = '[project]\nname = "x"\ndependencies = ["company-internal-billing>=1"]\n\n[[tool.uv.index]]\nname = "corp"\nurl = "https://pypi.acme-corp.com/simple"\n';
    expect(of(skill('cost', 'Run `uv run report.py`.', { 'pyproject.toml': pyproject }), 'dependency-confusion')).toEqual([]);
  });
});

describe('Deno’s npm: specifiers', () => {
  it('reads `deno run npm:pkg` and `deno install npm:pkg` as npm installs: a look-alike blocks', () => {
    expect(blockingRules('#!/bin/sh\ndeno run -A npm:lodahs\n')).toContain('typosquat');
    expect(blockingRules('#!/bin/sh\ndeno install -g npm:@anthropc/sdk\n')).toContain('typosquat');
  });
  it('leaves a real npm package and a local script alone', () => {
    expect(blockingRules('#!/bin/sh\ndeno run -A npm:lodash@4 main.ts\n')).toEqual([]);
    expect(blockingRules('#!/bin/sh\ndeno run --allow-read main.ts\n')).toEqual([]);
  });
});

describe('go install of a module path', () => {
  it('names an unknown module host as an advisory: the module mirror serves it by name', () => {
    expect(blockingRules('#!/bin/sh\ngo install honnef.co/go/tools/cmd/staticcheck@2024.1.1\n')).toEqual([]);
  });
  it('still blocks a look-alike account on a forge', () => {
    expect(blockingRules('#!/bin/sh\ngo install github.com/golangc1/golangci-lint/cmd/golangci-lint@v1.61.0\n')).toContain('install-untrusted');
  });
});
