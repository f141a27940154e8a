/** The feed's text (feed.ts): escaped, and never carrying what XML forbids, which would make the whole feed unreadable. */
import { describe, expect, it } from 'vitest';
import { escapeXml } from './feed';

describe('a text of the feed', () => {
  it('is escaped, and drops the characters XML 1.0 forbids even escaped, keeping tabs, line ends and paired surrogates', () => {
    expect(escapeXml(`<a href="x">R&D's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;R&amp;D&apos;s&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u000Ce\u001Ff\uFFFEg\uFFFFh')).toBe('abcdefgh');
    expect(escapeXml('un\tdeux\ntrois\r')).toBe('un\tdeux\ntrois\r');
    expect(escapeXml('lone \uD83D and \uDE00, pair 😀')).toBe('lone  and , pair 😀');
  });
});
