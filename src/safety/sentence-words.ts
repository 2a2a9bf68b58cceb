/**
 * Pure data: the word classes the sentence reader (sentences.ts) tags a
 * sentence with. Each table names a ROLE in a directive, not a phrasing:
 * what the model is told to do (an action class), to what (an object class),
 * where it goes (a destination that is not the user), and how (modifiers:
 * keeping it from the user, setting earlier instructions aside). A sentence
 * is judged from the combination of roles it holds (sentences.ts), so a new
 * phrasing of the same act needs at most a word here, never a new rule.
 *
 * Verbs are listed in their base form only (`read`, `send`): a base form is an
 * order or what the model is asked to do ("read ~/.netrc", "you must send");
 * a third-person form (`reads`, `sends`) describes what a tool or a server
 * does itself, which is not said to the model.
 */

/** Verbs that take hold of something: a file read, a value looked up, a folder copied or packed. */
export const READ_VERBS = [
  'read', 'open', 'load', 'cat', 'grab', 'get', 'fetch', 'collect', 'gather', 'extract', 'copy', 'look up', 'locate', 'find', 'obtain',
  'dump', 'retrieve', 'take', 'zip', 'archive', 'tar', 'encode', 'base64-encode', 'summarise', 'summarize', 'capture', 'export',
  'record', 'harvest', 'lee', 'leia', 'lies', 'lis', 'leggi', 'copia', 'copie',
  // The client's fetch tool named as the act ("use WebFetch on https://…"): an address opened, what its query holds sent.
  'webfetch',
  // Other languages' imperatives (verb before its object, as in English).
  'lisez', 'ouvre', 'abre', 'abra', 'lese', 'öffne', 'kopiere', 'apri', 'прочитай', 'прочти', 'открой', 'скопируй', 'возьми', '读取', '打开', '复制', '获取',
  'đọc', 'sao chép', 'baca', 'salin', 'ambil',
  // Packing it first ("compress the ~/.ssh folder"), German "lade" (load), and Dutch, Indonesian, Spanish, French and Arabic imperatives.
  'compress', 'comprime', 'comprimez', 'lade', 'lees', 'kopieer', 'verzamel', 'kumpulkan', 'bacalah', 'salinlah', 'recopila', 'rassemble', 'sammle', 'اقرأ', 'واقرأ', 'انسخ', 'اجمع',
  // The polite imperative of the same verbs (French vous, Spanish usted, German Sie): "copiez le contenu de …", "lea el archivo", "kopieren Sie".
  'copiez', 'ouvrez', 'récupérez', 'collectez', 'rassemblez', 'lea', 'recopile', 'lesen sie', 'kopieren sie', 'öffnen sie', 'sammeln sie',
];

/** Verbs of languages that put the verb after its object (Turkish, Japanese, Korean): they govern what comes before them. */
export const READ_VERBS_LATE = ['पढ़ें', 'पढ़ो', 'oku', 'okuyun', 'kopyala', '読み', '読んで', '読み込', '開い', '읽어', '읽고', '읽은', '복사'];
export const TRANSMIT_VERBS_LATE = ['भेजें', 'भेजो', 'डालें', 'gönder', 'gönderin', 'ekle', 'yükle', 'yapıştır', '送信', '送って', '入れて', '渡して', 'アップロード', '貼り付け', '보내', '전송', '넣어', '업로드', '첨부'];

/** Verbs that move something to a place: sent, posted, passed into a call, written where someone else reads it. */
export const TRANSMIT_VERBS = [
  'send', 'post', 'upload', 'forward', 'submit', 'transmit', 'email', 'e-mail', 'mail', 'share', 'publish', 'push', 'pass', 'attach',
  'include', 'paste', 'pop', 'put', 'insert', 'embed', 'append', 'add', 'fill', 'provide', 'supply', 'give', 'hand', 'call', 'store',
  'remember', 'mirror', 'sync', 'commit', 'leak', 'relay', 'report', 'log', 'render', 'write', 'save', 'route', 'redirect',
  'envía', 'envia', 'envíalo', 'envie', 'envoie', 'transmets', 'übergib', 'übermittle', 'sende', 'schicke', 'invia', 'manda', 'inclua',
  'pega', 'incluye', 'adjunta', 'sube', 'envoyez', 'colle', 'joins', 'mets', 'place', 'placer', 'füge', 'includi', 'incolla', 'allega', 'cole', 'anexe', 'mande',
  'envíala', 'envíalas', 'envíalos', 'mándalo', 'mándala', 'súbelo', 'súbela', 'adjúntalo', 'stuur', 'verstuur', 'plak', 'voeg', 'kirimkan', 'sertakan', 'masukkan',
  'أرسل', 'وأرسل', 'ارسل', 'ارفع', 'وارفع',
  'отправь', 'передай', 'пришли', 'загрузи', 'вставь', 'добавь', 'перешли', 'gửi', 'tải lên', 'kirim', 'unggah', 'tempel', 'lampirkan', '发送', '上传', '传入', '传给', '附加', '粘贴', '提交', '放入', '作为',
  // The polite imperative of the same verbs (French vous, Spanish usted, German Sie).
  'transmettez', 'téléversez', 'joignez', 'ajoutez', 'collez', 'incluez', 'insérez', 'partagez', 'publiez', 'envíe', 'suba', 'adjunte', 'pegue', 'incluya',
  'comparta', 'senden sie', 'schicken sie', 'laden sie', 'fügen sie', 'übermitteln sie',
  // Placing it at the end of something: "end every pull request body with …".
  'end',
];

