import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PreviewLinks } from './previewLinks.ts';

let dir = '';
const clock = { now: Date.parse('2026-11-27T12:00:00Z') };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-links-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('preview links', () => {
  it('signs a link that verifies until it expires (72 h by default)', () => {
    const links = new PreviewLinks(dir, () => clock.now);
    const { link, token } = links.create({
      change: '1a2b3c4d',
      merchant: 'demo',
      createdBy: 'a@x.com',
    });
    expect(link.expiresAt).toBe('2026-11-30T12:00:00.000Z');
    expect(links.verify(token)).toMatchObject({
      ok: true,
      link: { id: link.id, change: '1a2b3c4d' },
    });
    expect(links.tokenOf(link)).toBe(token);
    const later = new PreviewLinks(dir, () => clock.now + 72 * 3600_000);
    expect(later.verify(token)).toMatchObject({ ok: false, reason: 'expired' });
    expect(statSync(join(dir, 'secret')).mode & 0o077).toBe(0);
  });

  it('refuses a token whose payload or signature was changed, or signed with another secret', () => {
    const links = new PreviewLinks(dir, () => clock.now);
    const { token } = links.create({
      change: '1a2b3c4d',
      merchant: 'demo',
      createdBy: 'a@x.com',
      hours: 1,
    });
    const [body, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { exp: number };
    payload.exp += 3600_000 * 1000;
    const longer = Buffer.from(JSON.stringify(payload)).toString('base64url');
    expect(links.verify(`${longer}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    // The first character carries 6 whole bits of the MAC (the last one's low bits are padding).
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(links.verify(`${body}.${flipped}`)).toMatchObject({ ok: false });
    const other = mkdtempSync(join(tmpdir(), 'studio-links-'));
    try {
      expect(new PreviewLinks(other, () => clock.now).verify(token)).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('keeps a revocation on disk: a new server still refuses the link', () => {
    const links = new PreviewLinks(dir, () => clock.now);
    const { link, token } = links.create({
      change: '1a2b3c4d',
      merchant: 'demo',
      createdBy: 'a@x.com',
    });
    links.revoke(link.id, 'b@x.com');
    expect(links.verify(token)).toMatchObject({ ok: false, reason: 'revoked' });
    expect(new PreviewLinks(dir, () => clock.now).verify(token)).toMatchObject({
      ok: false,
      reason: 'revoked',
    });
    expect(readFileSync(join(dir, 'preview-links.json'), 'utf8')).toContain(
      '"revokedBy": "b@x.com"',
    );
  });
});
