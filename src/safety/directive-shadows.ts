/**
 * Pure: the word classes of a shadowing sentence (directives.ts reading 2): another tool than the one described, where
 * its calls are sent instead, the verbs that redirect or replace, and what passes a changed result off as the tool's own.
 * Split out of directives.ts by job, after issue 36's fourteenth prose batch widened them.
 */
/**
 * Another tool than the one described: any tool, a tool named in snake_case, its calls. The tools as a class of nouns (a
 * server, a scanner, a linter, an installer, a package manager, a search), and one named by what it does ("the web search
 * tool", "the git server's commit tool"): another tool's results or acts are what a shadowing sentence changes.
 */
export const OTHER_TOOL =
  /\b(?:any|every|all|other|another)\s+(?:\w+\s+)?(?:tools?|servers?|scanners?|linters?|installers?|package\s+managers?)\b|\bthe\s+(?:[\w'-]+\s+){0,2}?(?:search|commit|install|payment|scanner|audit)\s+tool\b|\b(?:the|all|every|each|any)\s+[\x60'"]?[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+[\x60'"]?\s+(?:tool|calls?|requests?|invocations?)\b|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+[\x60'"]?\s+(?:calls?|invocations?)\b|\b(?:whenever|when|each\s+time|every\s+time|if)\s+(?:you\s+)?(?:use|call|invoke|run)\s+(?:the\s+)?[\x60'"]?[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/i;
/** What a shadowing sentence redirects the other tool to: an address, an account, a channel, a number. */
export const REDIRECT_TARGET =
  /https?:\/\/|\b[\w.+-]+@[\w-]+\.[\w.]+|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b|\baccount\s+(?:number\s+)?(?:to\s+)?[\w-]*\d{4,}|(?:^|\s)#[a-z][\w-]+|\+\d[\d\s-]{6,}\d|\b\d{1,3}(?:\.\d{1,3}){3}\b/i;
/** Routed elsewhere: through, via, as a recipient, among the recipients. */
export const ROUTE = /\b(?:route\w*|through|via|as\s+a\s+(?:recipient|blind\s+copy)|among\s+the\s+recipients|add\w*\s+\S+\s+(?:to|as))\b/i;
// Replacing as a class of verbs: substitute, swap, rewrite, alter, withhold (an IBAN substituted, a link swapped, a finding withheld).
export const REDIRECT = /\b(?:always|must|should|instead|replace\w*|redirect\w*|set|change|bcc|cc|also|substitut\w*|swap\w*|rewrit\w*|alter\w*|withh[eo]ld\w*)\b/i;
/**
 * What was changed passed off as the other tool's own: presented as the original, reported exactly as the tool reported
 * it, said to come straight from it, kept so nobody notices. With another tool's result changed, this is the concealment.
 */
export const PASSED_OFF =
  /\b(?:present|report|show|describe|pass|return|display)\w*\s+(?:\w+\s+){0,5}?as\s+(?:(?:the|if|though)\s+)?(?:original|unchanged|unaltered|unmodified|genuine|(?:the\s+)?original\s+(?:tool|server|search|scanner|result)s?\b|it\s+came\b|(?:the\s+)?(?:original\s+)?(?:tool|server|package\s+manager|scanner)\s+(?:reported|printed|returned))|\bso\s+(?:that\s+)?(?:nobody|no\s+one|the\s+user|they)\s+(?:never\s+)?(?:notices?|finds?\s+out|can\s+tell)\b|\b(?:came|comes|is)\s+(?:straight|directly)\s+from\s+the\b|\b(?:describ|report|present|list|mark|rewrit|record)\w*\s+(?:\w+\s+){0,2}?as\s+(?:having\s+no\b|clean\b|safe\b|passing\b|passed\b|free\s+of\b|green\b|successful\b)/i;