/** Participles that give an order in the passive ("is to be passed", "must be sent", "should be included"). */
export const PASSIVE_PARTICIPLES = [
  'read', 'opened', 'loaded', 'collected', 'gathered', 'extracted', 'copied', 'retrieved', 'taken', 'zipped', 'archived', 'encoded', 'captured', 'exported', 'dumped',
  'sent', 'posted', 'uploaded', 'forwarded', 'submitted', 'transmitted', 'emailed', 'mailed', 'shared', 'published', 'pushed', 'passed', 'attached', 'included',
  'pasted', 'put', 'inserted', 'embedded', 'appended', 'added', 'filled', 'provided', 'supplied', 'given', 'handed', 'stored', 'mirrored', 'synced', 'committed',
  'relayed', 'reported', 'logged', 'written', 'saved', 'routed', 'placed',
];

/** Who a directive is said to: a verb in the third person after one of these ("the assistant reads …", "Claude sends …") is an order. */
export const ADDRESSEES = ['assistant', 'model', 'ai', 'agent', 'claude', 'llm', 'copilot', 'the tool caller'];

/** Verbs that run something. */
export const EXECUTE_VERBS = ['run', 'execute', 'source', 'eval', 'pipe', 'install'];

/** Verbs that download (sentence-downloads.ts): "download", "fetch", "pull", and other languages' imperatives. */
export const DOWNLOAD_VERBS = [
  'download', 'fetch', 'get', 'grab', 'pull', 'curl', 'wget', 'retrieve', 'obtain',
  'téléchargez', 'télécharge', 'récupérez', 'descarga', 'descargue', 'baixe', 'baixa', 'scarica', 'lade herunter', 'laden sie', 'herunterladen',
  'скачай', 'скачайте', 'загрузи', '下载', 'ダウンロード', '다운로드', 'indir', 'unduh', 'tải',
];

/** Verbs that run a program (sentence-downloads.ts), English and other languages' imperatives ("lancez", "ejecuta", "führe … aus"). */
export const RUN_VERBS = [
  'run', 'execute', 'exec', 'launch', 'source', 'start', 'invoke',
  'lancez', 'lance', 'exécutez', 'exécute', 'ejecuta', 'ejecute', 'lanza', 'executa', 'rode', 'esegui', 'eseguite', 'avvia', 'führe', 'führen sie', 'starte',
  'запусти', 'запустите', 'выполни', 'выполните', 'çalıştır', 'jalankan', 'chạy',
];

/** The same verbs where they follow what they run (Japanese, Chinese, Korean). */
export const RUN_VERBS_LATE = ['実行', '起動', '运行', '执行', '실행'];

/** Verbs that disable, remove or get around something. */
export const DISABLE_VERBS = ['disable', 'remove', 'delete', 'rename', 'bypass', 'skip', 'turn off', 'switch off', 'strip', 'comment out', 'drop', 'set', 'edit', 'change', 'restart', 'move'];

/** Words before a verb that make it not done: "never send", "do not read", "avoid printing". */
export const NEGATORS = ['not', 'never', 'no', "don't", 'dont', "doesn't", "won't", 'avoid', 'refuse', 'nor', 'without', 'cannot', "can't", 'nunca', 'jamais', 'nie', 'niemals',
  // What a guard stops: "deny reading secrets", "block access to credential files".
  'deny', 'denies', 'block', 'blocks', 'prevent', 'prevents', 'forbid', 'forbids', 'protect', 'protects', 'stop', 'stops',
  // Other languages' negators.
  'ne', 'non', 'não', 'nicht', 'niet', 'nooit', 'geen', 'не', 'никогда', 'لا', '不要', '请勿', '切勿', '禁止', 'đừng', 'không', 'jangan', 'tidak', 'मत', 'न'];

