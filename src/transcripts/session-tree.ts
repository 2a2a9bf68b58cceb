/**
 * A session's subagents, each with its own tokens and cost, and the forks around it.
 * Pure: fed by session-facts.ts. Figures come from the one ledger (accounting.ts): an
 * agent's line counts when the ledger credits its message to this session, each message
 * once, with the ledger's figures (the line with the largest output), so the agents' sums
 * and the main thread's add up to the session's total in `toolshed usage`.
 */
import { costOf, addCounts, totalTokens, zeroCounts, type TokenCounts } from './accounting.ts';
import { type AccountedMessage } from './ledger.ts';
import type { PriceTable } from './prices.ts';
import { isObj, type Obj, type RecordedCall, type RecordedOutcome } from './recorded-call.ts';

/** The tools that start a subagent (`Task` before 2.x, `Agent` since). */
export const AGENT_TOOLS: ReadonlySet<string> = new Set(['Task', 'Agent']);

export interface AgentNode {
  /** The file's stem (`agent-<id>`). */
  agent: string;
  agentType: string | null;
  description: string | null;
  /** The main-thread message whose call started it, when the transcript says (2.x: the result's agentId). */
  messageIndex: number | null;
  /** An agent started by another agent's call. */
  parentAgent: string | null;
  messages: number;
  tokenCounts: TokenCounts;
  tokens: number;
  cost: number;
  unpricedTokens: number;
  models: string[];
}


interface Tally {
  meta: { agentType: string | null; description: string | null };
  call: { messageIndex: number | null; parentAgent: string | null; description: string | null; agentType: string | null } | null;
  byModel: Map<string, TokenCounts>;
  messages: number;
}

export class AgentTally {
  readonly #session: string;
  readonly #agents = new Map<string, Tally>();
  readonly #seen = new Set<string>();
  readonly #calls = new Map<string, Tally['call']>();

  constructor(sessionId: string) {
    this.#session = sessionId;
  }

  #get(agent: string): Tally {
    let t = this.#agents.get(agent);
    if (!t) this.#agents.set(agent, (t = { meta: { agentType: null, description: null }, call: null, byModel: new Map(), messages: 0 }));
    return t;
  }

  addFile(agent: string, meta: Tally['meta']): void {
    this.#get(agent).meta = meta;
  }

  /** An assistant line of agent `agent`: its ledger entry counts here once, when the ledger credits it to this session. */
  addLine(agent: string, key: string, entry: AccountedMessage | undefined, owner: string | undefined): void {
    const t = this.#get(agent);
    if (!entry || owner !== this.#session || this.#seen.has(key)) return;
    this.#seen.add(key);
    t.messages++;
    let c = t.byModel.get(entry.model);
    if (!c) t.byModel.set(entry.model, (c = zeroCounts()));
    addCounts(c, entry.counts);
  }

  /** A `Task`/`Agent` call; the result (2.x) names the agent it started. */
  addCall(call: RecordedCall, outcome: RecordedOutcome | null): void {
    const rec = isObj(outcome?.record) ? (outcome!.record as Obj) : {};
    const input = isObj(call.input) ? call.input : {};
    if (typeof rec.agentId !== 'string') return;
    this.#calls.set(`agent-${rec.agentId}`, {
      messageIndex: call.messageIndex,
      parentAgent: call.agent,
      description: typeof input.description === 'string' ? input.description : null,
      agentType: typeof input.subagent_type === 'string' ? input.subagent_type : null,
    });
  }

  /** Every agent with a file, in file order, priced with `prices`. */
  nodes(prices: PriceTable): AgentNode[] {
    const out: AgentNode[] = [];
    for (const [agent, t] of this.#agents) {
      const call = this.#calls.get(agent) ?? null;
      const tokenCounts = zeroCounts();
      let cost = 0;
      let unpricedTokens = 0;
      const models = [...t.byModel.keys()].sort();
      for (const m of models) {
        const c = t.byModel.get(m)!;
        addCounts(tokenCounts, c);
        const priced = costOf(m, c, prices);
        cost += priced.total;
        unpricedTokens += priced.unpricedTokens;
      }
      out.push({
        agent,
        agentType: t.meta.agentType ?? call?.agentType ?? null,
        description: t.meta.description ?? call?.description ?? null,
        messageIndex: call?.messageIndex ?? null,
        parentAgent: call?.parentAgent ?? null,
        messages: t.messages,
        tokenCounts,
        tokens: totalTokens(tokenCounts),
        cost,
        unpricedTokens,
        models,
      });
    }
    return out;
  }
}
