import { describe, expect, it } from 'vitest';
import { safeGoPath } from './safeGoPath';

const ORIGIN = 'https://m.demo-casino.test';

describe('safeGoPath (spec 2: go is honoured only under /m/)', () => {
  describe('when go is a same-origin path under /m/', () => {
    it.each([
      ['/m/feedback', '/m/feedback'],
      ['/m/launchGame?vendor=LOTTO&code=101', '/m/launchGame?vendor=LOTTO&code=101'],
      ['/m/activity?id=7#terms', '/m/activity?id=7#terms'],
      ['/m/member/home', '/m/member/home'],
      ['/m/', '/m/'],
      // URL resolves dot segments that stay inside /m/; the result is still our page.
      ['/m/a/./b', '/m/a/b'],
      ['/m/a/../b', '/m/b'],
    ])('%s → %s', (go, expected) => {
      expect(safeGoPath(go, ORIGIN)).toBe(expected);
    });

    it('keeps a query whose value names another site: it is data, not the target', () => {
      expect(safeGoPath('/m/home?next=https://evil.example', ORIGIN)).toBe(
        '/m/home?next=https://evil.example',
      );
    });
  });

  describe('when go tries to leave the site or the app', () => {
    it.each([
      ['protocol-relative', '//evil.example'],
      ['protocol-relative with a path', '//evil.example/m/home'],
      ['absolute', 'https://evil.example'],
      ['absolute to /m/ elsewhere', 'https://evil.example/m/home'],
      ['absolute to our own origin (not a path)', `${ORIGIN}/m/home`],
      ['javascript:', 'javascript:alert(1)'],
      ['javascript: with a /m/ path', 'javascript:/m/alert(1)'],
      ['data:', 'data:text/html,<script>alert(1)</script>'],
      ['dot segments', '/m/../x'],
      ['dot segments to the root', '/m/../../etc'],
      ['percent-encoded dots', '/m/%2e%2e/x'],
      ['percent-encoded dots, upper case', '/m/%2E%2E/x'],
      ['mixed dots', '/m/.%2e/x'],
      ['percent-encoded slash and dots', '/m/..%2fx'],
      ['encoded dots and slash as one segment', '/m/%2e%2e%2fx'],
      ['percent-encoded slashes', '%2F%2Fevil.example'],
      ['double-encoded slashes', '%252F%252Fevil.example'],
      ['encoded /m/ prefix', '%2Fm%2Ffeedback'],
      ['backslashes', '/m/\\\\evil.example'],
      ['encoded backslash', '/m/%5C%5Cevil.example'],
      ['an empty segment', '/m//evil.example'],
      ['an encoded empty segment', '/m/%2F/evil.example'],
      ['a tab (URL drops it)', '/m/\t/evil'],
      ['a newline', '/m/\n//evil.example'],
      ['outside the app', '/feedback'],
      ['a look-alike prefix', '/mx/feedback'],
      ['/m without slash', '/m'],
      ['a leading space', ' /m/feedback'],
      ['a bad escape', '/m/%E0%A4%A'],
      ['empty', ''],
    ])('%s (%s) → null', (_name, go) => {
      expect(safeGoPath(go, ORIGIN)).toBeNull();
    });

    it('answers null for no go at all', () => {
      expect(safeGoPath(null, ORIGIN)).toBeNull();
      expect(safeGoPath(undefined, ORIGIN)).toBeNull();
    });

    it('answers null when the origin itself is not a URL', () => {
      expect(safeGoPath('/m/feedback', 'not a url')).toBeNull();
    });
  });
});
