/**
 * Whether a process runs, for the files and folders named after the process that owns
 * them (the embedded database's lock, a build's staging folders). Signal 0 is only
 * checked, never sent; EPERM means it runs as another user.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