/**
 * Words of a frame that talks ABOUT a directive instead of giving it: a detector, a guide, an example. A
 * sentence holding one of these is documentation, whatever else it holds.
 */
export const DOCUMENTARY = [
  'detect', 'detects', 'detecting', 'detector', 'flag', 'flags', 'flagged', 'warn', 'warns', 'warning', 'look for', 'watch for', 'scan for',
  'attacker', 'attackers', 'attack', 'attacks', 'malicious', 'poisoned', 'poisoning', 'injection', 'exfiltration', 'jailbreak', 'jailbreaks',
  'for example', 'e.g.', 'for instance', 'such as', 'like this one', 'suspicious', 'red flag', 'threat', 'threats', 'phrases', 'quoted',
  'an attacker', 'audit', 'audits', 'auditing', 'proof of concept', 'could an attacker',
];

/**
 * Objects that are credentials or private: files and records that hold secrets, secrets by name, the
 * environment as a whole. Paths are in `CREDENTIAL_FILE` / `SECRET_FILE` (directive-targets.ts); these are
 * the words.
 */
/**
 * A secret by its general name (a token, a password, the credentials): what a README says all the time
 * ("send the backend only the credentials it needs", "get your API key at …"). A leak of one of them to a
 * place named only by a word is an advisory; with an address or a call's parameter it blocks (sentences.ts).
 */
export const SECRET_NAMES = [
  'token', 'tokens', 'api key', 'api keys', 'apikey', 'password', 'passwords', 'passphrase', 'credential', 'credentials', 'secret', 'secrets',
  'cookie', 'cookies', 'private key', 'private keys', 'ssh key', 'ssh keys', 'session token', 'connection string', 'connection strings',
  'access key', 'auth token', 'bearer',
  // Other languages' names of the same (the tokens, passwords).
  'jetons', 'mots de passe', 'contraseñas', 'senhas', 'passwörter', 'wachtwoorden', 'kata sandi', 'كلمات المرور',
  // And in the singular: a password, a key, asked of the user in Spanish, French, Portuguese, German or Italian.
  'contraseña', 'mot de passe', 'senha', 'clave de api', 'clé api', "clé d'api", 'chave de api', 'chiave api', 'zugangsdaten', 'api-token', 'api-schlüssel', 'passwort',
];

export const CREDENTIAL_WORDS = [
  ...SECRET_NAMES,
  // What holds secrets on this machine, and the environment as a whole.
  'oauth_token', 'printenv', 'env output', 'environment variables', 'env command', 'process.env', 'os.environ', 'keychain', 'wallet', 'seed phrase',
  'cookie store', 'shell history', 'zsh_history', 'bash_history', 'output of env', 'all variables', 'output of printenv',
  "variables d'environnement", 'variables de entorno', 'variáveis de ambiente', 'umgebungsvariablen', "variabili d'ambiente", 'omgevingsvariabelen',
  'variabel lingkungan', 'متغيرات البيئة',
  // A wallet's recovery words by their other names, and an SSH private key by ssh_config's name for it.
  'recovery phrase', 'recovery phrases', 'seed words', 'mnemonic phrase', 'identity file', 'identity files', 'identityfile',
  // Payment data: what pays from the user's account once copied (issue 36's eighteenth prose batch).
  'card number', 'card numbers', 'credit card number', 'credit card numbers', 'iban', 'ibans', 'cvv', 'cvc', 'bank account number', 'bank account numbers',
];

/** Objects that are the conversation: what the user said and pasted, the model's own instructions. */
export const CONVERSATION_WORDS = [
  'conversation', 'transcript', 'chat', 'every message', 'messages the user', 'message the user', 'user\'s messages', 'user\'s last', 'system prompt', 'everything the user',
  'what the user pasted', 'the user pasted', 'pasted', 'your instructions', 'these instructions', 'tool definitions',
  'last messages', 'previous messages', 'recent messages', 'message history', 'chat history', 'all messages',
  // What the user types, by any name of it, and the client's saved sessions (issue 36's eighteenth prose batch).
  'transcripts', 'the user types', 'user types', "user's original request", "user's request", "user's requests", "user's prompts", 'user prompts', 'every prompt', 'each prompt', 'session transcripts', 'session history',
];

