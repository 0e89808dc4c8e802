// Plain-text tables for the terminal: fixed columns, no colours (they end up in CI logs and notes).

/** "4 min", "3 h", "2 d": how long ago, coarse enough to read at a glance. */
export function formatAge(iso, now = new Date()) {
  if (!iso) return '-';
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

/**
 * @param {string[]} header
 * @param {string[][]} rows
 */
export function formatTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell ?? '').padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The gate's verdict in one cell of `pnpm release status`. */
export function compatibilityCell(row) {
  if (!row.pinned) return '';
  if (!row.published) return 'BUILD MISSING on this CDN';
  if (!row.checked) return 'unchecked (no host record)';
  if (row.compatible) return row.forced ? 'ok (was forced)' : 'ok';
  const count = row.mismatches.length;
  return `INCOMPATIBLE (${count}): ${row.mismatches[0]}${row.forced ? ' [forced]' : ''}`;
}

/** The store's state of a pinned version in one cell of `pnpm release status`. */
export function storeCell(store) {
  if (!store) return '';
  if (store.ok) return 'ok';
  const parts = [
    store.missing.length ? `${store.missing.length} MISSING` : '',
    store.altered.length ? `${store.altered.length} ALTERED` : '',
    store.record === 'ok' ? '' : `RECORD ${store.record.toUpperCase()}`,
  ].filter(Boolean);
  return `${parts.join(', ')}: ${[...store.missing, ...store.altered][0] ?? 'record'}`;
}
