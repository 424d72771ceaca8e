import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { dataPath, env } from '@/lib/server/env';
import { log } from '@/lib/server/log';

/** One outgoing message. `replyTo` lets staff answer the person who wrote, not the site's sender. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string | { name: string; address: string };
  /** Files sent with the message (e.g. the PDF copy of a GAP-TA application). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * User-supplied text where a mail shows it as a field (a name in "From: …", a title in the subject, a name in a
 * greeting): every line break (CR, LF, NEL, LS, PS, VT, FF) and other control character becomes a space and runs
 * of spaces collapse, so a name such as "Ada\nApprove at https://evil.example" cannot print fake lines into the
 * mail. Free text shown as a block (a comment, a reason, a note) keeps its lines. Every mail builder uses it.
 */
export function oneLine(text: unknown): string {
  return String(text ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** What happened to a message: its Message-ID, and the .eml file when it went to the outbox. */
export interface MailResult {
  messageId: string;
  file: string | null;
}

// One SMTP transport per URL (tests point SMTP_URL at a capture server and change it between cases).
const smtpTransports = new Map<string, Transporter<SMTPTransport.SentMessageInfo>>();

function smtpTransport(url: string): Transporter<SMTPTransport.SentMessageInfo> {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(
      new SMTPTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    );
    smtpTransports.set(url, transport);
  }
  return transport;
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true });

/** RFC 5322 wants CRLF; nodemailer leaves bare LFs from the body as they are. The message is ASCII (MIME). */
const toCrlf = (message: Buffer) =>
  Buffer.from(message.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');

/** Writes a file so that readers never see it half-written: a temporary name, then a rename. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, data, { flag: 'wx' });
  try {
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

let outboxCount = 0;

async function writeToOutbox(mail: nodemailer.SendMailOptions): Promise<MailResult> {
  const info = await outboxTransport.sendMail(mail);
  const dir = dataPath('outbox');
  await fs.mkdir(dir, { recursive: true });
  // Named so that the folder lists mails in the order they were sent: the time, then this process's count (two
  // mails in one millisecond, or under a test's stopped clock), then a random part (other instances).
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${String(++outboxCount).padStart(9, '0')}-${randomUUID()}.eml`);
  await writeAtomically(file, toCrlf(info.message as Buffer));
  log.info({ file }, 'mail: no SMTP_URL set, the message is written to the outbox folder');
  return { messageId: info.messageId, file };
}

/**
 * Sends one message from MAIL_FROM: by SMTP when SMTP_URL is set, otherwise (embedded default) it is
 * written as an .eml file to DATA_DIR/outbox. Rejects when the message could not be sent or written.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const e = env();
  const mail: nodemailer.SendMailOptions = {
    from: e.MAIL_FROM,
    to: message.to,
    subject: oneLine(message.subject),
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
  };
  if (!e.SMTP_URL) return writeToOutbox(mail);
  const info = await smtpTransport(e.SMTP_URL).sendMail(mail);
  return { messageId: info.messageId, file: null };
}

/** Closes open SMTP connections (scripts and tests). */
export function closeMail(): void {
  for (const transport of smtpTransports.values()) transport.close();
  smtpTransports.clear();
}
