/**
 * Pure: library calls whose result is decoded or hidden text, and Python's
 * deserializers that rebuild objects by running code the data names (pickle
 * underneath, or YAML's python tags), as data for lang/apis.ts: a decoded
 * text run is a hidden payload (ir/flow.ts), a deserialized one is code run.
 */
import type { ApiEntry } from './apis.ts';

const BASE64 = /^(?:base64|base64url|hex|latin1|binary)$/i;

/** JavaScript/TypeScript decoders. */
export const JS_DECODERS: Record<string, ApiEntry> = {
  atob: { api: { does: 'decode' } },
  'String.fromCharCode': { api: { does: 'decode' } },
  'String.fromCodePoint': { api: { does: 'decode' } },
  // Text a front end derived from a constant by per-element arithmetic or reordering (derived-text.ts), in either language.
  'text.derived': { api: { does: 'decode' } },
  'Buffer.from': { api: { does: 'decode', when: { arg: 1, is: BASE64 } } },
  'zlib.inflateSync': { api: { does: 'decode' } },
  'zlib.gunzipSync': { api: { does: 'decode' } },
  'zlib.brotliDecompressSync': { api: { does: 'decode' } },
  'crypto.createDecipheriv': { api: { does: 'decode' } },
  // node-serialize rebuilds functions from the text (`_$$ND_FUNC$$_…()` runs as it is read).
  'node-serialize.unserialize': { api: { does: 'eval', code: 0 } },
  'node-serialize.default.unserialize': { api: { does: 'eval', code: 0 } },
};

/** Python deserializers (run code) and decoders. */
export const PY_DECODERS: Record<string, ApiEntry> = {
  'pickle.loads': { api: { does: 'eval', code: 0 } },
  'types.FunctionType': { api: { does: 'eval', code: 0 } },
  'pickle.load': { api: { does: 'eval', code: 0 } },
  'dill.loads': { api: { does: 'eval', code: 0 } },
  'cloudpickle.loads': { api: { does: 'eval', code: 0 } },
  // Other deserializers that rebuild objects by running code the data names (pickle underneath, or YAML's python tags).
  'dill.load': { api: { does: 'eval', code: 0 } },
  'cloudpickle.load': { api: { does: 'eval', code: 0 } },
  'joblib.load': { api: { does: 'eval', code: 0 } },
  'pandas.read_pickle': { api: { does: 'eval', code: 0 } },
  'yaml.unsafe_load': { api: { does: 'eval', code: 0 } },
  'jsonpickle.decode': { api: { does: 'eval', code: 0 } },
  'marshal.loads': { api: { does: 'decode' } },
  'base64.b64decode': { api: { does: 'decode' } },
  'base64.b32decode': { api: { does: 'decode' } },
  'base64.b16decode': { api: { does: 'decode' } },
  'base64.b85decode': { api: { does: 'decode' } },
  'base64.a85decode': { api: { does: 'decode' } },
  'base64.urlsafe_b64decode': { api: { does: 'decode' } },
  'base64.decodebytes': { api: { does: 'decode' } },
  'binascii.unhexlify': { api: { does: 'decode' } },
  'binascii.a2b_base64': { api: { does: 'decode' } },
  'binascii.a2b_hex': { api: { does: 'decode' } },
  'builtins.bytes.fromhex': { api: { does: 'decode' } },
  // Text built from character codes (`"".join(chr(c) for c in codes)`): hidden from whoever reads the code.
  'builtins.chr': { api: { does: 'decode' } },
  'builtins.bytearray.fromhex': { api: { does: 'decode' } },
  'codecs.decode': { api: { does: 'decode' } },
  // rot13 is its own inverse: `codecs.encode(s, 'rot13')` decodes as well.
  'codecs.encode': { api: { does: 'decode', when: { arg: 1, is: /^rot[-_]?13$/i } } },
  'zlib.decompress': { api: { does: 'decode' } },
  'gzip.decompress': { api: { does: 'decode' } },
  'lzma.decompress': { api: { does: 'decode' } },
  'bz2.decompress': { api: { does: 'decode' } },
};
