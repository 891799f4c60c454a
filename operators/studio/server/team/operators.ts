import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MERCHANT_CODE } from '../../../toolkit/scaffoldTenant.ts';
import { isPasswordHash } from './passwords.ts';

/**
 * Who may use the team studio: `studio/operators.json` in the data repository, committed like the
 * tenant files (`npm run studio:operator`, or an admin in the studio). Roles: an editor edits
 * (a save opens a change request) and approves nothing; a reviewer edits and approves others'
 * changes; an admin does everything and manages the operators. Nobody approves their own change.
 */
export const OPERATORS_FILE = 'studio/operators.json';
export const ROLES = ['editor', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Operator {
  email: string;
  role: Role;
  /** The merchant codes the operator may see and change, or every one. */
  merchants: string[] | '*';
  /** `scrypt$N$r$p$salt$hash` (passwords.ts); none for an operator who signs in through a proxy. */
  password?: string;
  /** Shown as the git author's name; the e-mail's local part when absent. */
  name?: string;
}

/** What the studio shows of an operator (never the password's hash). */
export interface PublicOperator {
  email: string;
  name: string;
  role: Role;
  merchants: string[] | '*';
  hasPassword: boolean;
}

const EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function displayName(operator: Pick<Operator, 'email' | 'name'>): string {
  return operator.name?.trim() || operator.email.split('@')[0] || operator.email;
}

export function publicOperator(operator: Operator): PublicOperator {
  return {
    email: operator.email,
    name: displayName(operator),
    role: operator.role,
    merchants: operator.merchants,
    hasPassword: operator.password !== undefined,
  };
}

export function mayTouch(operator: Pick<Operator, 'merchants'>, code: string): boolean {
  return operator.merchants === '*' || operator.merchants.includes(code);
}

/** An editor cannot approve; a reviewer and an admin can (never their own change). */
export function mayApprove(operator: Pick<Operator, 'role'>): boolean {
  return operator.role === 'reviewer' || operator.role === 'admin';
}

/** The problems of one entry as given (CLI or UI), or the entry made regular. */
export function checkOperator(input: unknown): { operator: Operator } | { problems: string[] } {
  const problems: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { problems: ['an operator must be an object'] };
  const record = input as Record<string, unknown>;
  const email = typeof record.email === 'string' ? normalizeEmail(record.email) : '';
  if (!EMAIL.test(email)) problems.push(`"${String(record.email)}" is not an e-mail address`);
  const role = record.role;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role))
    problems.push(`role must be one of ${ROLES.join(', ')}`);
  let merchants: string[] | '*' = [];
  if (record.merchants === '*') merchants = '*';
  else if (
    Array.isArray(record.merchants) &&
    record.merchants.every((m): m is string => typeof m === 'string')
  ) {
    merchants = [...new Set(record.merchants.map((m) => m.trim()).filter(Boolean))].sort();
    for (const code of merchants)
      if (!MERCHANT_CODE.test(code)) problems.push(`"${code}" is not a merchant code`);
  } else problems.push('merchants must be a list of merchant codes or "*"');
  const password = record.password;
  if (password !== undefined && (typeof password !== 'string' || !isPasswordHash(password)))
    problems.push('password must be a scrypt hash (npm run studio:operator sets it)');
  const name = record.name;
  if (name !== undefined && (typeof name !== 'string' || /[\n\r<>]/.test(name)))
    problems.push('name must be one line of text');
  if (problems.length > 0) return { problems };
  const operator: Operator = { email, role: role as Role, merchants };
  if (typeof name === 'string' && name.trim()) operator.name = name.trim();
  if (typeof password === 'string') operator.password = password;
  return { operator };
}

export interface OperatorsRead {
  operators: Operator[];
  /** What is wrong with the file; an entry with a problem is left out (nobody gains a right). */
  problems: string[];
}

export function parseOperators(text: string): OperatorsRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { operators: [], problems: [`${OPERATORS_FILE}: ${(error as Error).message}`] };
  }
  const list = (data as { operators?: unknown } | null)?.operators;
  if (!Array.isArray(list))
    return { operators: [], problems: [`${OPERATORS_FILE}: expected { "operators": [...] }`] };
  const operators: Operator[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    const checked = checkOperator(entry);
    if ('problems' in checked) {
      problems.push(...checked.problems.map((p) => `${OPERATORS_FILE} entry ${index + 1}: ${p}`));
    } else if (seen.has(checked.operator.email)) {
      problems.push(`${OPERATORS_FILE}: ${checked.operator.email} is listed twice`);
    } else {
      seen.add(checked.operator.email);
      operators.push(checked.operator);
    }
  });
  return { operators, problems };
}

export function serializeOperators(operators: readonly Operator[]): string {
  const sorted = [...operators].sort((a, b) => a.email.localeCompare(b.email));
  return `${JSON.stringify({ operators: sorted }, null, 2)}\n`;
}

/** The operators file of a data repository's working tree, as it is now. */
export function readOperatorsFile(dataDir: string): OperatorsRead {
  const file = join(dataDir, OPERATORS_FILE);
  if (!existsSync(file)) return { operators: [], problems: [] };
  return parseOperators(readFileSync(file, 'utf8'));
}

export function findOperator(operators: readonly Operator[], email: string): Operator | undefined {
  const wanted = normalizeEmail(email);
  return operators.find((o) => o.email === wanted);
}

/** The command that adds the first admin, for the sign-in page of a repository without any. */
export function firstAdminHint(dataDir: string, auth: 'local' | 'proxy'): string {
  const data = JSON.stringify(dataDir);
  const password = auth === 'local' ? ' --password-stdin' : '';
  return (
    'No operator yet. Add the first admin from a terminal, then reload: ' +
    `npm run studio:operator -- add you@example.com --role admin --merchants '*'${password} --data ${data}`
  );
}
