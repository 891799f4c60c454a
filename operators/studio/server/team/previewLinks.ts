import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Preview links of a change request: `/preview/<token>`, the token an HMAC-SHA256-signed
 * `{id, change, merchant, exp}` under a secret kept in <data>/.git/studio/secret (made on first
 * use, mode 0600, never in a commit). The expiry is inside the signed part; a revoked link's id is
 * kept in <data>/.git/studio/preview-links.json with the other links' records, so revocation
 * survives a restart.
 */
export const DEFAULT_LINK_HOURS = 72;
export const MAX_LINK_HOURS = 24 * 30;

export interface LinkRecord {
  id: string;
  change: string;
  merchant: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
  revokedBy?: string;
}

export type LinkVerdict =
  | { ok: true; link: LinkRecord }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked'; link?: LinkRecord };

interface Payload {
  id: string;
  change: string;
  merchant: string;
  exp: number;
}

const LINK_ID = /^[0-9a-f]{8}$/;

export class PreviewLinks {
  private readonly secret: Buffer;
  private readonly file: string;

  constructor(
    private readonly stateDir: string,
    private readonly now: () => number = Date.now,
  ) {
    mkdirSync(stateDir, { recursive: true, mode: 0o700 });
    const secretFile = join(stateDir, 'secret');
    if (!existsSync(secretFile))
      writeFileSync(secretFile, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    this.secret = Buffer.from(readFileSync(secretFile, 'utf8').trim(), 'base64');
    if (this.secret.length < 32) throw new Error(`${secretFile}: too short a secret`);
    this.file = join(stateDir, 'preview-links.json');
  }

  private records(): LinkRecord[] {
    if (!existsSync(this.file)) return [];
    const data = JSON.parse(readFileSync(this.file, 'utf8')) as { links?: LinkRecord[] };
    return Array.isArray(data.links) ? data.links : [];
  }

  private write(records: LinkRecord[]): void {
    const temp = `${this.file}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, `${JSON.stringify({ links: records }, null, 2)}\n`, { mode: 0o600 });
    renameSync(temp, this.file);
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  create(input: { change: string; merchant: string; createdBy: string; hours?: number }): {
    link: LinkRecord;
    token: string;
  } {
    const hours = input.hours ?? DEFAULT_LINK_HOURS;
    if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_LINK_HOURS)
      throw new RangeError(`hours must be between 0 and ${MAX_LINK_HOURS}`);
    const now = this.now();
    const records = this.records();
    let id: string;
    do id = randomBytes(4).toString('hex');
    while (records.some((r) => r.id === id));
    const exp = now + Math.round(hours * 3600_000);
    const link: LinkRecord = {
      id,
      change: input.change,
      merchant: input.merchant,
      createdBy: input.createdBy,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(exp).toISOString(),
    };
    // Records of links expired a month ago are dropped: their tokens fail on expiry anyway.
    const keep = records.filter((r) => Date.parse(r.expiresAt) > now - MAX_LINK_HOURS * 3600_000);
    this.write([...keep, link]);
    return { link, token: this.tokenOf(link) };
  }

  /** A link's token again (the same record always signs to the same token). */
  tokenOf(link: LinkRecord): string {
    const payload: Payload = {
      id: link.id,
      change: link.change,
      merchant: link.merchant,
      exp: Date.parse(link.expiresAt),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  verify(token: string): LinkVerdict {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { ok: false, reason: 'invalid' };
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!LINK_ID.test(payload.id) || typeof payload.exp !== 'number')
      return { ok: false, reason: 'invalid' };
    const record = this.records().find((r) => r.id === payload.id);
    const link: LinkRecord = record ?? {
      id: payload.id,
      change: payload.change,
      merchant: payload.merchant,
      createdBy: '',
      createdAt: '',
      expiresAt: new Date(payload.exp).toISOString(),
    };
    if (record?.revokedAt) return { ok: false, reason: 'revoked', link };
    if (this.now() >= payload.exp) return { ok: false, reason: 'expired', link };
    // A link whose record is gone (the state folder was wiped) is not honoured: revocations
    // could have been lost with it.
    if (!record) return { ok: false, reason: 'revoked', link };
    return { ok: true, link: record };
  }

  revoke(id: string, by: string): LinkRecord | undefined {
    const records = this.records();
    const record = records.find((r) => r.id === id);
    if (!record) return undefined;
    if (!record.revokedAt) {
      record.revokedAt = new Date(this.now()).toISOString();
      record.revokedBy = by;
      this.write(records);
    }
    return record;
  }

  forChange(change: string): LinkRecord[] {
    return this.records().filter((r) => r.change === change);
  }

  get(id: string): LinkRecord | undefined {
    return this.records().find((r) => r.id === id);
  }
}
