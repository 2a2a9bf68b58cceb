/** typosquat: a package installed by a name one edit or an affix from a popular one of its registry blocks; real names do not. */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { oneEditApart, squatOf } from '../../../src/safety/typosquat.ts';
import { blockingRules } from './script.ts';

function skill(files: Record<string, string>, body = 'Set up the helpers.') {
  const content = `---\nname: s\ndescription: Sets up the workspace\n---\n${body}\n`;
  return analyzeComponent(kindByType('skills')!, { content, files: { 'SKILL.md': content, ...files } });
}
const squats = (report: ReturnType<typeof skill>) => report.findings.filter((f) => f.rule === 'typosquat');

describe('oneEditApart (Damerau, one step)', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one edit', () => {
    expect(['requestss', 'reqests', 'requezts', 'reqeusts'].map((n) => oneEditApart(n, 'requests'))).toEqual([true, true, true, true]);
  });
  it('does not count the same name, two edits, or a swap of letters that are not neighbours', () => {
    expect(['requests', 'reqeustss', 'sequestr', 'rstueqes'].map((n) => oneEditApart(n, 'requests'))).toEqual([false, false, false, false]);
  });
});

describe('squatOf', () => {
  it('names the popular package a squat imitates, per registry', () => {
    expect(squatOf('reqeusts', 'pypi')?.says).toBe('`reqeusts` is one letter from `requests`');
    expect(squatOf('lodahs', 'npm')?.popular).toBe('lodash');
    expect(squatOf('python-dateutils', 'pypi')?.popular).toBe('python-dateutil');
    expect(squatOf('node-fetch-npm', 'npm')?.popular).toBe('node-fetch');
    expect(squatOf('twilio-js', 'npm')?.popular).toBe('twilio');
    expect(squatOf('python-requests', 'pypi')?.popular).toBe('requests');
    expect(squatOf('@antropic-ai/sdk', 'npm')?.popular).toBe('@anthropic-ai/sdk');
    // A popular scope's package under a scope one letter from it, however short the scope.
    expect(squatOf('@typse/node', 'npm')?.popular).toBe('@types/node');
    expect(squatOf('@type/react', 'npm')?.popular).toBe('@types/react');
  });
  it('leaves popular names, their real neighbours, short names and the other registry alone', () => {
    for (const [name, eco] of [
      ['requests', 'pypi'], ['Python_Dateutil', 'pypi'], ['request', 'npm'], ['requests', 'npm'], ['redux', 'npm'], ['redis', 'npm'],
      ['pytest-cov', 'pypi'], ['types-requests', 'pypi'], ['pyaml', 'pypi'], ['bcryptjs', 'npm'], ['@types/node', 'npm'],
      ['@types/nodes', 'npm'], ['@mycorp/lodahs', 'npm'], ['axois', 'pypi'], ['exa', 'npm'], ['reqs', 'pypi'], ['my-internal-tool', 'npm'],
    ] as const) expect(squatOf(name, eco), `${name} (${eco})`).toBeUndefined();
  });
});

