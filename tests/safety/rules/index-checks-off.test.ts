/**
 * A package index given to one install with its certificate checks off for it (pip's `--trusted-host` its host, npm's
 * `--strict-ssl=false`) is judged as plain http: anyone on the path serves the packages (src/safety/ir/registry.ts
 * `checksOffFor`; labelled20, after Progent's development half). A company mirror on https alone stays an advisory.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const rules = (command: string) => {
  const content = `---\nname: deps\ndescription: Installs the project's dependencies.\n---\n\nRun:\n\n\`\`\`bash\n${command}\n\`\`\`\n`;
  const r = analyzeComponent(kindByType('skills')!, { content, files: { 'SKILL.md': content } });
  return { blocking: r.findings.filter((f) => f.severity === 'blocking').map((f) => f.rule), all: r.findings.map((f) => f.rule) };
};

describe('an index with its certificate checks off for this install', () => {
  it('blocks pip given --trusted-host the index host, in either spelling, and npm with strict-ssl off', () => {
    expect(rules('pip install --index-url https://pkgs.acme-build.dev/simple/ --trusted-host pkgs.acme-build.dev acme-core').blocking).toContain('install-untrusted');
    expect(rules('pip install --trusted-host=pkgs.acme-build.dev -i https://pkgs.acme-build.dev/simple acme-core').blocking).toContain('install-untrusted');
    expect(rules('npm install --registry https://npm.acme-build.dev/ --strict-ssl=false @acme/cli').blocking).toContain('install-untrusted');
  });

  it('keeps a company mirror on https with its checks on, or a trusted host that is not the index, an advisory', () => {
    const mirror = rules('pip install --index-url https://pkgs.acme-build.dev/simple/ acme-core');
    expect(mirror.blocking).toEqual([]);
    expect(mirror.all).toContain('install-from-url');
    expect(rules('pip install --index-url https://pkgs.acme-build.dev/simple/ --trusted-host files.acme-build.dev acme-core').blocking).toEqual([]);
    expect(rules('npm install --registry https://npm.acme-build.dev/ @acme/cli').blocking).toEqual([]);
  });
});
