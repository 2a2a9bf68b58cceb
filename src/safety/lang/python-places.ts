/**
 * Pure: the values Python's environment and path calls make (`os.getenv`, `os.environ.keys()`, `os.path.join`,
 * `pathlib.Path.home() / ".aws"`, a folder's listing), computed from their arguments without a call to follow: the
 * environment read as the variables it names, paths as the text they build (python-expr.ts asks first).
 */
import { constant, envNames, envReadBy, joinPath, text, union, type Value } from './values.ts';

/** The value an environment or path call makes, or undefined when `name` is no such call. */
export function placeValue(name: string, args: Value[], self: Value | undefined): Value | undefined {
    // One variable named at run time (`os.environ.get(name)`) is that one value, not the environment dumped.
    if (name === 'os.getenv' || name === 'os.environ.get') return constant(args[0]) !== undefined ? { parts: [{ ref: { env: constant(args[0])! } }] } : envReadBy(args[0]) ?? { parts: [{ ref: { dyn: `${name}(…)` } }] };
    if (name === 'os.environ.keys') return envNames();
    if (/^os\.environ\.(?:copy|items|values)$/.test(name)) return { parts: [{ ref: { envAll: true } }] };
    if (name === 'os.path.expanduser' || name === 'os.path.expandvars') return union(args);
    if (name === 'os.path.join') return joinPath(args);
    // The temporary folder is a known place (a file downloaded there and run is the download run), whatever TMPDIR says.
    if (name === 'tempfile.gettempdir') return text('/tmp');
    if (name === 'pathlib.Path.cwd') return { ...text('.'), api: 'pathlib.Path' };
    if (name === 'pathlib.Path.home' || name === 'os.path.home') return { parts: [{ ref: { env: 'HOME' } }], api: 'pathlib.Path' };
    if (name === 'pathlib.Path' || name === 'pathlib.PurePath') return { ...joinPath(args.length ? args : [text('.')]), api: 'pathlib.Path' };
    if (/^pathlib\.Path\.(?:expanduser|resolve|absolute|joinpath)$/.test(name) && self) return { ...joinPath([self, ...args]), api: 'pathlib.Path' };
    // A folder's listing (`home.iterdir()`, `Path('~/.ssh').glob('id_*')`): its items are paths in that folder, so a loop over it reads or deletes there.
    if (/^pathlib\.Path\.(?:iterdir|glob|rglob)$/.test(name) && self) return { parts: [], items: [{ ...joinPath([self, text(`${name.endsWith('rglob') ? '**/' : ''}${constant(args[0]) ?? '*'}`)]), api: 'pathlib.Path' }] };
  return undefined;
}
