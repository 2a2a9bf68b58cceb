/**
 * Pure: the user ASKED FOR WHAT PROVES WHO THEY ARE OR PAYS FOR THINGS, for the sentence reader (sentences.ts): a
 * payment card's number or security code, a social security, national identity or passport number, a bank login
 * or PIN, asked of the user by an order to give it ("please provide:", "enter your card number", "ask the user for
 * their SSN") in its sentence or in the list items right after it.
 *
 * Asked alone it can be honest (a tax form's helper needs an identity number), so sentences.ts blocks it only with
 * the user kept from knowing what the text is or does (a concealment or a lie, `Sentence.conceal`/`lie`):
 * "present this as a genuine notification from their bank". A text that forbids the ask ("never ask for the card
 * number") or tells the user to keep it ("do not share your PIN") asks nothing.
 *
 * Written after the development half of the skillscan showcase (/work/ext/skillscan-showcase, issue 36's
 * twenty-first session): a prize notice that asked for the card number and the SSN and told the model to pass
 * itself off as the loyalty programme.
 */

/** What proves who the user is or pays: asked of them, it is what a phishing page asks. */
const IDENTITY =
  /\b(?:(?:credit|debit|bank|payment)\s+card\s+(?:number|details|info(?:rmation)?)|card\s+(?:number|verification\s+(?:code|value))|cvv2?|cvc|social\s+security\s+number|ssn|national\s+(?:id|identity|insurance)\s+number|passport\s+number|tax\s+(?:id|identification)\s+number|(?:online\s+)?bank(?:ing)?\s+(?:password|login|credentials|pin)|pin\s+(?:code|number))\b/u;

/** An order to give something: the user addressed ("please provide", "enter your", "you must submit") or the model told to ask them. */
const GIVE = /\b(?:(?:please|kindly|you\s+(?:must|need\s+to|should|have\s+to))\s+(?:provide|enter|share|send|give|type|submit|confirm|reply\s+with)|(?:provide|enter|share|send|give|type|submit)\s+(?:us\s+)?your|ask\s+(?:the\s+user|them)\s+(?:for|to\s+(?:provide|enter|share|send|give|type))|request\s+(?:the\s+user'?s?|their))\b/u;
const NEGATED = /(?:\b(?:never|not|no|don'?t)|n't)\s+(?:\w+\s+){0,2}$/u;
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s/u;

/** Where the user is asked for what proves who they are or pays (sentence and offset of the order), or undefined. */
export function identityAsked(texts: readonly string[]): { sentence: number; at: number } | undefined {
  for (const [i, text] of texts.entries()) {
    const g = GIVE.exec(text);
    if (!g || NEGATED.test(text.slice(Math.max(0, g.index - 20), g.index))) continue;
    if (IDENTITY.test(text.slice(g.index))) return { sentence: i, at: g.index };
    // Or in the list items right after the order ("Please provide:" then "- your credit card number").
    for (const item of texts.slice(i + 1, i + 9)) {
      if (!LIST_ITEM.test(item)) break;
      if (IDENTITY.test(item)) return { sentence: i, at: g.index };
    }
  }
  return undefined;
}
