/**
 * The stack's pre-flight, once, for the stack page (in the browser) and the
 * installer: do these components fit together, what do they need, what do
 * they risk, and what do they cost in always-loaded context. Pure; its input
 * is each component's facts (facts.ts), its output what both show.
 */
import type { Capabilities, SafetyLevel } from '../safety/report.ts';
import { combineReports, summarizeSafety } from '../safety/summary.ts';
import { visible } from '../text/visible.ts';
import {
  AGENT_DESCRIPTIONS_WARNING_TOKENS,
  CONTEXT_WINDOW_TOKENS,
  contextTokens,
  SKILL_LISTING_BUDGET_CHARS,
} from './context-budget.ts';
import type { ContextItem, Need, StackFacts } from './facts.ts';
import { stackKey } from './stack-url.ts';

export type CollisionKind = 'place' | 'mcp server' | 'hook' | 'setting';

export interface Collision {
  kind: CollisionKind;
  /** The shared place, server, `event matcher` or setting key. */
  at: string;
  /** `kind:category/name` of each component involved, in stack order. */
  components: string[];
  /** One sentence saying what would happen. */
  message: string;
}

export interface ContextLine extends ContextItem {
  component: string;
}

export interface ContextCost {
  /** Every always-loaded line of the stack, largest first. */
  lines: ContextLine[];
  tokens: number;
  agentTokens: number;
  skillChars: number;
  mcpServers: number;
  /** Over the client's agent-description warning. */
  agentsOverWarning: boolean;
  /** The skill listing will be shortened by the client. */
  skillsOverBudget: boolean;
  /** Share of the context window, in percent. */
  percentOfWindow: number;
}

export interface SafetyVerdict {
  level: SafetyLevel;
  /** The safety analyzer's one-line verdict for the whole stack (summarizeSafety of combineReports). */
  summary: string;
  /** `component: rule (file:line)` for every blocking finding. */
  blocking: string[];
  advisories: number;
  /** What the stack does together: every hook, command, host, file, variable, permission, server. */
  capabilities: Capabilities;
  /** Components without a report (the analyzer had none for them). */
  unchecked: string[];
}

export interface Preflight {
  components: string[];
  collisions: Collision[];
  needs: Array<Need & { component: string }>;
  context: ContextCost;
  safety: SafetyVerdict;
  /** Collisions or a blocking finding: the installer refuses without --force (collisions) or --allow-risk (findings). */
  ok: boolean;
}

