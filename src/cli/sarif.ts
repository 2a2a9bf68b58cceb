/**
 * Pure: `toolshed scan --format sarif`, a SARIF 2.1.0 log so a repository can
 * gate pull requests on the analyzer (GitHub code scanning reads it). The
 * rules are the rule table (src/safety/rules.ts) with their tier as the
 * level (blocking: error, advisory: warning); each result is one finding at
 * its file (relative to the folder scan ran in, forward slashes) and line.
 * A blocking finding covered by a reviewed exception is reported as
 * suppressed, with the reason, so a gate passes while the record stays.
 */
import { RULES, RULE_IDS } from '../safety/rules.ts';
import type { Finding, SafetyReport } from '../safety/report.ts';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

export interface SarifInput {
  component: string;
  safety: SafetyReport;
  /** Where a finding's file is: relative to the scan's folder (forward slashes), or a `file:` URI outside it. */
  locate: (f: Finding) => string;
}

const artifact = (uri: string) => (uri.startsWith('file:') ? { uri } : { uri, uriBaseId: '%SRCROOT%' });
const level = (f: Finding) => (f.severity === 'blocking' ? 'error' : 'warning');

export function sarifLog(scanned: readonly SarifInput[], version: string, informationUri: string): object {
  const index = new Map<string, number>(RULE_IDS.map((id, i) => [id, i]));
  const results = scanned.flatMap((s) =>
    s.safety.findings.map((f) => {
      const exception = f.severity === 'blocking' ? s.safety.exceptions?.find((e) => e.rule === f.rule) : undefined;
      return {
        ruleId: f.rule,
        ...(index.has(f.rule) ? { ruleIndex: index.get(f.rule) } : {}),
        level: level(f),
        message: { text: `${RULES[f.rule as keyof typeof RULES]?.title ?? f.rule} in ${s.component} (${f.inCode ? 'in code' : 'in documentation'}): ${f.evidence}` },
        locations: [{ physicalLocation: { artifactLocation: artifact(s.locate(f)), region: { startLine: f.line } } }],
        partialFingerprints: { toolshedFinding: `${s.component}|${f.rule}|${f.file}|${f.evidence}` },
        ...(exception ? { suppressions: [{ kind: 'external', status: 'accepted', justification: `${exception.reason} (${exception.reviewed})` }] } : {}),
      };
    }),
  );
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'toolshed',
            version,
            informationUri,
            rules: RULE_IDS.map((id) => ({
              id,
              name: RULES[id].title,
              shortDescription: { text: RULES[id].title },
              fullDescription: { text: RULES[id].description },
              defaultConfiguration: { level: RULES[id].tier === 'blocking' ? 'error' : 'warning' },
              properties: { tier: RULES[id].tier },
            })),
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The folder toolshed scan ran in' } } },
        results,
      },
    ],
  };
}
