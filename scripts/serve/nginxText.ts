/** A directive or a block of nginx configuration, rendered with two-space indents. */
export type Conf = string | { block: string; body: readonly Conf[] };

export function block(head: string, body: readonly Conf[]): Conf {
  return { block: head, body };
}

export function renderConf(items: readonly Conf[], depth = 0): string {
  const pad = '  '.repeat(depth);
  return items
    .map((item) => {
      if (typeof item === 'string') return item === '' ? '' : `${pad}${item}`;
      return `${pad}${item.block} {\n${renderConf(item.body, depth + 1)}\n${pad}}`;
    })
    .join('\n');
}

/**
 * A header value as an nginx string. Values come from tenant files that passed `npm run tenants`
 * (no quotes or semicolons can reach here). A value with double quotes and no single one (the
 * `Reporting-Endpoints` header, `csp="https://…"`) is written in single quotes; one with both,
 * a backslash or a line break is refused, not escaped.
 */
export function quoted(value: string): string {
  if (/[\\\n\r]/.test(value) || (value.includes('"') && value.includes("'"))) {
    throw new Error(`cannot write ${JSON.stringify(value)} into nginx`);
  }
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/** A file system path written into the config: plain characters only. */
export function safePath(path: string): string {
  if (!/^[A-Za-z0-9_./+@-]+$/.test(path)) {
    throw new Error(`path ${JSON.stringify(path)} has characters nginx's config would misread`);
  }
  return path;
}

/** A listen address: a port, or an address and a port ('127.0.0.1:8088', '[::]:443'). */
export function safeListen(address: string): string {
  if (!/^(?:[0-9.]+:|\[[0-9a-f:]+\]:|[a-z0-9.-]+:)?[0-9]{1,5}$/i.test(address)) {
    throw new Error(`listen address ${JSON.stringify(address)} is not a port or address:port`);
  }
  return address;
}
