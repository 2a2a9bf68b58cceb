/**
 * Pure: literal secrets (strings shaped like real provider keys) and
 * secret-looking variable names. Placeholders (`sk-ant-xxxx`, `<your-key>`,
 * AWS's documented `AKIAIOSFODNN7EXAMPLE`) are not secrets: a key must look
 * random (several kinds of characters, no long repeats, no placeholder words).
 * Lengths are minimums, not the exact lengths of today's keys: providers
 * lengthen them (GitHub says its token formats may change), and a key cut or
 * padded by a copy is still a key.
 */

interface KeyPattern {
  name: string;
  /** Text every match contains: the pattern is not run on a file without it. */
  hint: string;
  pattern: RegExp;
  /** The part that must look random (default: the whole match). */
  body?: (match: RegExpExecArray) => string;
}

const KEY_PATTERNS: KeyPattern[] = [
  { name: 'Anthropic API key', hint: 'sk-ant-', pattern: /\bsk-ant-(?:api|admin|oat)\d{2}-[A-Za-z0-9_-]{40,}/g },
  { name: 'OpenAI API key', hint: 'T3BlbkFJ', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}/g },
  { name: 'OpenAI API key', hint: 'sk-proj-', pattern: /\bsk-proj-[A-Za-z0-9_-]{40,}/g },
  { name: 'GitHub token', hint: 'gh', pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}\b/g },
  { name: 'GitHub token', hint: 'github_pat_', pattern: /\bgithub_pat_[A-Za-z0-9_]{50,}/g },
  { name: 'GitLab token', hint: 'glpat-', pattern: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { name: 'AWS access key', hint: 'AKIA', pattern: /\bAKIA[0-9A-Z]{16}\b/g, body: (m) => m[0].slice(4) },
  { name: 'AWS access key', hint: 'ASIA', pattern: /\bASIA[0-9A-Z]{16}\b/g, body: (m) => m[0].slice(4) },
  { name: 'Slack token', hint: 'xox', pattern: /\bxox[abposr]-[0-9]{8,}-[0-9A-Za-z-]{20,}/g },
  { name: 'Slack webhook', hint: 'hooks.slack.com', pattern: /hooks\.slack\.com\/services\/T[A-Z0-9]{8,}\/B[A-Z0-9]{8,}\/[A-Za-z0-9]{24}/g },
  { name: 'Discord webhook', hint: '/api/webhooks/', pattern: /discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,}/g },
  { name: 'Google API key', hint: 'AIza', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { name: 'Stripe secret key', hint: '_live_', pattern: /\b(?:sk|rk)_live_[0-9A-Za-z]{24,}\b/g },
  { name: 'Hugging Face token', hint: 'hf_', pattern: /\bhf_[A-Za-z]{34}\b/g },
  { name: 'SendGrid key', hint: 'SG.', pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g },
  { name: 'Twilio key', hint: 'SK', pattern: /\bSK[0-9a-f]{32}\b/g },
  { name: 'npm token', hint: 'npm_', pattern: /\bnpm_[A-Za-z0-9]{30,}\b/g },
  { name: 'Telegram bot token', hint: ':AA', pattern: /\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b/g },
  {
    name: 'private key',
    hint: 'PRIVATE KEY',
    pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----\s*\n?([A-Za-z0-9+/=\s]{64,}?)-----END/g,
    body: (m) => m[1]!.replace(/\s+/g, ''),
  },
];

const PLACEHOLDER = /x{4,}|X{4,}|\*{3,}|0{6,}|1234567|abcdef|example|sample|dummy|placeholder|your|redacted|fake|test|changeme|replace|insert|<|>|\.\.\./i;

/** Whether a candidate looks like a real, random key rather than a placeholder. */
export function looksRandom(body: string): boolean {
  if (body.length < 16 || PLACEHOLDER.test(body)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((c) => c.test(body)).length;
  if (classes < 2) return false;
  // Shannon entropy per character: random base62 text is near 5.9 bits; typed filler is far lower.
  const counts = new Map<string, number>();
  for (const ch of body) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let entropy = 0;
  for (const n of counts.values()) entropy -= (n / body.length) * Math.log2(n / body.length);
  return entropy >= 3.5;
}

export interface LiteralSecret {
  name: string;
  index: number;
  length: number;
}

/** Every literal secret in a text. */
/** Every hint in one pass: most files hold none. */
const ANY_HINT = new RegExp(KEY_PATTERNS.map((k) => k.hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

export function literalSecrets(text: string): LiteralSecret[] {
  const found: LiteralSecret[] = [];
  if (!ANY_HINT.test(text)) return found;
  for (const { name, hint, pattern, body } of KEY_PATTERNS) {
    if (!text.includes(hint)) continue;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      if (looksRandom(body ? body(m) : m[0])) found.push({ name, index: m.index, length: m[0].length });
    }
  }
  return found;
}

/** Variable names that hold a secret: `…_TOKEN`, `…_API_KEY`, `…_SECRET…`, `…PASSWORD`. */
const SECRET_NAME = /(?:^|_)(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIALS?|PRIVATE_KEY|API_?KEY|ACCESS_KEY(?:_ID)?|AUTH|SESSION_KEY|CLIENT_SECRET)(?:$|_)|^(?:.*_)?KEY$/;

/** Names that only look like secrets: a token count, a key file's path, a keyboard key. */
const NOT_SECRET = /(?:MAX|MIN)_TOKENS?|TOKENS?_(?:LIMIT|COUNT|BUDGET)|_(?:PATH|FILE|DIR|URL_BASE|NAME|ID_FIELD)$|^(?:SORT|PRIMARY|CACHE|HOT|FOREIGN|PARTITION|KEYBOARD)_KEY$/;

/** A connection string's variable: the address of a database or broker with its user and password in it (`postgres://u:p@db/x`). */
const CONNECTION_STRING = /(?:^|_)(?:DATABASE|DB|POSTGRES(?:QL)?|PG|MYSQL|MARIADB|MONGO(?:DB)?|REDIS|AMQP|RABBITMQ|BROKER)_(?:URL|URI)$|(?:^|_)(?:CONNECTION_STRING|CONN_STR)$/;

export function isSecretName(name: string): boolean {
  const upper = name.toUpperCase();
  return (SECRET_NAME.test(upper) && !NOT_SECRET.test(upper)) || CONNECTION_STRING.test(upper);
}