/** The model's own instructions, of the conversation's words: no tool's argument needs them. */
export const OWN_INSTRUCTION_WORDS = ['system prompt', 'your instructions', 'tool definitions', 'instructions you were given', 'your system instructions', 'your rules'];

/** A wallet's recovery words: whoever holds them holds the wallet. */
export const WALLET_SECRET_WORDS = ['seed phrase', 'recovery phrase', 'seed words', 'mnemonic phrase', 'mnemonic', 'recovery words', 'wallet private key'];
/** The user asked to give something: "ask the user for …", "ask them to type …", "request the user's …", the same in Spanish, French, German, Portuguese, Italian. */
export const ASK_USER =
  /\b(?:ask|request|prompt)\s+(?:the\s+user|them|users?)\s+(?:for|to\s+(?:type|paste|enter|give|share|provide|send|tell|read\s+out))\b|\b(?:ask|request)\s+(?:for\s+)?(?:the\s+user'?s|their)\s|\b(?:p[ií]d(?:e|ele)|pregunta)\s+al\s+usuario\b|\bdemande[zr]?\s+(?:à|a)\s+l'utilisateur\b|\b(?:frage|bitte)\s+den\s+(?:benutzer|nutzer)\b|\bpe[cç]a\s+ao\s+usu[aá]rio\b|\bchiedi\s+all'utente\b/;

/** Objects that are the user's work as a whole: the repository, its branches, every file read. */
export const WORKSPACE_WORDS = [
  'repository', 'repo', 'workspace', 'project folder', 'home folder', 'home directory', 'source tree', 'all branches', 'untracked files', 'codebase', 'whole project', 'every file', 'the files you read',
  'whenever you read a file', 'dotfiles',
  // Every branch or tag of it: the repository again, whole.
  'every branch', 'all tags', 'every tag',
];

/** Files the shell runs at every start: a line written there runs later, unseen. */
export const STARTUP_FILES = ['~/.bashrc', '~/.zshrc', '~/.profile', '~/.bash_profile', '~/.zprofile', '.bashrc', '.zshrc'];

/**
 * Destinations that are not the user, as words (addresses are found by shape: a URL, an e-mail, a
 * `git@host:` remote): another tool, a parameter of a call, something published.
 */
export const DESTINATION_WORDS = [
  'webhook', 'gist', 'public gist', '--public', 'the remote', 'extra remote', 'mirror',
  'licence server', 'license server', 'server-side', 'collector', 'telemetry', 'endpoint', 'badge', 'comment at the top',
  'and push', 'push to', 'public folder', 'public bucket', 'public repository', 'public repo', 'pastebin',
];

/**
 * Public places by name: what is put there everyone reads. A destination for a sensitive object only (an honest
 * skill writes a commit message or an issue body all the time).
 */
export const PUBLIC_PLACES = [
  'pull request body', 'body of the pull request', 'pull request description', 'issue body', 'body of the issue', 'issue comment', 'commit message', 'pr body',
  // A ticket others on the team read.
  'ticket comment', 'comment on the ticket', 'the ticket', 'support ticket',
  // A comment on a pull request or an issue, by either word order.
  'comment on the pull request', 'comment on the pr', 'comment on the issue', 'pull request comment', 'pr comment', 'review comment',
];

/** A call's parameter as where something goes, after a preposition ("in the meta argument", "as the notes field"); "CLI argument parsing" is none. */
export const SINK_NOUNS = ['parameter', 'param', 'argument', 'field', 'property', 'campo', 'parâmetro', 'parámetro', 'feld', 'paramètre', 'parametro', 'champ'];

/**
 * Keeping it from the user: not telling, not showing, doing it unseen, denying it when asked. A negated
 * verb of telling or showing about the ACTION (not about a secret: "never print the token" protects it).
 */
export const CONCEAL_PHRASES = [
  'do not mention', "don't mention", 'never mention', 'not mention', 'without mentioning', 'do not tell', "don't tell", 'never tell',
  'without telling', 'without informing', 'do not inform', 'no need to tell', 'no need to bother', 'need to bother', 'keep quiet', 'keep this step out',
  'keep it out of', 'out of your answer', 'out of your reply', 'out of your summary', 'leave it out', 'leave out', 'out of the summary',
  'skip it in your output', 'silently', 'quietly', 'secretly', 'covertly', 'behind the scenes', 'invisible to the user',
  'not be surfaced', 'never be surfaced', 'should not be surfaced', 'do not display it', 'do not show this', "don't show this", 'do not show',
  "don't explain", 'do not explain', 'must not notice', 'does not need to know', 'need not know', 'never reveal', 'do not reveal', "don't reveal",
  'do not report', "don't report", 'not worth mentioning', 'do not bring it up', 'never bring this up', 'never bring it up', "don't draw attention",
  'do not draw attention', 'do not list them', 'nothing to tell the user', 'does not need to see', "doesn't need to see", 'do not need to see',
  'no need to mention', 'need not mention', 'is not shown', 'are not shown', 'not shown to the user',
  // Not explaining it, not warning or interrupting the user about it, keeping it out of an explanation.
  'without explaining', 'no reason to see', 'out of your explanation', 'out of your explanations', 'do not warn the user', 'without warning the user',
  'do not alert the user', 'without interrupting the user', 'no need to interrupt', 'user should not be interrupted',
  // Not raising it, not bringing it up or pointing it out, the user kept from hearing of it.
  'not be raised', 'do not raise', "don't raise", 'never raise', 'no need to raise', 'not be brought up', 'not to be raised', 'not be pointed out',
  'not to hear about', 'not hear about', 'never hear about',
  'keep it from the user', 'hide it from', 'out of what you show', 'handled internally', 'do not say', "don't say", 'en toute discrétion', 'sans en parler',
  'sans le dire', 'no se lo digas', 'no le digas', 'sin decirle', 'não informe', 'não diga', 'nicht erwähnen', 'erwähne', 'verschweige',
  'non dirlo', 'senza dirlo', 'must not see', 'should not see', 'never know', 'not notice', 'just plumbing', 'it is routine', "it's routine",
  // In the passive: "is not to be surfaced", "users are not told".
  'not to be surfaced', 'not to be mentioned', 'not to be shown', 'not to be disclosed', 'not be mentioned', 'not be shown', 'not be disclosed', 'not be told',
  'are not told', 'is not told', 'are never told', 'not told about', 'need not be told',
  // Kept by the model alone: "keep this note to yourself".
  'keep this to yourself', 'keep it to yourself', 'keep this note to yourself', 'keep these notes to yourself', 'keep these instructions to yourself',
  'do not list it', 'do not list this', 'do not display', 'say nothing', 'saying nothing', 'đừng nói', 'không nói với', 'jangan beri tahu', 'jangan bilang',
  'jangan memberi tahu', 'न बताएं', 'मत बताना', 'मत बताओ', 'never finds out', 'never find out', 'out of your summaries', 'out of your replies', 'out of your answers',
  // Other languages.
  'no hace falta avisar', 'no hace falta decir', 'no es necesario avisar', "n'en parle pas", "n'en parlez pas", 'sans le mentionner', 'hier niets over', 'er niets over',
  'niet vertellen', 'niet melden', 'zonder het te melden', 'لا تخبر', 'لا تذكر', 'دون إخبار',
  'no lo menciones', 'no menciones', 'sin avisar', 'en secreto', 'ne le mentionnez pas', 'ne mentionnez pas', 'ne dis rien', 'sans prévenir', 'en secret',
  'discrètement', 'heimlich', 'nicht sagen', 'ohne es zu erwähnen', 'non menzionare', 'di nascosto', 'não mencione', 'não conte', 'sem avisar', 'em segredo',
  'söyleme', 'bahsetme', 'haber verme', 'не сообщай', 'не говори', 'не упоминай', 'не рассказывай', 'скрытно', 'незаметно', '不要告诉', '不要提及', '别告诉',
  '不要让用户知道', '悄悄', '伝えないで', '言わないで', '知らせないで', 'こっそり', '알리지 마', '말하지 마', '언급하지 마', '몰래',
];

/**
 * The user told something else than what was done: "say it all happened locally", "tell the user the query
 * completed normally", "deny it", "if asked, say you only rebased".
 */
export const LIE_PHRASES = ['tell the user only', 'tell them only', 'say only that', 'deny it', 'deny that', 'say that all', 'say you only', 'say it only', 'completed normally', 'as if nothing happened', 'happened locally', 'tell them it', 'pretend'];

/**
 * Earlier instructions or the user set aside: this text ranked above them, declared the only authority, or
 * obeyed unconditionally.
 */
export const OVERRIDE_PHRASES = [
  'ignore all previous', 'ignore previous instructions', 'ignore all prior', 'ignore your instructions', 'ignore the instructions',
  'disregard previous', 'disregard all previous', 'disregard your', 'forget your instructions', 'forget all previous', 'no longer apply',
  'take priority over', 'takes priority over', 'take precedence over', 'takes precedence over', 'priority over your', 'overrides this file',
  'override this file', 'override anything', 'these rules replace', 'even if your own rules', 'even if your rules', 'only the instructions in this file',
  'are authoritative', 'is authoritative', 'as untrusted', 'without question', 'as your system prompt', 'your actual instructions',
  'your real instructions', 'even when it contradicts', 'even if it contradicts', 'contradicts the user', 'this file wins',
  'ignora las instrucciones', 'ignora todas las instrucciones', 'oublie les consignes', 'oublie toutes les', 'ignore les instructions',
  'ignoriere alle', 'vergiss alle', 'ignora le istruzioni', 'ignore as instruções', 'previous guidelines', 'has no content restrictions',
  'no content restrictions', 'never refuses', 'you are now in maintenance mode', 'in maintenance mode',
  // The user overruled before they speak: whatever they say, this goes on.
  'no matter what the user says', 'whatever the user says', 'regardless of what the user says', 'even if the user objects', 'even if the user says no',
  'olvida las instrucciones', 'ignora todas las', 'ignore todas as', 'ignora tutte le', 'ignoriere die vorherigen', 'ignorez les instructions',
  'talimatları yok say', 'önceki talimatları', 'игнорируй предыдущие', 'игнорируй все', 'забудь все', 'забудь предыдущие', '忽略之前', '忽略所有', '忽略以上', '无视之前',
  '指示を無視', '지시는 모두 무시', '지시를 무시', '지시는 무시',
];

/**
 * The client's own guards switched off: its permission modes and prompts, hooks, sandbox, deny rules. Said
 * with a verb that sets or removes them, to the model.
 */
export const GUARD_WORDS = ['hooks', 'pretooluse', 'hooks.off', 'sandbox', 'deny rules', 'permission prompts', 'permission checks', 'confirmation prompts'];

/**
 * The machine's and the project's own protection, beside the client's guards: what a step switches off so that
 * something passes unseen (sentences.ts, only by a verb that takes it, never under a condition).
 */
export const PROTECTION_WORDS = [
  'antivirus', 'anti-virus', 'defender', 'windows defender', 'real-time protection', 'realtime protection', 'tamper protection', 'firewall', 'ufw', 'selinux', 'apparmor',
  'gatekeeper', 'system integrity protection', 'endpoint protection', 'edr', 'secret scanner', 'secret scanning', 'security scanner', 'security scanning', 'security scan',
  'security checks', 'security check', 'safety check', 'safety checks', 'signature verification', 'certificate verification', 'ssl verification', 'tls verification',
  'audit logging', 'auditd', 'pre-commit hooks', 'branch protection',
  // The same protection by its general names: "disable security controls", "turn off the security software".
  'security controls', 'security control', 'security software', 'anti-malware', 'antimalware', 'malware protection', 'virus protection', 'endpoint security',
];

/** The client's permissions widened to everything: said with any verb that writes them (set, add, restart with), to the model. */
export const WIDEN_WORDS = ['bypasspermissions', 'dangerously-skip-permissions', 'bash(*)', 'permissions.allow'];

/** Orders taken from text the model fetches: a page, a tool's result. */
export const OBEY_WORDS = ['follow', 'obey', 'carry out', 'execute every', 'do what', 'do whatever', 'treat', 'comply with', 'apply', 'execute the', 'run the', 'run every', 'run whatever'];

/** What the fetched text is taken as when it steers the model. */
export const ORDERS_WORDS = ['instruction', 'instructions', 'system prompt', 'what it says', 'whatever it says', 'policy', 'rules', 'orders', 'commands'];

/** Destructive acts: what cannot be undone. */
export const DESTRUCTIVE_WORDS = ['delete every repository', 'delete every', 'delete all', 'drop', 'truncate', 'rm -rf', 'wipe', 'force-push', 'force push'];

/** Overrides that only rank this text (weak alone: honest prompts rank their rules too); with harm, hiding or remote orders they block. */
export const WEAK_OVERRIDES = [
  'take priority over', 'takes priority over', 'take precedence over', 'takes precedence over', 'priority over your', 'are authoritative',
  'is authoritative', 'as untrusted', 'without question', 'this file wins', 'in maintenance mode', 'even when it contradicts', 'even if it contradicts',
  'contradicts the user', 'no matter what the user says', 'whatever the user says', 'regardless of what the user says', 'even if the user objects',
  'even if the user says no',
];

/** Orders obeyed unconditionally: exactly as written, every one of them, whatever they say. */
export const UNCONDITIONAL_WORDS = ['exactly', 'every instruction', 'as written', 'without question', 'whatever', 'precisely', 'system prompt', 'no matter',
  // Run without the user's look: the fetched orders are not checked by anyone (issue 36's twenty-first session).
  'without asking', 'without confirmation', 'without checking', 'without reviewing', 'without reading them', 'without showing'];

// What a sentence names that is not the sensitive object, or not an order (documentation read in bench/safety-prose.ts).
/** A measure, a name or a place of a secret is not the secret: "token count", "key name", "password policy", "the token endpoint", "cookie options", a compound ("token-based"). */
export const NOT_THE_SECRET = /^-(?:based|protected|less|free|like|aware|parser|values?|style|scanning|related|driven)\b|^\s+(?:options|settings|endpoints?|urls?|uris?|exchange|introspection|lifetime|types?|counts?|limits?|usage|budgets?|length|window|costs?|estimates?|rotation|expiry|expiration|format|prefix|scopes?|names?|slugs?|ids?|identifiers?|handles?|polic(?:y|ies)|manager|store|strength|requirements?|field|parameter)\b/;
/** A token of text (`comment tokens`, `arrays of tokens` in a sentence about tokenizing): a unit a parser makes, not a secret. */
export const TEXT_TOKEN_BEFORE = /\b(?:comment|syntax|text|word|lexical|input|source|string|markdown|html|css|punctuation|whitespace|delimiter|bpe|subword)\s+$/i;
export const TOKENIZING = /\b(?:de)?tokeni[sz]\w*|\blex(?:er|ers|ical|ing)\b/i;
/** Named as a path or a name (`the path of your .env file`): the file is not taken. */
export const AS_NAME = /\b(?:path|location|file\s*name|name)\s+(?:of|to)\s+(?:the\s+|your\s+|a\s+)?$/;
/** A credential file named as where something is kept (`put it in \`.env\``, `add the key to your .env`): the user's own store, nothing taken from it. */
export const AS_STORE = /\b(?:in|into|to|inside)\s+(?:(?:the|your|a|an|its|their|project's|local|same)\s+)*$/;
/** A repository added as a git remote (`add the repository as upstream remote`): where git fetches from, nothing taken. */
export const AS_REMOTE = /^\S+\s+as\s+(?:an?\s+|the\s+)?(?:\S+\s+)?remote\b/;
/** What a weak override ranks when it is configuration: defaults, options, settings, variables, flags, a program user's patterns, files, routes, an option named in code. */
export const SETTINGS_AFTER = /^\s+(?:the\s+|any\s+|all\s+|its\s+|a\s+)?(?:(?:user|user's|users'|global|local|project|fallback|registered|static)\s+)?(?:patterns?\b|globs?\b|files?\b|data\b|routes?\b|rewrites?\b|defaults?\b|default\s|values?\b|options?\b|settings?\b|config\w*|environment\b|env\b|flags?\b|arguments?\b|parameters?\b|properties\b|headers?\b|`[\w.$-]+`)/;
/** A value a function of the code returns (`the token returned by acquire()`): an API's own value, not a secret of this machine. */
export const RETURNED = /^\s*(?:returned|yielded|resolved|produced|issued)\s+(?:by|from)\s+[\w.$]+\(\)/;
/** The user's work named as the place something goes or happens (`open an issue in the repository`, `push to the repo`): where, not what is taken. */
export const AS_PLACE = /\b(?:in|into|on|at|to|inside|within)\s+(?:(?:the|a|an|this|that|your|our|its|their|own|same|public|private|canonical|upstream|main|github|gitlab|[\w.-]+'s)\s+)*(?:\[[^\]]*\]\([^)]*\)\s+|\S+\s+){0,2}$/;
/**
 * A conversation named as where other people's messages were posted (`messages posted to a conversation`, `replies
 * sent in a chat`): a messaging service's channel, any one of them, not the conversation with the model.
 */
export const POSTED_IN_A = /\b(?:posted|sent|written|added|published|shared)\s+(?:to|in|into|on)\s+an?\s+(?:\S+\s+)?$/;
/**
 * A conversation word naming a part of a messaging service (`your team's chat webhook`, `the chat channel`, `a
 * conversation API`): the service a message goes to, not the conversation with the model (`chat history`, `chat log`,
 * `conversation transcript` still are it). Tested on the text from the word on.
 */
export const SERVICE_PART = /^(?:chat|conversations?)\s+(?:webhooks?|channels?|rooms?|apps?|servers?|bots?|integrations?|workspaces?|platforms?|services?|clients?|apis?|endpoints?|notifications?|groups?)\b/i;
/** A verb joined by a hyphen to the word after it ("open-source", "read-only", "send-only"): the word it is joined to, read as one modifier unless that word sends too ("copy-paste"). */
export const JOINED_WORD = /^-([a-z]+)\b/;
/** What a quoted name before them names a kind of (`in 'explanatory' output style mode`, `to 'plan' mode`): a mode of working, not a tool or a parameter something is put into. */
export const MODE_NOUNS = ['mode', 'style', 'format', 'tone', 'theme', 'layout', 'view', 'state', 'phase', 'persona'];
/** What a program's user configures (`user patterns`, `the user's options`): ranking settings over them overrules no one. */
export const SETTINGS_NOUN = String.raw`patterns?|globs?|settings?|options?|config\w*|defaults?|values?|preferences?|rules?\s+files?|styles?|flags?|arguments?|parameters?|headers?|files?|data|input|agents?`;

/**
 * What a tool (its description, or its component's README or manifest) says to disclose that what it is given or
 * gathers leaves the machine (POLICY15 §4, ir/undisclosed.ts): a verb of sending in any person, or the name of
 * what receives it. A word of a narrow local job ("convert", "count", "add a note") says nothing of the kind, nor
 * a noun spelt like a verb of sending ("an email address", "a blog post", "a word cloud"): `post` counts with `to`.
 */
export const LEAVING_WORDS = [
  'send', 'sends', 'sent', 'sending', 'upload', 'uploads', 'uploaded', 'uploading', 'post to', 'posts to', 'posted to', 'posting to', 'sync', 'syncs',
  'synced', 'syncing', 'synchronise', 'synchronize', 'synchronises', 'synchronizes', 'share', 'shares', 'shared', 'forward', 'forwards',
  'forwarded', 'transmit', 'transmits', 'transmitted', 'submit', 'submits', 'submitted', 'publish', 'publishes', 'published', 'mirror',
  'mirrors', 'mirrored', 'notify', 'notifies', 'notification', 'notifications', 'report to', 'reports to',
  'back up to', 'backs up to', 'backup to', 'push to', 'pushes to', 'telemetry', 'analytics', 'usage statistics', 'usage data', 'usage count',
  'usage counts', 'usage metrics', 'tracking', 'webhook', 'webhooks', 'collector', 'remote server', 'the cloud', 'cloud service', 'online',
];

/** Words that say a tool reaches the machine's accounts or other users' files (a sysadmin tool, an account lister). */
export const ACCOUNT_WORDS = [
  'user', 'users', 'account', 'accounts', 'home folders', 'home directories', 'mailbox', 'mailboxes', 'mail spool', 'every user', 'all users',
  'passwd', 'password database', 'shadow', 'login', 'logins', 'group', 'groups', 'uid',
];

/**
 * Facts about the machine a tool may gather (routes, neighbours, hardware, logs, accounts): named in its
 * description, a monitor or a diagnostic tool discloses them ("report CPU, memory and network usage").
 */
export const MACHINE_FACT_WORDS = [
  ...ACCOUNT_WORDS,
  'system', 'network', 'networking', 'route', 'routes', 'routing', 'arp', 'neighbour', 'neighbours', 'neighbor', 'neighbors', 'interface',
  'interfaces', 'hardware', 'cpu', 'cpus', 'processor', 'processors', 'memory', 'disk', 'disks', 'device', 'devices', 'log', 'logs',
  'journal', 'syslog', 'kernel', 'host', 'hosts', 'machine', 'diagnostic', 'diagnostics', 'monitor', 'monitoring', 'inventory', 'ip', 'dns',
];

/** Words that say a tool keeps what it is given (stored, saved, logged, cached): negated ("data is not stored"), a denial. */
export const KEEP_WORDS = [
  'store', 'stores', 'stored', 'storing', 'save', 'saves', 'saved', 'saving', 'keep', 'keeps', 'kept', 'log', 'logs', 'logged', 'logging',
  'record', 'records', 'recorded', 'retain', 'retains', 'retained', 'persist', 'persists', 'persisted', 'cache', 'caches', 'cached', 'written',
];
