/** One `label: value` line of a message's details, such as `Reference: TAV-1234`. */
export interface MailDetail {
  label: string;
  value: string;
}

/** What a message says, in the order a reader meets it. */
export interface MailContent {
  /** The subject, also the HTML document's title. */
  subject: string;
  /** `Hi Zoe,` */
  greeting: string;
  /** The lines before the details, each a paragraph. */
  paragraphs: string[];
  details?: MailDetail[];
  /** One link the reader acts on, after the details: a button in HTML, `label: url` in text. */
  action?: { label: string; url: string };
  /** The lines after the details, each a paragraph. */
  closing?: string[];
}

/**
 * Writes a message as plain text and as HTML.
 *
 * The text is what the site has always sent: the greeting, the paragraphs, the details and the
 * closing as blocks of lines with a blank line between blocks. The HTML says the same in a plain,
 * single-column layout that screen readers and text-only clients handle well: no images, no
 * external resources, the details as a table with row headers. Every value is escaped, since a
 * diner's own words (a name, a special request) end up in it.
 */
export function composeMail(content: MailContent): { text: string; html: string } {
  const details = content.details ?? [];
  const closing = content.closing ?? [];
  const blocks = [
    [content.greeting],
    content.paragraphs,
    details.map(({ label, value }) => `${label}: ${value}`),
    content.action ? [`${content.action.label}: ${content.action.url}`] : [],
    closing,
  ].filter((block) => block.length > 0);
  const text = blocks.map((block) => block.join('\n')).join('\n\n');

  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeLines(line)}</p>`;
  const rows = details.map(
    ({ label, value }) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:bold">${escapeHtml(label)}</th>` +
      `<td style="vertical-align:top;padding:4px 0">${escapeLines(value)}</td></tr>`,
  );
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:24px 16px;background:#ffffff;color:#1f1f1f;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    ...(rows.length
      ? [
          '<table style="border-collapse:collapse;margin:0 0 16px">',
          '<tbody>',
          ...rows,
          '</tbody>',
          '</table>',
        ]
      : []),
    ...(content.action
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#1f1f1f;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
        ]
      : []),
    ...closing.map(paragraph),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { text, html };
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character]!);
}

/** Escapes text and keeps its line breaks (a special request may have several lines). */
function escapeLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>\n');
}