describe('typosquat in install commands', () => {
  it('blocks pip, python -m pip, uv pip, npm, yarn, npx and uvx installs of a squatted name', () => {
    for (const command of [
      'pip install reqeusts urllib3',
      'python3 -m pip install -q --user urlib3',
      'uv pip install "pandass>=2"',
      'pip install -r requirements.txt colourama==0.4.6',
      'npm install --save-dev electorn electron-builder',
      'yarn add lodahs@^4.17.21',
      'npx -y nodemno --watch src',
      'npx --package=discord.jss bot',
      'uvx --from opeanai codex',
    ]) expect(blockingRules(`#!/bin/sh\n${command}\n`), command).toContain('typosquat');
  });
  it('says which popular package the name imitates', () => {
    const [finding] = squats(skill({ 'setup.sh': 'pip install reqeusts\n' }));
    expect(finding?.evidence).toContain('`reqeusts` is one letter from `requests`');
  });
  it('does not block installs of real packages, addresses, paths, option values or a runner’s arguments', () => {
    for (const command of [
      'pip install requests pytest-cov types-requests python-dateutil',
      'pip install -r requirment.txt -e . ./dist/pkg-1.0-py3-none-any.whl',
      'npm install request requests @types/node redux redis',
      'npm install --registry http://127.0.0.1:4873 left-pad',
      'npx prettier --write reqeusts.md',
      'uv run pandass.py',
    ]) expect(blockingRules(`#!/bin/sh\n${command}\n`), command).not.toContain('typosquat');
  });
  // A real package an affix from a popular one (PostCSS's own object-style CSS parser, which the
  // PostCSS loaders' READMEs install): the table lists it, so it is known, and one edit from it is not.
  it('knows a reviewed real near-neighbour of a popular name, and still blocks a name one edit from either', () => {
    expect(blockingRules('#!/bin/sh\nnpm install --save-dev postcss postcss-js postcss-loader\n')).not.toContain('typosquat');
    expect(squatOf('postcss-jss', 'npm')?.popular).toBe('postcss-js');
    expect(squatOf('postcsss', 'npm')?.popular).toBe('postcss');
  });
  // Widely used packages one edit from another popular name (the C chardet, the MS SQL driver beside PyMySQL,
  // the bpython shell, the Unicorn CPU emulator, SimPy, the versioned Elasticsearch clients, the second event
  // emitter, the tiktoken port for JS): a benign server depending on cchardet was blocked (skills11-benign).
  it('knows the widely used real neighbours of popular names, and still blocks a name one edit from them', () => {
    for (const [name, eco] of [
      ['cchardet', 'pypi'], ['pymssql', 'pypi'], ['bpython', 'pypi'], ['unicorn', 'pypi'], ['parse', 'pypi'], ['simpy', 'pypi'],
      ['grequests', 'pypi'], ['multipart', 'pypi'], ['faiss-gpu', 'pypi'], ['elasticsearch8', 'pypi'],
      ['eventemitter2', 'npm'], ['js-tiktoken', 'npm'], ['colord', 'npm'], ['prompt', 'npm'],
    ] as const) expect(squatOf(name, eco), `${name} (${eco})`).toBeUndefined();
    expect(blockingRules('#!/bin/sh\npip install cchardet==2.1.7 pymssql\n')).not.toContain('typosquat');
    expect(blockingRules('#!/bin/sh\npip install chardett\n')).toContain('typosquat');
    expect(squatOf('cchardett', 'pypi')?.popular).toBe('cchardet');
  });
  // Real packages of one family differ by their first letter (Hjson beside ujson, oyaml beside pyaml, moto beside
  // boto): a benign config converter depending on hjson and oyaml was blocked (skills12-benign). A squat keeps the
  // first letter; one edit elsewhere, or a first letter dropped or added, still counts.
  it('leaves a name that differs from a popular one only in its first letter, and still blocks every other edit', () => {
    for (const [name, eco] of [['hjson', 'pypi'], ['oyaml', 'pypi'], ['hjson', 'npm']] as const) expect(squatOf(name, eco), `${name} (${eco})`).toBeUndefined();
    expect(blockingRules('#!/bin/sh\npip install hjson==3.1.0 oyaml==1.0\n')).not.toContain('typosquat');
    for (const [name, eco, popular] of [['ujsno', 'pypi', 'ujson'], ['pyamll', 'pypi', 'pyaml'], ['xaios', 'npm', 'axios'], ['baxios', 'npm', 'axios']] as const) {
      expect(squatOf(name, eco)?.popular, name).toBe(popular);
    }
    expect(blockingRules('#!/bin/sh\npip install hjson pyamll\n')).toContain('typosquat');
  });
});

describe('typosquat in dependency files', () => {
  it('blocks a squatted name in requirements.txt, pyproject.toml and package.json, on its line', () => {
    const report = skill({
      'requirements.txt': '# pinned\npandass==2.2.2\nlxml==5.3.0\n',
      'pyproject.toml': '[project]\nname = "x"\ndependencies = ["httpx>=0.27", "beautifulsoup>=3"]\n[tool.poetry.dependencies]\npython = "^3.11"\ncolourama = "*"\n',
      'server/package.json': '{\n  "dependencies": {\n    "zod": "^3",\n    "lodahs": "^4.17.21",\n    "alias": "npm:expres@4"\n  }\n}\n',
    });
    const found = squats(report).map((f) => `${f.file}:${f.line}:${f.severity}`);
    expect(found.sort()).toEqual(['pyproject.toml:3:blocking', 'pyproject.toml:6:blocking', 'requirements.txt:2:blocking', 'server/package.json:4:blocking', 'server/package.json:5:blocking']);
  });
  it('leaves real dependencies, addresses and local paths alone', () => {
    const report = skill({
      'requirements.txt': 'requests==2.32.3\n-r base.txt\n--index-url https://example.org/simple\ngit+https://example.org/x/reqeusts.git\n./vendor/pandass\n',
      'pyproject.toml': '[project]\ndependencies = ["pydantic>=2", "types-requests"]\n[tool.poetry.dependencies]\nlodahs = { path = "../lodahs" }\n',
      'package.json': '{"dependencies": {"react": "^18", "preact": "^10", "electorn": "file:../electorn", "expres": "github:me/expres"}}',
    });
    expect(squats(report)).toEqual([]);
  });
});
