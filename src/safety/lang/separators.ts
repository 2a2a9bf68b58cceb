/**
 * Pure: the path separator as each front end names it (Python `os.sep`, Node `path.sep`, Go `filepath.Separator`,
 * PowerShell `[IO.Path]::DirectorySeparatorChar`, Ruby `File::SEPARATOR`). It is a constant: a path joined with it
 * (`os.sep.join([home, "Documents"])`, `home + string(os.PathSeparator) + "Documents"`) is that path, as one joined
 * with `/` or by the library's join is. Read as `/`, the separator every path here is written with.
 */
const SEPARATORS = new Set([
  'os.sep',
  'os.path.sep',
  'posixpath.sep',
  'path.sep',
  'path.posix.sep',
  'path/filepath.Separator',
  'os.PathSeparator',
  'type:System.IO.Path.directoryseparatorchar',
  'type:System.IO.Path.altdirectoryseparatorchar',
  'File::SEPARATOR',
]);

/** Whether a front end's name for a library member (`os.sep`, `path/filepath.Separator`) is the path separator. */
export const isPathSeparator = (api: string): boolean => SEPARATORS.has(api);

export const PATH_SEPARATOR = '/';
