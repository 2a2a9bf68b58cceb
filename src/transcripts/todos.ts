/**
 * A session's todo list as it evolved, and its plan-mode plans. Pure: fed each call of
 * `TodoWrite`, the task tools (`TaskCreate`, `TaskUpdate`) and `ExitPlanMode` in order,
 * with the client's record of the result when there is one (session-facts.ts reads it).
 *
 * - `TodoWrite` carries the whole list each time (`todos: [{content, status, activeForm}]`;
 *   1.0.x also `id` and `priority`).
 * - `TaskCreate` adds one task (`subject`, `description`, `activeForm`); its id is in the
 *   result (`toolUseResult.task.id`). `TaskUpdate` changes one by `taskId` (`status`,
 *   `subject`, …; status `deleted` removes it).
 * - `ExitPlanMode`'s plan is its input's `plan` (older clients) or the result's `plan`
 *   (2.x, with the file it was saved to); an error result is a plan the user rejected.
 */
import { isObj, str, type Obj, type RecordedCall, type RecordedOutcome } from './recorded-call.ts';

export const TODO_TOOLS: ReadonlySet<string> = new Set(['TodoWrite', 'TaskCreate', 'TaskUpdate', 'ExitPlanMode']);

export interface TodoItem {
  id: string | null;
  content: string;
  status: string;
  activeForm: string | null;
}

export interface TodoSnapshot {
  tool: string;
  messageIndex: number | null;
  agent: string | null;
  timestamp: string | null;
  items: TodoItem[];
}

export interface Plan {
  messageIndex: number | null;
  timestamp: string | null;
  plan: string;
  filePath: string | null;
  /** approved: the call succeeded; rejected: the user said no (an error result); pending: no result. */
  outcome: 'approved' | 'rejected' | 'pending';
}


/** The evolving list. `add` each call in order; `snapshots` and `plans` are the history. */
export class TodoTimeline {
  readonly snapshots: TodoSnapshot[] = [];
  readonly plans: Plan[] = [];
  /** The task tools' list, by id in creation order. */
  readonly #tasks = new Map<string, TodoItem>();
  #unnamed = 0;

  add(call: RecordedCall, outcome: RecordedOutcome | null): void {
    const at = { tool: call.tool, messageIndex: call.messageIndex, agent: call.agent, timestamp: call.timestamp };
    const input = isObj(call.input) ? call.input : {};
    if (call.tool === 'ExitPlanMode') {
      const rec = isObj(outcome?.record) ? (outcome!.record as Obj) : {};
      const plan = str(input.plan) ?? str(rec.plan);
      if (plan === null) return;
      this.plans.push({ messageIndex: call.messageIndex, timestamp: call.timestamp, plan, filePath: str(rec.filePath), outcome: !outcome ? 'pending' : outcome.isError ? 'rejected' : 'approved' });
      return;
    }
    if (outcome?.isError) return; // a failed call changed nothing
    if (call.tool === 'TodoWrite') {
      if (!Array.isArray(input.todos)) return;
      const items = input.todos.filter(isObj).map((t) => ({ id: str(t.id), content: str(t.content) ?? '', status: str(t.status) ?? 'pending', activeForm: str(t.activeForm) }));
      this.snapshots.push({ ...at, items });
      return;
    }
    if (call.tool === 'TaskCreate') {
      const rec = isObj(outcome?.record) ? (outcome!.record as Obj) : {};
      const task = isObj(rec.task) ? rec.task : {};
      const id = str(task.id) ?? `unnumbered-${++this.#unnamed}`;
      this.#tasks.set(id, { id, content: str(task.subject) ?? str(input.subject) ?? '', status: 'pending', activeForm: str(input.activeForm) });
    } else if (call.tool === 'TaskUpdate') {
      const id = str(input.taskId);
      const t = id === null ? undefined : this.#tasks.get(id);
      if (!t || id === null) return;
      if (input.status === 'deleted') this.#tasks.delete(id);
      else {
        if (typeof input.status === 'string') t.status = input.status;
        if (typeof input.subject === 'string') t.content = input.subject;
        if (typeof input.activeForm === 'string') t.activeForm = input.activeForm;
      }
    } else return;
    this.snapshots.push({ ...at, items: [...this.#tasks.values()].map((t) => ({ ...t })) });
  }

  /** The list as it stands after the last call. */
  get current(): TodoItem[] {
    return this.snapshots.at(-1)?.items ?? [];
  }
}
