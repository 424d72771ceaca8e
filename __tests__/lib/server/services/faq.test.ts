/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAQ_FILE, listFaq } from '@/lib/server/services/faq';
import { HttpError } from '@/lib/shared/errors';
import { FAQ_TOPICS } from '@/lib/shared/schemas/faq';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-faq-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const entry = (id: string, topic = 'About VTrans') => ({
  id,
  topic,
  question: `Question ${id}?`,
  answer: `Answer with a [link](/about/about-vtrans).`,
});

describe('the real content/faq.json', () => {
  it('parses: unique ids, allowed topics, Markdown links to site pages or https', async () => {
    expect(fs.existsSync(FAQ_FILE)).toBe(true);
    const entries = await listFaq();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) {
      expect(FAQ_TOPICS).toContain(e.topic);
      for (const [, href] of e.answer.matchAll(/\]\(([^)\s]+)\)/g))
        expect(href).toMatch(/^(\/|https:\/\/|mailto:)/);
    }
  });
});

describe('listFaq', () => {
  it('returns the entries in file order', async () => {
    const file = write('ok.json', [entry('b-question'), entry('a-question', 'GAP-TA')]);
    expect((await listFaq(file)).map((e) => e.id)).toEqual(['b-question', 'a-question']);
  });

  it.each([
    ['a duplicate id', [entry('same'), entry('same')], /1\.id: duplicate id 'same'/],
    ['an unknown topic', [entry('x', 'Weather')], /0\.topic/],
    ['an id that is not a slug', [entry('Not A Slug')], /0\.id/],
    ['an empty answer', [{ ...entry('x'), answer: ' ' }], /0\.answer: must not be empty/],
    ['an unexpected field', [{ ...entry('x'), extra: 1 }], /invalid at 0/],
    ['not an array', { id: 'x' }, /invalid at :/],
  ])('throws a 500 naming the problem for %s', async (_name, content, message) => {
    const err = await listFaq(write('bad.json', content)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(500);
    expect((err as HttpError).message).toMatch(message);
  });

  it('throws a 500 for a file that is not JSON, or missing', async () => {
    await expect(listFaq(write('broken.json', '[{'))).rejects.toThrow(/not valid JSON/);
    await expect(listFaq(path.join(dir, 'missing.json'))).rejects.toThrow(/Cannot read the FAQ file/);
  });
});
