// The HTML frame every mail shares (plain inline styles: mail clients ignore style sheets).

export function escapeHtml(value: string) {
  return value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface MailAction {
  label: string;
  url: string;
}

/** Rows of label and value, e.g. a booking's details or a receipt. */
export type MailDetails = readonly (readonly [label: string, value: string])[];

function detailsTable(details: MailDetails) {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#555;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>`;
}

export function mailLayout(paragraphs: string[], action?: MailAction, details?: MailDetails) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const table = details?.length ? detailsTable(details) : '';
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${body}${table}${button}<p style="color:#555;font-size:13px">— Gaido</p></body></html>`;
}

/** The same details as plain text lines: "Reference: GD-…". */
export function detailsText(details: MailDetails) {
  return details.map(([label, value]) => `${label}: ${value}`).join('\n');
}
