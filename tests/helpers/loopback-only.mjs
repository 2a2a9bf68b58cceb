/**
 * Preloaded (NODE_OPTIONS=--import) into netlify-cli, whose servers listen on
 * every interface and have no host option: a listen() without a host gets
 * 127.0.0.1, so nothing it starts is reachable from outside this machine.
 */
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const [first, second] = args;
  if (first !== null && typeof first === 'object' && !('host' in first) && !('path' in first) && !('fd' in first) && !('handle' in first) && !('_handle' in first)) {
    args[0] = { ...first, host: '127.0.0.1' };
  } else if ((typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) && typeof second !== 'string') {
    args.splice(1, 0, '127.0.0.1');
  } else if (first === undefined || typeof first === 'function') {
    args.unshift(0, '127.0.0.1');
  }
  return listen.apply(this, args);
};
