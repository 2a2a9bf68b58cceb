/**
 * Pure: the two sentences of prompt injection that need no English, in the
 * languages skills and prompt-injection datasets are written in besides it
 * (German, French, Spanish, Portuguese, Italian, Dutch, Russian, Chinese,
 * Japanese, Korean): the model's previous instructions or safety rules set
 * aside ("Ignoriere alle vorherigen Anweisungen", "忽略之前的所有指令"), and
 * the user kept from knowing ("Erwähne das niemals gegenüber dem Benutzer",
 * "不要告诉用户"). The model reads them as it reads English; directives.ts
 * counts the first as an override and the second as concealment.
 */

import { gated } from './gated.ts';

/** A word boundary for any script (JavaScript's `\b` knows only ASCII letters). */
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

/**
 * Instructions (or rules, guidelines, safety rules) that came before, set aside. Gated by the verbs
 * every alternative starts with (gated.ts: its Unicode boundaries take ~15 ms to compile).
 */
export const OVERRIDE_OTHER_LANGUAGES = gated(
  new RegExp(
    [
      // German: ignoriere/vergiss/missachte … vorherigen/bisherigen … Anweisungen/Regeln; alle/deine … Anweisungen (not "alle ESLint-Regeln")
      String.raw`${B}(?:ignorier\w*|vergiss|vergessen\s+sie|missacht\w*|übergeh\w*)${E}[^.\n]{0,50}?${B}(?:vorherig\w*|bisherig\w*|früher\w*|obig\w*)${E}[^.\n]{0,40}?(?:anweisung|regel|richtlinie|vorgabe|instruktion|einschränkung)\w*|${B}(?:ignorier\w*|vergiss|vergessen\s+sie|missacht\w*)${E}[^.\n]{0,30}?${B}(?:alle[nms]?|sämtlich\w*|deine[nm]?|ihre[nm]?)${E}[^.\n]{0,20}?(?:anweisungen|instruktionen|sicherheitsregeln|sicherheitsrichtlinien|systemanweisungen)`,
      // French: ignore(z)/oublie(z) … instructions/consignes/règles précédentes/antérieures, toutes les …
      String.raw`${B}(?:ignor\w*|oubli\w*|fais\s+abstraction\s+d\w*)${E}[^.\n]{0,50}?${B}(?:instructions?|consignes?|règles?|directives?)${E}[^.\n]{0,30}?${B}(?:précédent\w*|antérieur\w*|ci-dessus|de\s+sécurité)|${B}(?:ignor\w*|oubli\w*)${E}\s+(?:toutes?\s+)?(?:les|tes|vos)\s+(?:instructions|consignes)${E}`,
      // Spanish, Portuguese, Italian: ignora/olvida/esqueça/dimentica … instrucciones/instruções/istruzioni anteriores/precedenti
      String.raw`${B}(?:ignor\w*|olvid\w*|esque[cç]\w*|desconsider\w*|dimentic\w*|trascur\w*)${E}[^.\n]{0,50}?${B}(?:instrucci\w*|instru[cç]\w*|istruzion\w*|reglas?|regras?|regole|normas?|directrices|diretrizes)${E}[^.\n]{0,30}?${B}(?:anterior\w*|previ\w*|precedent\w*|de\s+seguridad|de\s+seguran[cç]a|di\s+sicurezza)|${B}(?:ignor\w*|olvid\w*|esque[cç]\w*|dimentic\w*)${E}\s+(?:todas?\s+|tutte\s+)?(?:las|as|le|tus|suas|tue)\s+(?:instrucciones|instruções|istruzioni)${E}`,
      // Dutch: negeer/vergeet … (alle) vorige/eerdere instructies/regels
      String.raw`${B}(?:negeer|vergeet)${E}[^.\n]{0,40}?${B}(?:vorige|eerdere|alle|je|jouw)${E}[^.\n]{0,30}?(?:instructies|regels|richtlijnen)`,
      // Russian: игнорируй/забудь/не обращай внимания … предыдущие/все … инструкции/правила
      String.raw`${B}(?:игнорир\p{L}*|забудь\p{L}*|проигнорир\p{L}*|не\s+обращай\s+внимани\p{L}*)${E}[^.\n]{0,50}?(?:предыдущ|прежн|все|свои|ваши)\p{L}*[^.\n]{0,30}?(?:инструкци|правил|указани|ограничени)\p{L}*`,
      // Chinese, Japanese, Korean
      String.raw`(?:忽略|无视|無視|忘记|忘記|不要理会|不理会)[^。\n]{0,12}?(?:之前|以前|先前|上面|以上|所有|全部|一切)?[^。\n]{0,8}?(?:指令|指示|说明|說明|规则|規則|提示|限制|安全)`,
      String.raw`(?:以前|これまで|前|上記|すべて)の[^。\n]{0,10}?(?:指示|命令|ルール|制約)[^。\n]{0,6}?(?:を|は)?[^。\n]{0,4}?(?:無視|忘れ)`,
      String.raw`(?:이전|모든|위의)[^.\n]{0,10}?(?:지시|지침|규칙|명령)[^.\n]{0,10}?(?:무시|잊어)`,
    ].join('|'),
    'iu',
  ),
  ['ignor', 'vergiss', 'vergessen', 'missacht', 'übergeh', 'oubli', 'fais', 'olvid', 'esque', 'desconsider', 'dimentic', 'trascur', 'negeer', 'vergeet', 'игнорир', 'забудь', 'обращай', '忽略', '无视', '無視', '忘记', '忘記', '理会', '忘れ', '무시', '잊어'],
);

