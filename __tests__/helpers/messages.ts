import fs from 'node:fs';
import path from 'node:path';

/** Every catalog of a language (messages/<locale>/<area>.json), as a page gets them. */
export function messagesOf(locale: string): Record<string, Record<string, unknown>> {
  const folder = path.join(process.cwd(), 'messages', locale);
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.json') && f !== 'language.json')
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8'))]),
  );
}

/** Every English catalog (messages/en/<area>.json), as a page gets them. */
export const englishMessages = messagesOf('en');
