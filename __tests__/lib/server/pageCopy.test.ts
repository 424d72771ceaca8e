/** @jest-environment node */
import fs from 'node:fs/promises';
import path from 'node:path';
import { resetEnvCache } from '@/lib/server/env';
import { pageCopy } from '@/lib/server/pageCopy';

// A throwaway copy file in the real content folder (pageCopy reads only there); removed afterwards.
const SLUG = 'zz-jest-copy-cache';
const FILE = path.join(process.cwd(), 'content', 'pages', `${SLUG}.md`);

afterAll(() => fs.rm(FILE, { force: true }));

describe('pageCopy', () => {
  it('parses a copy file once and again only when the file changes', async () => {
    await fs.writeFile(FILE, '---\nupdated: 2026-11-16\n---\n## First\n\nOne paragraph.\n');
    const first = await pageCopy(SLUG);
    expect(first?.body).toBe('## First\n\nOne paragraph.');
    // A level-2 heading carries its anchor (a section a link or a comment on a draft points to).
    expect(first?.tree[0]).toEqual({ t: 'h2', p: { id: 'first' }, c: ['First'] });
    // Unchanged file: the same parsed object, no second parse.
    expect(await pageCopy(SLUG)).toBe(first);

    // Edited file (new size and modification time): read and parsed again.
    await fs.writeFile(FILE, '## Second heading\n\nTwo paragraphs.\n\nThree.\n');
    await fs.utimes(FILE, new Date(), new Date(Date.now() + 5000));
    const second = await pageCopy(SLUG);
    expect(second).not.toBe(first);
    expect(second?.tree[0]).toEqual({ t: 'h2', p: { id: 'second-heading' }, c: ['Second heading'] });

    await fs.rm(FILE);
    expect(await pageCopy(SLUG)).toBeNull();
  });

  it('in production reads a file once: the copy ships with the release, so a render touches no file', async () => {
    const before = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: 'production' });
    resetEnvCache();
    try {
      const slug = `${SLUG}-prod`;
      const file = path.join(process.cwd(), 'content', 'pages', `${slug}.md`);
      await fs.writeFile(file, '## Shipped\n\nText.\n');
      try {
        const first = await pageCopy(slug);
        await fs.writeFile(file, '## Changed on disk after the start\n');
        await fs.utimes(file, new Date(), new Date(Date.now() + 5000));
        expect(await pageCopy(slug)).toBe(first);
      } finally {
        await fs.rm(file, { force: true });
      }
    } finally {
      Object.assign(process.env, { NODE_ENV: before });
      resetEnvCache();
    }
  });
});

describe('the office states its own address', () => {
  // Issue 53 §4: "According to a 2021 VTrans technical guide, the VTrans team is located at…" cited a document
  // for the office's own address. The contact and CTB/OIPI pages, in every language, state it plainly.
  const dir = path.join(process.cwd(), 'content', 'pages');
  it('no page copy cites a guide for where the team is', async () => {
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.md'));
    for (const f of files) {
      const text = await fs.readFile(path.join(dir, f), 'utf8');
      expect({ f, cites: /according to an? (\d{4} )?[\w ]*guide/i.test(text) }).toEqual({ f, cites: false });
    }
  });
  it('the contact page gives the address in each of its languages', async () => {
    const files = (await fs.readdir(dir)).filter((f) => /^contact-us(\.\w+)?\.md$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const f of files)
      expect(await fs.readFile(path.join(dir, f), 'utf8')).toContain(
        'Office of Intermodal Planning and Investment\\\n1221 E. Broad St.',
      );
  });
});
