import type { CustomerServiceEntry, CustomerServiceType } from '../../api/calls/support';
import { decodeCsPath } from '../../config/csPath';

/** A tenant entry's chat vendor, or the platform's own chat (CBS3: CBS_launchChat). */
export type ChatKind = CustomerServiceType | 'CBS';

/** One line of the customer-service list, decoded and ready to open. */
export interface ChatEntry {
  /** The chat it opens: its vendor and its encoded path (entries with both the same share it). */
  id: string;
  /**
   * The line in the list, unique in the server's answer: the id, and for each further entry with
   * the same vendor and path (a large merchant's desks can share one chat), its place among them.
   */
  key: string;
  kind: ChatKind;
  /** The tenant's name for it; null for the platform chat, whose name is a message. */
  name: string | null;
  /** The decoded https address; null for the platform chat (CBS_launchChat answers it per open). */
  address: string | null;
  position: number;
}

/** The platform chat, listed first for a signed-in member when the tenant has CBS3. */
export const PLATFORM_CHAT: ChatEntry = {
  id: 'CBS',
  key: 'CBS',
  kind: 'CBS',
  name: null,
  address: null,
  position: -1,
};

function isHttps(address: string): boolean {
  try {
    return new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The entry with its path decoded (spec 3: the last 8 characters are the key; the scheme is
 * docs/customer-service-paths.md), or null when the path does not decode to an https address:
 * an address the app cannot open safely is never listed.
 */
export function decodeEntry(entry: CustomerServiceEntry): ChatEntry | null {
  const address = decodeCsPath(entry.path);
  if (address === null || !isHttps(address)) return null;
  const id = `${entry.csType}:${entry.path}`;
  return {
    id,
    key: id,
    kind: entry.csType,
    name: entry.name,
    address,
    position: entry.csPosition ?? 0,
  };
}

/**
 * spec 5: entries without labels are for everyone; entries naming the member's VIP label replace
 * them when any does. A visitor, or a member without a label, gets the unlabelled ones.
 */
export function entriesForLabel(
  entries: readonly CustomerServiceEntry[],
  labelId: number | null,
): CustomerServiceEntry[] {
  const everyone = entries.filter((entry) => (entry.labelIds ?? []).length === 0);
  if (labelId === null) return everyone;
  const matched = entries.filter((entry) => (entry.labelIds ?? []).includes(labelId));
  return matched.length > 0 ? matched : everyone;
}

export interface ChatList {
  entries: ChatEntry[];
  /** Names of the entries dropped because their path does not decode to an https address. */
  undecodable: string[];
}

/** A server answer's entries with their paths decoded, before the label's choice. */
export interface DecodedEntries {
  /** The entries that decode to an https address, each with its chat, in the server's order. */
  chats: ReadonlyMap<CustomerServiceEntry, ChatEntry>;
  /** Names of the entries dropped because their path does not decode to an https address. */
  undecodable: string[];
}

/** Every entry's path decoded once: the label's choice (listFor) reads the result. */
export function decodeEntries(entries: readonly CustomerServiceEntry[]): DecodedEntries {
  const undecodable: string[] = [];
  const chats = new Map<CustomerServiceEntry, ChatEntry>();
  const seen = new Map<string, number>();
  for (const entry of entries) {
    const chat = decodeEntry(entry);
    if (!chat) {
      undecodable.push(entry.name);
      continue;
    }
    const before = seen.get(chat.id) ?? 0;
    seen.set(chat.id, before + 1);
    chats.set(entry, before === 0 ? chat : { ...chat, key: `${chat.id}#${before + 1}` });
  }
  return { chats, undecodable };
}

/**
 * The member's list from decoded entries: undecodable entries are already dropped (so a broken
 * VIP entry never hides the general ones), then the label rule, then csPosition order (stable:
 * equal positions keep the server's order).
 */
export function listFor({ chats, undecodable }: DecodedEntries, labelId: number | null): ChatList {
  const list = entriesForLabel([...chats.keys()], labelId)
    .flatMap((entry) => chats.get(entry) ?? [])
    .sort((a, b) => a.position - b.position);
  return { entries: list, undecodable };
}

/** The member's list from the server's entries (decodeEntries, then listFor). */
export function chatList(
  entries: readonly CustomerServiceEntry[],
  labelId: number | null,
): ChatList {
  return listFor(decodeEntries(entries), labelId);
}
