import type { ScreenResult } from './visualCompare.ts';

/**
 * The visual comparison's report: one HTML page that opens from disk (images by relative path, no
 * script, no server), grouped by tenant then screen; a changed screen shows before, after and the
 * difference side by side with the share of pixels changed; unchanged screens are only counted;
 * new and removed screens are listed. And the same in a few lines for the terminal.
 */

export interface ReportInput {
  title: string;
  /** e.g. 'main~1 (3f2a1b0)' and 'working tree'. */
  beforeLabel: string;
  afterLabel: string;
  results: readonly ScreenResult[];
  /** Units that could not be photographed, per side. */
  failures?: readonly { side: string; unit: string; error: string }[];
  /** Folders of the images, relative to the report: before/, after/, diff/. */
  dirs: { before: string; after: string; diff: string };
  /** How long each part took, for the footer. */
  timings?: readonly { label: string; ms: number }[];
}

export interface TenantSummary {
  tenant: string;
  changed: number;
  same: number;
  added: number;
  removed: number;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A path for an href or src: each segment URL-encoded, so '@' and spaces survive. */
function href(dir: string, file: string): string {
  return [...dir.split('/').filter(Boolean), ...file.split('/')].map(encodeURIComponent).join('/');
}

export function percent(ratio: number): string {
  if (ratio === 0) return '0%';
  const value = ratio * 100;
  return value < 0.01 ? '<0.01%' : `${value < 1 ? value.toFixed(2) : value.toFixed(1)}%`;
}

export function summarize(results: readonly ScreenResult[]): TenantSummary[] {
  const byTenant = new Map<string, TenantSummary>();
  for (const r of results) {
    const row = byTenant.get(r.tenant) ?? {
      tenant: r.tenant,
      changed: 0,
      same: 0,
      added: 0,
      removed: 0,
    };
    if (r.status === 'changed') row.changed += 1;
    else if (r.status === 'same') row.same += 1;
    else if (r.status === 'new') row.added += 1;
    else row.removed += 1;
    byTenant.set(r.tenant, row);
  }
  return [...byTenant.values()].sort((a, b) => a.tenant.localeCompare(b.tenant));
}

/** The terminal's summary: one line per tenant, then the total. */
export function summaryText(input: Omit<ReportInput, 'dirs'>, reportPath?: string): string {
  const rows = summarize(input.results);
  const lines = [`Visual comparison: ${input.beforeLabel} -> ${input.afterLabel}`];
  const width = Math.max(6, ...rows.map((r) => r.tenant.length));
  for (const r of rows) {
    const extra = [r.added ? `${r.added} new` : '', r.removed ? `${r.removed} removed` : ''].filter(
      Boolean,
    );
    lines.push(
      `  ${r.tenant.padEnd(width)}  ${String(r.changed).padStart(4)} changed  ${String(r.same).padStart(4)} unchanged${extra.length ? `  (${extra.join(', ')})` : ''}`,
    );
  }
  const changed = rows.reduce((n, r) => n + r.changed, 0);
  const added = rows.reduce((n, r) => n + r.added, 0);
  const removed = rows.reduce((n, r) => n + r.removed, 0);
  lines.push(
    `  total: ${changed} changed, ${added} new, ${removed} removed of ${input.results.length} screens`,
  );
  const failures = input.failures ?? [];
  if (failures.length) {
    lines.push(`  ${failures.length} page(s) could not be photographed:`);
    for (const f of failures.slice(0, 10)) lines.push(`    ${f.side}: ${f.unit}: ${f.error}`);
  }
  if (reportPath) lines.push(`  report: ${reportPath}`);
  return lines.join('\n');
}

const CSS = `
body { margin: 0; padding: 16px 24px 48px; font: 15px/1.4 system-ui, sans-serif; color: #111827; background: #f3f4f6; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 32px 0 8px; padding-top: 8px; border-top: 2px solid #d1d5db; }
h3 { font-size: 16px; margin: 20px 0 6px; }
.muted { color: #4b5563; }
table.summary { border-collapse: collapse; margin: 12px 0; background: #fff; }
table.summary th, table.summary td { border: 1px solid #d1d5db; padding: 4px 10px; text-align: right; }
table.summary th:first-child, table.summary td:first-child { text-align: left; }
.changed-count { color: #b91c1c; font-weight: 600; }
.empty { padding: 24px; background: #ecfdf5; border: 1px solid #a7f3d0; border-radius: 8px; font-size: 17px; }
.shot { background: #fff; border: 1px solid #d1d5db; border-radius: 8px; padding: 10px 12px; margin: 10px 0; }
.shot h3 { margin: 0 0 8px; }
.ratio { display: inline-block; margin-left: 8px; padding: 1px 8px; border-radius: 10px; background: #fee2e2; color: #991b1b; font-size: 14px; font-weight: 600; }
.row { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: 0 0 auto; }
figcaption { font-size: 13px; color: #374151; margin-bottom: 4px; font-weight: 600; }
figure img { display: block; width: 300px; height: auto; border: 1px solid #9ca3af; background: #fff; }
figure.diff img { border-color: #dc2626; }
ul.list { margin: 4px 0 0; }
nav.tenants a { margin-right: 12px; }
`;

/** The report page. */
export function reportHtml(input: ReportInput): string {
  const { results, dirs } = input;
  const rows = summarize(results);
  const changedTotal = rows.reduce((n, r) => n + r.changed, 0);
  const addedTotal = rows.reduce((n, r) => n + r.added, 0);
  const removedTotal = rows.reduce((n, r) => n + r.removed, 0);
  const failures = input.failures ?? [];
  const nothing = changedTotal + addedTotal + removedTotal === 0;
  const img = (dir: string, r: ScreenResult, label: string, cls = '') =>
    `<figure${cls ? ` class="${cls}"` : ''}><figcaption>${label}</figcaption><a href="${href(dir, r.file)}"><img loading="lazy" src="${href(dir, r.file)}" alt="${escapeHtml(`${label}: ${r.tenant} ${r.language} ${r.screen} at ${r.width} px`)}"></a></figure>`;

  const sections = rows
    .filter((row) => row.changed + row.added + row.removed > 0)
    .map((row) => {
      const mine = results.filter((r) => r.tenant === row.tenant);
      const changed = mine
        .filter((r) => r.status === 'changed')
        .sort(
          (a, b) =>
            a.screen.localeCompare(b.screen) ||
            a.language.localeCompare(b.language) ||
            b.width - a.width,
        );
      const shots = changed
        .map(
          (r) => `<div class="shot" id="${escapeHtml(r.file)}">
<h3>${escapeHtml(r.screen)} · ${escapeHtml(r.language)} · ${r.width} px<span class="ratio">${percent(r.ratio)} of pixels changed</span></h3>
${r.sizes ? `<p class="muted">Size ${escapeHtml(r.sizes.before)} → ${escapeHtml(r.sizes.after)}</p>` : ''}
<div class="row">${img(dirs.before, r, 'Before')}${img(dirs.after, r, 'After')}${img(dirs.diff, r, 'Difference (red)', 'diff')}</div>
</div>`,
        )
        .join('\n');
      const list = (status: 'new' | 'removed', dir: string, title: string) => {
        const items = mine.filter((r) => r.status === status);
        if (!items.length) return '';
        return `<h3>${title} (${items.length})</h3><ul class="list">${items
          .map(
            (r) =>
              `<li><a href="${href(dir, r.file)}">${escapeHtml(`${r.screen} · ${r.language} · ${r.width} px`)}</a></li>`,
          )
          .join('')}</ul>`;
      };
      return `<section id="tenant-${escapeHtml(row.tenant)}">
<h2>${escapeHtml(row.tenant)}: ${row.changed} changed</h2>
<p class="muted">${row.same} unchanged screens not shown.</p>
${shots}
${list('new', dirs.after, 'New screens (only after)')}
${list('removed', dirs.before, 'Removed screens (only before)')}
</section>`;
    })
    .join('\n');

  const summaryRows = rows
    .map(
      (r) =>
        `<tr><td>${r.changed + r.added + r.removed ? `<a href="#tenant-${escapeHtml(r.tenant)}">${escapeHtml(r.tenant)}</a>` : escapeHtml(r.tenant)}</td><td class="${r.changed ? 'changed-count' : ''}">${r.changed}</td><td>${r.same}</td><td>${r.added}</td><td>${r.removed}</td></tr>`,
    )
    .join('');
  const failed = failures.length
    ? `<h2>Not photographed (${failures.length})</h2><ul class="list">${failures
        .map((f) => `<li>${escapeHtml(`${f.side}: ${f.unit}: ${f.error}`)}</li>`)
        .join('')}</ul>`
    : '';
  const timings = input.timings?.length
    ? `<p class="muted">${input.timings.map((t) => `${escapeHtml(t.label)} ${(t.ms / 1000).toFixed(1)} s`).join(' · ')}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(input.title)}</title><style>${CSS}</style></head>
<body>
<h1>${escapeHtml(input.title)}</h1>
<p class="muted">Before: ${escapeHtml(input.beforeLabel)} · After: ${escapeHtml(input.afterLabel)} · ${results.length} screens compared</p>
<table class="summary"><thead><tr><th>Tenant</th><th>Changed</th><th>Unchanged</th><th>New</th><th>Removed</th></tr></thead><tbody>${summaryRows}</tbody></table>
${nothing ? '<p class="empty">No screen looks different.</p>' : ''}
${sections}
${failed}
${timings}
</body></html>
`;
}