const and = (names: string[]) => (names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** Groups values held by more than one component. */
function shared(facts: readonly StackFacts[], valuesOf: (f: StackFacts) => string[]): Map<string, string[]> {
  const holders = new Map<string, string[]>();
  for (const f of facts) {
    for (const value of new Set(valuesOf(f))) holders.set(value, [...(holders.get(value) ?? []), stackKey(f.item)]);
  }
  return new Map([...holders].filter(([, who]) => who.length > 1));
}

function collisionsOf(facts: readonly StackFacts[]): Collision[] {
  const out: Collision[] = [];
  for (const [at, components] of shared(facts, (f) => f.places)) {
    out.push({ kind: 'place', at, components, message: `${and(components)} install to ${visible(at)}: the last one replaces the others.` });
  }
  for (const [at, components] of shared(facts, (f) => f.mcpServers)) {
    out.push({ kind: 'mcp server', at, components, message: `${and(components)} each add an MCP server named "${visible(at)}": only one can be kept.` });
  }
  const slot = (h: { event: string; matcher: string }) => `${h.event} ${h.matcher || '(every tool)'}`;
  for (const [at, components] of shared(facts, (f) => f.hooks.map(slot))) {
    out.push({ kind: 'hook', at, components, message: `${and(components)} each add a ${visible(at).replace(' ', ' hook on ')}: both run on the same calls, in an order neither expects.` });
  }
  const keyed = shared(facts, (f) => Object.keys(f.settings));
  for (const [at, components] of keyed) {
    const values = new Set(components.map((key) => Object.getOwnPropertyDescriptor(facts.find((f) => stackKey(f.item) === key)!.settings, at)?.value));
    if (values.size > 1) out.push({ kind: 'setting', at, components, message: `${and(components)} set ${visible(at)} to different values: only one can win.` });
  }
  return out;
}

function contextOf(facts: readonly StackFacts[]): ContextCost {
  const lines = facts.flatMap((f) => f.context.map((c) => ({ ...c, component: stackKey(f.item) }))).sort((a, b) => b.chars - a.chars || (a.component < b.component ? -1 : 1));
  const tokens = lines.reduce((n, l) => n + l.tokens, 0);
  const agentChars = lines.filter((l) => l.as === 'agent').reduce((n, l) => n + l.chars, 0);
  const agentTokens = contextTokens(agentChars);
  // The listing joins entries with a line break; each entry is `- name: description`.
  const skills = lines.filter((l) => l.as === 'skill');
  const skillChars = skills.reduce((n, l) => n + l.chars + 2, 0) + Math.max(0, skills.length - 1);
  return {
    lines,
    tokens,
    agentTokens,
    skillChars,
    mcpServers: lines.filter((l) => l.as === 'mcp server').length,
    agentsOverWarning: agentTokens > AGENT_DESCRIPTIONS_WARNING_TOKENS,
    skillsOverBudget: skillChars > SKILL_LISTING_BUDGET_CHARS,
    percentOfWindow: (tokens / CONTEXT_WINDOW_TOKENS) * 100,
  };
}

/** The stack's verdict and capabilities: the safety analyzer's combineReports() over the members' reports. */
function safetyOf(facts: readonly StackFacts[]): SafetyVerdict {
  const checked = facts.filter((f) => f.safety);
  const combined = combineReports(checked.map((f) => ({ component: stackKey(f.item), report: f.safety! })));
  const blocking = combined.findings.filter((f) => f.severity === 'blocking');
  return {
    level: combined.level,
    summary: summarizeSafety(combined),
    // combineReports names each finding's file `component/file`.
    blocking: blocking.map((f) => `${f.rule} (${f.file}:${f.line})`),
    advisories: combined.findings.length - blocking.length,
    capabilities: combined.capabilities,
    unchecked: facts.filter((f) => !f.safety).map((f) => stackKey(f.item)),
  };
}

export function preflight(facts: readonly StackFacts[]): Preflight {
  const collisions = collisionsOf(facts);
  const safety = safetyOf(facts);
  return {
    components: facts.map((f) => stackKey(f.item)),
    collisions,
    needs: facts.flatMap((f) => f.needs.map((n) => ({ ...n, component: stackKey(f.item) }))),
    context: contextOf(facts),
    safety,
    ok: collisions.length === 0 && safety.level !== 'blocking',
  };
}

/** Plain lines for a terminal (the installer) — the page draws the same report as HTML. */
export function describePreflight(report: Preflight, largest = 5): string[] {
  const lines: string[] = [];
  for (const c of report.collisions) lines.push(`collision (${c.kind}): ${c.message}`);
  for (const n of report.needs) lines.push(`needs ${n.what} ${visible(n.name)}: ${n.component} (${visible(n.where)})`);
  if (report.safety.unchecked.length < report.components.length) lines.push(`safety: ${visible(report.safety.summary)}`);
  const ctx = report.context;
  if (ctx.lines.length) {
    const top = ctx.lines.slice(0, largest).map((l) => `${l.as} ${visible(l.name)} ~${l.tokens}`);
    lines.push(`always-loaded context: ~${ctx.tokens.toLocaleString('en-US')} tokens (${ctx.percentOfWindow.toFixed(1)}% of ${CONTEXT_WINDOW_TOKENS.toLocaleString('en-US')}); largest: ${top.join(', ')}`);
    if (ctx.agentsOverWarning) lines.push(`agent descriptions ~${ctx.agentTokens.toLocaleString('en-US')} tokens: over Claude Code's ${AGENT_DESCRIPTIONS_WARNING_TOKENS.toLocaleString('en-US')}-token warning`);
    if (ctx.skillsOverBudget) lines.push(`skill listing ${ctx.skillChars.toLocaleString('en-US')} characters: over Claude Code's ${SKILL_LISTING_BUDGET_CHARS.toLocaleString('en-US')}; it will shorten skill descriptions`);
  }
  return lines;
}
