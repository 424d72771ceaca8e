/** @jest-environment node */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { resetEnvCache } from '@/lib/server/env';
import { closeMail, oneLine, sendMail } from '@/lib/server/mail';
import { log } from '@/lib/server/log';
import { withClockStill } from '../../helpers/clock';

/** Headers (unfolded, lower-cased names) and body of an RFC 5322 message. */
function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = normalized.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: normalized.slice(split + 2) };
}

const MESSAGE = {
  to: 'team@vtrans.test',
  subject: 'Hello from the test',
  text: 'A plain message.\nSecond line.',
  replyTo: 'ada@example.com',
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-mail-'));
  process.env.DATA_DIR = dir;
  process.env.MAIL_FROM = 'VTrans website <no-reply@vtrans.test>';
  delete process.env.SMTP_URL;
  resetEnvCache();
});
afterEach(() => {
  closeMail();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetEnvCache();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('sendMail without SMTP_URL (embedded default)', () => {
  it('writes one parseable .eml file with CRLF line endings to DATA_DIR/outbox and logs its path', async () => {
    const logged = jest.spyOn(log, 'info').mockImplementation(() => undefined);
    const result = await sendMail(MESSAGE);
    const outbox = path.join(dir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(result.file).toBe(path.join(outbox, files[0]));
    expect(logged).toHaveBeenCalledWith({ file: result.file }, expect.stringContaining('outbox'));
    logged.mockRestore();

    const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
    expect(raw).toContain('\r\n');
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    const { headers, body } = parseMessage(raw);
    expect(headers.from).toBe('VTrans website <no-reply@vtrans.test>');
    expect(headers.to).toBe('team@vtrans.test');
    expect(headers.subject).toBe('Hello from the test');
    expect(headers['reply-to']).toBe('ada@example.com');
    expect(headers['message-id']).toBe(result.messageId);
    expect(body).toContain('A plain message.\nSecond line.');
  });
  it('names the files so that the folder lists mails in the order they were sent, even in one millisecond', () =>
    withClockStill(async () => {
      const outbox = path.join(dir, 'outbox');
      fs.rmSync(outbox, { recursive: true, force: true });
      for (const n of [1, 2, 3, 4, 5]) await sendMail({ ...MESSAGE, subject: `Mail ${n}` });
      const subjects = fs
        .readdirSync(outbox)
        .sort()
        .map((f) => parseMessage(fs.readFileSync(path.join(outbox, f), 'utf8')).headers.subject);
      expect(subjects).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
    }));
});

describe('sendMail with SMTP_URL', () => {
  let server: SMTPServer;
  let received: Array<{ from: string; to: string[]; raw: string }>;

  beforeEach(async () => {
    received = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          received.push({
            from: from ? from.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvCache();
  });
  afterEach(async () => {
    closeMail();
    if (server.server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message to the SMTP server with the right envelope and headers, and no outbox file', async () => {
    const result = await sendMail({ ...MESSAGE, html: '<p>A plain message.</p>' });
    expect(result.file).toBeNull();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@vtrans.test');
    expect(received[0].to).toEqual(['team@vtrans.test']);
    const { headers, body } = parseMessage(received[0].raw);
    expect(headers.subject).toBe('Hello from the test');
    expect(headers.to).toBe('team@vtrans.test');
    expect(headers['reply-to']).toBe('ada@example.com');
    expect(headers['message-id']).toBe(result.messageId);
    expect(headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(body).toContain('<p>A plain message.</p>');
    expect(fs.existsSync(path.join(dir, 'outbox'))).toBe(false);
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(sendMail(MESSAGE)).rejects.toThrow();
  });
});

describe('oneLine: user-supplied text where a mail shows it as a field', () => {
  it('turns every line break and control character into one space, so no fake lines can be printed', () => {
    expect(oneLine('Ada\r\nApprove at https://evil.example\nSigned: OIPI')).toBe(
      'Ada Approve at https://evil.example Signed: OIPI',
    );
    expect(oneLine('a\u2028b\u2029c\u0085d\u000be\u000cf\tg\u0000h')).toBe('a b c d e f g h');
    expect(oneLine('  Ada   Lovelace \n')).toBe('Ada Lovelace');
  });

  it('keeps ordinary text, unicode and punctuation; empty for null', () => {
    expect(oneLine('Zoë O’Brien — Town of Culpeper, VA')).toBe('Zoë O’Brien — Town of Culpeper, VA');
    expect(oneLine(null)).toBe('');
    expect(oneLine(undefined)).toBe('');
  });
});
