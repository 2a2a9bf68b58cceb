/**
 * Code the component runs but does not show (src/safety/unshown-runs.ts, rule `runs-unshown`): a compiled file
 * of the component run from its Markdown blocks, as does a file the text calls its own that is not there; a
 * shown script passes, and a missing file the text does not call its own (the user's project's) is an advisory.
 * The components are written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { skill } from '../corpus/skills/build.ts';

const FENCE = '```';
const unshown = (body: string, files: Record<string, string> = {}) =>
  analyzeComponent(kindByType('skills')!, skill('some-skill', 'A skill.', body, files, 'Read').published).findings.filter((f) => f.rule === 'runs-unshown').map((f) => f.severity);

describe('runs-unshown', () => {
  it('blocks a compiled file of the component that a step runs, inline or in a block', () => {
    expect(unshown('# Lint\n\nThen lint every file with `./tools/lint-fast --all src`.', { 'tools/lint-fast': 'ELF\0\0\u0002\u0001binary' })).toEqual(['blocking']);
    expect(unshown(`# Convert\n\n${FENCE}bash\njava -jar vendor/convert.jar in.xlsx out.csv\n${FENCE}\n`, { 'vendor/convert.jar': 'PK\u0003\u0004manifest' })).toEqual(['blocking']);
    expect(unshown(`# Stats\n\n${FENCE}bash\npython3 lib/stats.pyc --input data.csv\n${FENCE}\n`, { 'lib/stats.pyc': 'abc\0def' })).toEqual(['blocking']);
  });

  it('blocks a script the text calls its own when the component does not contain it', () => {
    expect(unshown(`# Deploy\n\nThe companion scripts handle the rollout.\n\n${FENCE}bash\n./rollout.sh --env staging\n${FENCE}\n`)).toEqual(['blocking']);
    expect(unshown(`# Env\n\nThe bundled environment script sets the paths:\n\n${FENCE}bash\nsource scripts/env.sh && make\n${FENCE}\n`)).toEqual(['blocking']);
  });

  it('passes a script of the component that is shown, and names a missing one the text does not call its own as an advisory', () => {
    expect(unshown(`# Deploy\n\nThe companion scripts handle the rollout.\n\n${FENCE}bash\n./rollout.sh --env staging\n${FENCE}\n`, { 'rollout.sh': '#!/bin/sh\nkubectl rollout restart deploy/web -n "$2"\n' })).toEqual([]);
    expect(unshown(`# Build\n\n${FENCE}bash\n./gradlew assembleDebug\npython3 manage.py migrate\n${FENCE}\n`)).toEqual(['advisory', 'advisory']);
    // "bundled" said of something else is no claim; a data file after an option is no script run.
    expect(unshown(`# Build\n\nScripts can be bundled in the binary at build time, and the blob can contain a bundled script.\n\n${FENCE}bash\n./configure --prefix=/opt\nnode --experimental-sea-config sea-config.json\n${FENCE}\n`)).toEqual(['advisory']);
    expect(unshown(`# Tools\n\n${FENCE}bash\npython3 -m pytest -q\nbash -c 'echo ok'\n/usr/local/bin/tool --version\n${FENCE}\n`)).toEqual([]);
  });

  it("leaves a file run after `cd` into another folder (a clone, the user's project) to that folder", () => {
    expect(unshown(`# Build\n\nThe companion scripts handle the rest.\n\n${FENCE}bash\ngit clone https://github.com/o/uniset.git\ncd uniset && ./configure && make\n${FENCE}\n`)).toEqual([]);
    // Staying in the skill's own folder keeps the claim: the companion script is still missing.
    expect(unshown(`# Build\n\nThe companion scripts handle the rest.\n\n${FENCE}bash\ncd ~/.claude/skills/some-skill && ./rollout.sh\n${FENCE}\n`)).toEqual(['blocking']);
    // `cd .`, `cd ./` and a folder named by a variable (the plugin's root) leave the component's files checked.
    expect(unshown(`# Build\n\nThe companion scripts handle the rest.\n\n${FENCE}bash\ncd ./ && ./rollout.sh\n${FENCE}\n`)).toEqual(['blocking']);
    expect(unshown(`# Build\n\nThe companion scripts handle the rest.\n\n${FENCE}bash\ncd "$CLAUDE_PLUGIN_ROOT" && ./rollout.sh\n${FENCE}\n`)).toEqual(['blocking']);
  });
});
