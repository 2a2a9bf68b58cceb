/**
 * Pure: a command-line parser's options as a record, one field per declaration (commander's
 * `new Command().option('--api-key <key>', 'API key', process.env.API_KEY).option('--host <host>', …)`,
 * then `program.opts()`). Read as plain data, each method of the chain would carry the receiver and all its
 * arguments, so `opts().host` carried the API key declared beside it, and a server printing the address it
 * listens on read as printing its key. A field declared here holds what its own declaration gives (its default
 * and parser); the whole record, and a field no declaration names, still carry every field.
 */
import { allParts, constant, EMPTY, union, type Value } from './values.ts';

/** The declaring methods: `(flags, description, default)` or `(flags, description, parser, default)`. */
const DECLARES = /^(?:option|requiredOption)$/;

/**
 * Methods of the parser that give back the parser itself (configuring, parsing the command line): the options
 * declared so far stay its fields.
 */
const CHAINED = /^(?:parse|parseAsync|version|name|description|summary|usage|alias|allowUnknownOption|allowExcessArguments|argument|arguments|helpOption|addHelpText|showHelpAfterError|showSuggestionAfterError|passThroughOptions|enablePositionalOptions|exitOverride|configureOutput|configureHelp|storeOptionsAsProperties)$/;

/** What `opts()` gives: the record of declared options. */
const READS = /^(?:opts|optsWithGlobals)$/;

/**
 * The records this module made: only they answer `parse` or `opts` with themselves (an object literal of the
 * code with a field named `parse` is not a parser). Weak: a record is forgotten with the lowering that made it.
 */
const RECORDS = new WeakSet<Value>();

/** The field a flags text declares: `-k, --api-key <key>` → `apiKey`; `--no-color` → `color` (commander's naming). */
function fieldOf(flags: string): string | undefined {
  const long = /(?:^|[\s,|])--([a-z][a-z\d]*(?:-[a-z\d]+)*)\b/i.exec(flags)?.[1];
  if (!long) return undefined;
  return long.replace(/^no-/, '').replace(/-([a-z\d])/gi, (_, c: string) => c.toUpperCase());
}

/**
 * A method of the option parser's chain (`option`, `parse`, `opts`) on `self`, as the parser's record; undefined
 * when the call is not one (the caller reads it as plain data). The receiver's own references go into every field,
 * so nothing it carried is dropped.
 */
export function declaredOptions(self: Value, method: string, args: Value[]): Value | undefined {
  if (DECLARES.test(method)) {
    const field = fieldOf(constant(args[0]) ?? '');
    // A parser written in the code (`(v) => …`) decides what the field holds: left to plain data, every field carried.
    if (field === undefined || args.some((a) => a.fn)) return undefined;
    const carried: Value = { parts: (RECORDS.has(self) ? [] : allParts(self)).filter((p) => !('lit' in p)) };
    const given = args.slice(2);
    const props = new Map(RECORDS.has(self) ? self.props : []);
    props.set(field, union([carried, ...given, ...(given.length ? [] : [EMPTY])]));
    // No parts of its own: the record as a whole is its fields (values.ts allParts reads props only then).
    const record: Value = { parts: [], props };
    RECORDS.add(record);
    return record;
  }
  return RECORDS.has(self) && (CHAINED.test(method) || READS.test(method)) ? self : undefined;
}
