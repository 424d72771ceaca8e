// A real SMTP server for tests and local use: accepts every message on 127.0.0.1 and writes it as an .eml file.
// Usage: node scripts/smtp-capture.mjs <port> <folder>
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 2525);
const dir = path.resolve(process.argv[3] ?? '.smtp-capture');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let n = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      n += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const file = path.join(dir, `${String(n).padStart(5, '0')}-${to.replace(/[^\w@.-]/g, '_')}.eml`);
      fs.writeFileSync(`${file}.tmp`, Buffer.concat(chunks));
      fs.renameSync(`${file}.tmp`, file);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () =>
  console.log(`[smtp-capture] listening on 127.0.0.1:${port}, writing to ${dir}`),
);