/**
 * The user kept from knowing, said to the model. Gated by the negation (German) or the user's name
 * every alternative holds.
 */
export const CONCEAL_OTHER_LANGUAGES = gated(
  new RegExp(
    [
      // German: erwähne/sage/verrate … niemals/nicht … (dem) Benutzer/Nutzer/Anwender; ohne den Benutzer zu informieren
      String.raw`${B}(?:erwähn\w*|sag\w*|verrat\w*|erzähl\w*|teil\w*\s+\w*\s*mit|informier\w*)${E}[^.\n]{0,40}?${B}(?:niemals|nie|nicht|nichts|keinesfalls)${E}[^.\n]{0,40}?${B}(?:benutzer\w*|nutzer\w*|anwender\w*|user)${E}|`
      // German puts the one told before the negation: "sag dem Benutzer nichts davon", "erzähl dem Nutzer nicht, dass …".
      + String.raw`${B}(?:erwähn\w*|sag\w*|verrat\w*|erzähl\w*)${E}\s+(?:dem|der|den|es\s+dem)\s+(?:benutzer\w*|nutzer\w*|anwender\w*|user)${E}\s+(?:auch\s+|bitte\s+|davon\s+)?(?:niemals|nie|nicht|nichts|keinesfalls)${E}|${B}(?:niemals|nie|nicht)${E}[^.\n]{0,40}?(?:benutzer|nutzer|anwender)\w*[^.\n]{0,30}?${B}(?:erwähn\w*|sag\w*|verrat\w*|mitteil\w*)|${B}ohne\s+(?:den|die)\s+(?:benutzer|nutzer|anwender)\w*\s+zu\s+(?:informieren|fragen|benachrichtigen)`,
      // French, Spanish, Portuguese, Italian: ne le dis pas à l'utilisateur, no se lo digas al usuario, não conte ao usuário, non dirlo all'utente
      String.raw`${B}n(?:e\s+|['’])(?:(?:le|la|les|lui|leur)\s+|l['’]|en\s+)?(?:dis|dites|mentionne\w*|signale\w*|révèle\w*|montre\w*|informe\w*|parle\w*|affiche\w*|indique\w*)\s+(?:pas|jamais|rien)${E}[^.\n]{0,40}?${B}(?:utilisateur|utilisatrice)|${B}sans\s+(?:le\s+dire\s+à\s+l'|prévenir\s+l'|informer\s+l')utilisat\w*`,
      String.raw`${B}(?:no|nunca|jamás|não|nunca|non|mai)\s+(?:se\s+lo\s+|le\s+|lo\s+|lhe\s+|gli\s+)?(?:digas|diga|menciones|mencione|cuentes|conte|contes|informes|informe|dire|dirlo|menzionare|menzionarlo|rivelare)${E}[^.\n]{0,40}?${B}(?:usuario|usuária|usuário|utilizador|utente)|${B}sin\s+(?:decírselo|avisar|informar)\s+al\s+usuario|${B}sem\s+(?:avisar|informar|contar)\s+(?:a|o)o?\s+usu[aá]rio|${B}senza\s+(?:dirlo|avvisare|informare)\s+(?:a\w*\s+)?utente`,
      // Russian: не говори/не сообщай пользователю; Chinese, Japanese, Korean
      String.raw`${B}не\s+(?:говори|сообщай|рассказывай|упоминай|показывай)\p{L}*[^.\n]{0,30}?пользовател\p{L}*|(?:不要|别|不可|切勿|請勿|请勿)[^。\n]{0,6}?(?:告诉|告訴|提及|通知|透露)[^。\n]{0,4}?(?:用户|用戶|使用者)|ユーザー(?:に|には)[^。\n]{0,10}?(?:言わ|伝え|知らせ)ないで|사용자에게[^.\n]{0,10}?(?:말하지|알리지)\s*마`,
    ].join('|'),
    'iu',
  ),
  ['nie', 'nicht', 'keinesfalls', 'ohne', 'utilisat', 'usuario', 'usuária', 'usuário', 'utilizador', 'utente', 'пользовател', '用户', '用戶', '使用者', 'ユーザー', '사용자'],
);
