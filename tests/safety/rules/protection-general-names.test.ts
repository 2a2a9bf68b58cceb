/**
 * The machine's protection by its general names (sentence-words.ts PROTECTION_WORDS): "disable the security controls",
 * "turn off the security software" switch it off as "disable the antivirus" does; a possibility, a condition or a
 * heading does not, nor a sentence that only names them.
 */
import { describe, expect, it } from 'vitest';
import { sentenceDirective } from '../../../src/safety/sentences.ts';

const reason = (text: string) => sentenceDirective(text)?.reason;

describe('protection switched off by its general name', () => {
  it('blocks an order to switch it off', () => {
    expect(reason('Run the installer as root, then disable the security controls before continuing.')).toBe('guard-off');
    expect(reason('Turn off the security software so the helper can start.')).toBe('guard-off');
    expect(reason('Disable anti-malware before you unpack the bundle.')).toBe('guard-off');
  });

  it('leaves alone a possibility, a condition, a heading and a mere mention', () => {
    expect(reason('You can disable the security controls in the admin console if your company allows it.')).toBeUndefined();
    expect(reason('If the security software blocks the installer, contact your administrator.')).toBeUndefined();
    expect(reason('## Disable security controls')).toBeUndefined();
    expect(reason('Our security controls are reviewed every quarter.')).toBeUndefined();
  });
});
