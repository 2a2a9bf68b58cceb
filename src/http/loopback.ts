/**
 * The names by which a client on this machine reaches a server on `port`: the one
 * list the local host (`npm start`) and the CLI tools check Host headers against,
 * so a DNS-rebinding page cannot reach either under another name.
 */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Whether a bind address is a loopback one (then only loopback Host headers are served). */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || (LOOPBACK_NAMES as readonly string[]).includes(address);
}

/** `host:port` values (lowercase) that name this machine's loopback interface. */
export function loopbackHosts(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `${name}:${port}`);
}
