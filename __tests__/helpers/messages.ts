import fs from 'node:fs';
import path from 'node:path';

/** Every English catalog (messages/en/<area>.json), as a page gets them. */
export const englishMessages: Record<string, Record<string, unknown>> = Object.fromEntries(
  fs
    .readdirSync(path.join(process.cwd(), 'messages', 'en'))
    .filter((f) => f.endsWith('.json') && f !== 'language.json')
    .map((f) => [
      f.replace(/\.json$/, ''),
      JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', 'en', f), 'utf8')),
    ]),
);
