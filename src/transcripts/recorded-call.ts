/**
 * A tool call as the transcript recorded it, and the client's record of its result: what
 * session-facts.ts hands the workbench's pure collectors (edits.ts, todos.ts,
 * session-tree.ts). Tool inputs and `toolUseResult` are the client's JSON, read field by
 * field with these checks (their shapes change between client versions).
 */
export interface RecordedCall {
  toolUseId: string;
  tool: string;
  input: unknown;
  /** Position of the main-thread message holding the call; null in a subagent. */
  messageIndex: number | null;
  /** The subagent that made the call (its file's name), null on the main thread. */
  agent: string | null;
  timestamp: string | null;
}

export interface RecordedOutcome {
  /** `toolUseResult` of the result line (an object, or the error text the client wrote). */
  record: unknown;
  isError: boolean;
  /** The tool_result's text, at most 500 characters (for errors). */
  text: string;
}

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
