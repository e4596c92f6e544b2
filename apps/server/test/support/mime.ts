/**
 * Just enough of RFC 5322, 2045-2047 and 2046 to read what nodemailer writes: folded headers,
 * encoded words, quoted-printable and base64 bodies, nested multipart parts.
 */
export interface MailPart {
  filename: string | undefined;
  contentType: string;
  /** The Content-ID an HTML body shows it by, without its angle brackets. */
  contentId: string | undefined;
  content: Buffer;
}

export interface ParsedMail {
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
  /** The parts that are files: attachments and inline images. */
  attachments: MailPart[];
}

const splitHead = (raw: Buffer) => {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const end = crlf !== -1 && (lf === -1 || crlf < lf) ? crlf : lf;
  if (end === -1) return { head: raw.toString('latin1'), body: Buffer.alloc(0) };
  const gap = end === crlf ? 4 : 2;
  return { head: raw.subarray(0, end).toString('latin1'), body: raw.subarray(end + gap) };
};

const parseHeaders = (head: string) => {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
};

const parseParameters = (value: string) => {
  const [type = '', ...rest] = value.split(';');
  const parameters = new Map<string, string>();
  for (const item of rest) {
    const equals = item.indexOf('=');
    if (equals === -1) continue;
    const name = item.slice(0, equals).trim().toLowerCase();
    parameters.set(
      name,
      item
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return { type: type.trim().toLowerCase(), parameters };
};

const decodeQuotedPrintable = (text: string, inHeader = false) => {
  const bytes: number[] = [];
  const source = (inHeader ? text.replaceAll('_', ' ') : text).replace(/=\r?\n/g, '');
  for (let index = 0; index < source.length; index += 1) {
    const hex = source.slice(index + 1, index + 3);
    if (source[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(source.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
};

const decodeBody = (body: Buffer, encoding: string | undefined) => {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1'), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.toString('latin1'));
    default:
      return body;
  }
};

const encodedWord = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

/** Decodes RFC 2047 encoded words; the space between two adjacent ones is not part of the text. */
export const decodeHeader = (value: string) =>
  value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(encodedWord, (_match, charset: string, kind: string, text: string) =>
      new TextDecoder(charset).decode(
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text, true),
      ),
    );

const toText = (bytes: Buffer, charset: string | undefined) =>
  new TextDecoder(charset ?? 'utf-8').decode(bytes).replace(/\r\n/g, '\n');

const splitMultipart = (body: Buffer, boundary: string) => {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let start = text.indexOf(delimiter);
  while (start !== -1) {
    const contentStart = text.indexOf('\n', start) + 1;
    if (text.startsWith(`${delimiter}--`, start) || contentStart === 0) break;
    const next = text.indexOf(`\r\n${delimiter}`, contentStart);
    if (next === -1) break;
    parts.push(body.subarray(contentStart, next));
    start = next + 2;
  }
  return parts;
};

const crlf = Buffer.from('\r\n');

export const parseMail = (raw: Buffer): ParsedMail => {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parsed: ParsedMail = { headers, text: undefined, html: undefined, attachments: [] };
  const visit = (partHeaders: Map<string, string>, partBody: Buffer) => {
    const { type, parameters } = parseParameters(partHeaders.get('content-type') ?? 'text/plain');
    const boundary = parameters.get('boundary');
    if (type.startsWith('multipart/') && boundary) {
      for (const part of splitMultipart(partBody, boundary)) {
        const split = splitHead(part);
        visit(parseHeaders(split.head), split.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    const disposition = parseParameters(partHeaders.get('content-disposition') ?? '');
    const filename = disposition.parameters.get('filename') ?? parameters.get('name');
    if (filename !== undefined || partHeaders.has('content-id')) {
      parsed.attachments.push({
        filename,
        contentType: type,
        contentId: partHeaders.get('content-id')?.replace(/^<|>$/g, ''),
        content: decoded,
      });
      return;
    }
    if (type === 'text/plain') parsed.text ??= toText(decoded, parameters.get('charset'));
    if (type === 'text/html') parsed.html ??= toText(decoded, parameters.get('charset'));
  };
  // The line break before the SMTP end-of-data mark ends the last line; it is not content.
  visit(headers, body.subarray(0, body.subarray(-2).equals(crlf) ? -2 : undefined));
  return parsed;
};
