import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '@/lib/shared/errors';
import { FaqFile, type FaqEntry } from '@/lib/shared/schemas/faq';

/** The FAQ content file (ARCHITECTURE §3: structured JSON under content/). */
export const FAQ_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'faq.json');

/**
 * Every FAQ entry in file order, validated. A missing or invalid file is a deployment fault (500) whose
 * message names the file and the first problem; `file` is injectable for tests.
 */
export async function listFaq(file: string = FAQ_FILE): Promise<FaqEntry[]> {
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch (err) {
    throw new HttpError(500, `Cannot read the FAQ file ${file}: ${(err as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (err) {
    throw new HttpError(500, `The FAQ file ${file} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = FaqFile.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(500, `The FAQ file ${file} is invalid at ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
