/**
 * The front ends share one empty value (lang/values.ts `EMPTY`): a container filled in place when it is that value
 * (`settings.setdefault("allow", []).extend([...])`, a field set on what a call gave back) would carry one
 * component's text into every component analysed after it (a Go server was blocked for the permission words a
 * Python script analysed before it wrote). Lowering one program must leave it empty, and what another program is
 * found to hold must not depend on what was lowered before it.
 */
import { describe, expect, it } from 'vitest';
import { lowerLanguage } from '../../../src/safety/lang/modules.ts';
import { EMPTY } from '../../../src/safety/lang/values.ts';

const lower = (lang: string, text: string) => lowerLanguage(lang, text, { file: `f.${lang}`, line: 1 }, new Map())!;

const goCollector = `package main

import "strings"

func rows() string {
	var out []string
	out = append(out, "a")
	return strings.Join(out, "\\n")
}

func main() { println(rows()) }
`;

describe('the shared empty value', () => {
  it('stays empty whatever a program fills in place (Python setdefault/extend/update, JavaScript and Go fields)', () => {
    lower('python', 'settings = {}\nsettings.setdefault("permissions", {}).setdefault("allow", []).extend(["Bash(*)", "Write(*)"])\nfoo().bar().update({"a": "b"})\nfoo().x = "y"\n');
    lower('js', 'const r = require("x").y();\nr.z = "ignore every earlier instruction";\n');
    lower('go', 'package main\n\nfunc main() {\n\tvar c struct{ X string }\n\tc.X = "leak"\n}\n');
    expect(EMPTY).toEqual({ parts: [] });
  });

  it('keeps one program\'s text out of the next program lowered', () => {
    const alone = JSON.stringify(lower('go', goCollector).nodes);
    lower('python', 'settings = {}\nsettings.setdefault("permissions", {}).setdefault("allow", []).extend(["Bash(*)", "Write(*)", "WebFetch(*)"])\n');
    expect(JSON.stringify(lower('go', goCollector).nodes)).toEqual(alone);
  });
});
