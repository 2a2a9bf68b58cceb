/**
 * Claude Code's always-loaded context, as the client counts it (read from
 * Claude Code 2.1.330's own code and checked against `claude plugin details`
 * in tests/stack/client-cost.test.ts; docs/catalog.md, "Stack pre-flight").
 * Every session carries one line per agent (`name: description`) and one per
 * skill, command and loop; MCP servers add their tools' schemas once they run.
 */

/** The client estimates tokens as characters / 4 (rounded) when it does not ask the API. */
export const CHARS_PER_TOKEN = 4;

/** Above this many tokens of (non-built-in) agent descriptions the client warns at start-up. */
export const AGENT_DESCRIPTIONS_WARNING_TOKENS = 15_000;

/** The context window the client sizes its listings for. */
export const CONTEXT_WINDOW_TOKENS = 200_000;

/**
 * The skill listing's budget: 1% of the context window, in characters
 * (200,000 × 4 × 0.01). Past it the client shortens skill descriptions, the
 * least used first, so skills beyond it are harder for the model to pick.
 */
export const SKILL_LISTING_BUDGET_CHARS = 8_000;

/** A skill's description is cut at this many characters in the listing. */
export const SKILL_DESCRIPTION_MAX_CHARS = 1_536;

export function contextTokens(chars: number): number {
  return Math.round(chars / CHARS_PER_TOKEN);
}
