/**
 * Pure: an MCP tool's argument (the model's text, ir/tool-inputs.ts) put where a database reads it as part of the
 * query rather than as a value — rule `query-injection` (POLICY15 §2):
 * - in a quoted value of SQL text (`WHERE name = '{x}'`, `"… = '" + x + "'"`, `fmt.Sprintf("… = '%s'", x)`): a
 *   quote in the argument ends the value and the rest is SQL (`' OR 1=1 --`, `'; DROP TABLE …`);
 * - the whole filter of a MongoDB call (`find(json.loads(q))`, `deleteMany(JSON.parse(args.filter))`, Go's
 *   `bson.UnmarshalExtJSON` of the argument given to `Find`): the model writes operators (`{"$ne": null}`,
 *   `{"$where": …}`) and matches every document;
 * - a `$where` clause built from it: JavaScript the database runs.
 * Input used as an identifier (`PRAGMA table_info({table})`, a backquoted table name), a tool whose argument is
 * the whole query (the official sqlite and postgres servers), bound parameters and filters built field by field
 * stay as they were (the advisory `tool-input-query`, or nothing).
 */
import type { IrFinding } from './finding.ts';
import { constantText, shownText, type Call, type Part, type Program, type Word } from './types.ts';
import { inputsOf } from './tool-inputs.ts';

/** A comparison or list a double-quoted text is a value in (`= "…"`, `LIKE "…"`, `IN ("…"`, `VALUES ("…"`): elsewhere `"…"` names a column. */
const VALUE_BEFORE = /(?:=|<>|<|>|\blike|\bin\s*\(|\bvalues\s*\(|,)\s*$/i;

/**
 * Whether SQL text ends inside a quoted value: single quotes always quote a value (`''` is a quote inside one);
 * double quotes do after a comparison (MySQL and SQLite read `= "x"` as text), never after `SELECT`/`FROM`.
 */
export function endsInQuotedValue(sql: string): boolean {
  let open: '' | "'" | '"' = '';
  let valued = false;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (open) {
      if (c === '\\') i++;
      else if (c === open) open = '';
      continue;
    }
    if (c === "'" || c === '"') {
      open = c;
      valued = c === "'" || VALUE_BEFORE.test(sql.slice(Math.max(0, i - 40), i));
    }
  }
  return open !== '' && valued;
}

/** Whether a part the caller says holds the model's text sits inside a quoted value of the SQL statement. */
export function quotedInput(statement: Word, given: (part: Part) => boolean): boolean {
  let before = '';
  for (const p of statement.parts) {
    if ('lit' in p) before += p.lit;
    else if (given(p) && endsInQuotedValue(before)) return true;
    else before += '0';
  }
  return false;
}

/** A whole SQL statement by its clauses (`SELECT … FROM`, `INSERT INTO`, `UPDATE t SET`, `DELETE FROM`): not a sentence opening "Select". */
const SQL_STATEMENT = /^\s*(?:select\s[\s\S]*?\bfrom\s|insert\s+into\s|update\s+[\w."`\[\]]+\s+set\s|delete\s+from\s)/i;
/** An XPath location path with a predicate (`//user[name='…']`, `/config/item[@key="…"]`). */
const XPATH = /^\s*(?:\.?\/\/?)[\w*@:.-]+[\w*@:./-]*\[/;

/** Which query language a text is written in, when it is a whole query: an SQL statement or an XPath with a predicate. */
export function queryLanguage(text: string): string | undefined {
  if (SQL_STATEMENT.test(text)) return 'an SQL statement';
  if (XPATH.test(text)) return 'an XPath expression';
  return undefined;
}

/** Whether a word's text is a whole query (an SQL statement, an XPath with a predicate): a front end keeps a method given one as a call. */
export const isQuery = (w: Word): boolean => queryLanguage(shownText(w)) !== undefined;

/** Methods of a MongoDB collection (pymongo, motor, the Node driver, Go's driver) whose first argument is a filter (Go's: the second, after the context). */
const FILTERS = /^mongo\.(?:Client|Database|Collection)(?:\.[\w$-]+)*\.(?:find|find_one|findOne|find_one_and_\w+|findOneAnd\w+|delete_one|delete_many|deleteOne|deleteMany|update_one|update_many|updateOne|updateMany|replace_one|replaceOne|count_documents|countDocuments|count|Find|FindOne|FindOneAnd\w+|DeleteOne|DeleteMany|UpdateOne|UpdateMany|ReplaceOne|CountDocuments)$/;

/** Calls parsing JSON text into a value (`json.loads`, `JSON.parse`, the Go driver's `bson.UnmarshalExtJSON`): of the model's text, an operator object. */
const PARSES_JSON = /^(?:json\.loads|JSON\.parse|go\.mongodb\.org\/mongo-driver(?:\/v2)?\/bson\.(?:UnmarshalExtJSON|UnmarshalJSON))$/;

const isInput = (p: Part) => 'ref' in p && 'input' in p.ref;

/** Whether a MongoDB filter holds a `$where` whose code carries the model's text. */
function whereFromModel(filter: Word): boolean {
  const at = filter.parts.findIndex((p) => 'lit' in p && /\$where\b/.test(p.lit));
  return at >= 0 && filter.parts.slice(at + 1).some(isInput);
}

export function nosqlFindings(p: Program): IrFinding[] {
  const found: IrFinding[] = [];
  const calls = p.nodes.filter((n): n is Call => n.kind === 'call');
  // The tool arguments parsed as JSON somewhere in the program (the front ends keep the parse as a call: lang/lower.ts `recordFolded`).
  const parsed = new Set(calls.filter((c) => PARSES_JSON.test(constantText(c.callee) ?? '')).flatMap((c) => inputsOf(c.args[0])));
  for (const call of calls) {
    const callee = constantText(call.callee) ?? '';
    // A `$where` given to any other call (an in-memory engine, mingo or sift, or a helper of the server's own that
    // runs it): only a MongoDB-style query has that key, and its code runs wherever the filter is evaluated.
    if (!FILTERS.test(callee)) {
      if (call.form === 'function' && call.args.some(whereFromModel)) found.push({ rule: 'query-injection', origin: call.origin, evidence: [callee, ...call.args.map(shownText)].join(' ').slice(0, 200), note: "the model's argument to an MCP tool is written into a `$where` clause, JavaScript the query engine runs", ...(call.later ? { later: true } : {}) });
      continue;
    }
    const go = /\.[A-Z]\w*$/.test(callee);
    const filter = call.args[go ? 1 : 0];
    if (!filter) continue;
    const evidence = [callee, ...call.args.map(shownText)].join(' ').slice(0, 200);
    const add = (note: string) => found.push({ rule: 'query-injection', origin: call.origin, evidence, note, ...(call.later ? { later: true } : {}) });
    if (whereFromModel(filter)) add("the model's argument to an MCP tool is written into a MongoDB `$where` clause, JavaScript the database runs");
    // The whole filter is the model's (its JSON parsed, or an object it wrote): operators like `$ne`, `$regex`, `$where` match anything.
    else if (inputsOf(filter).some((i) => parsed.has(i)) || (!go && filter.parts.length > 0 && filter.parts.every(isInput))) add("the model's argument to an MCP tool is parsed into a MongoDB filter whole: its operators (`$ne`, `$where`) pick any document");
  }
  return found;
}
