import { db } from '@/lib/server/db/knex';
import { num } from '@/lib/server/db/normalize';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import { getStorage } from '@/lib/server/storage';
import { LETTER_MAX_MB } from '@/lib/shared/schemas/gapTaApplications/rules';
import { HttpError } from '@/lib/shared/errors';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { now, visibleApplication } from './access';
import { sniffKind } from '@/lib/server/documents/sniff';
import { getApplication, ownEditable, addEvent } from './applications';

/** An application's letter of support: a PDF (by its bytes, not only its name) kept in private storage. */

const letterKey = (applicationId: string) => `gap-ta/${applicationId}/letter-of-support.pdf`;

/** PUT /api/gap-ta/applications/{id}/letter: the letter of support, a PDF kept in private storage. */
export async function uploadLetter(
  user: SessionUser,
  input: { id: string; fileName: string; bytes: Buffer },
): Promise<Application> {
  const k = await db();
  const row = await ownEditable(user, input.id, k);
  if (!/\.pdf$/i.test(input.fileName)) {
    throw new HttpError(
      415,
      'The letter of support must be a PDF (a file ending in .pdf). Save or scan it as PDF and upload again.',
      'file',
    );
  }
  // The library's sniffing: a name ending in .pdf is not enough (415, as the library answers).
  if (sniffKind(input.bytes) !== 'pdf') {
    throw new HttpError(
      415,
      `'${input.fileName}' is not a PDF inside, only by its name. Open it and save it as PDF, then upload again.`,
      'file',
    );
  }
  const key = letterKey(input.id);
  await getStorage().putPrivate(key, input.bytes, 'application/pdf');
  await k.transaction(async (trx) => {
    await q.updateApplication(trx, num(row.id), {
      letter_key: key,
      letter_name: input.fileName.slice(0, 260),
      letter_size: input.bytes.length,
      updated_at: now(),
    });
    await addEvent(trx, row, user, 'letter', { note: `Uploaded ${input.fileName.slice(0, 260)}` });
  });
  return getApplication(user, input.id);
}

export const LETTER_MAX_BYTES = LETTER_MAX_MB * 1024 * 1024;

/** GET …/letter: the letter's bytes for the applicant's locality or GAP-TA reviewers. */
export async function readLetter(user: SessionUser, id: string): Promise<{ name: string; bytes: Buffer }> {
  const k = await db();
  const { row } = await visibleApplication(user, id, k);
  if (!row.letter_key) throw new HttpError(404, 'No letter of support has been uploaded yet.');
  const bytes = await getStorage().getPrivate(String(row.letter_key));
  if (!bytes)
    throw new HttpError(
      404,
      'The letter of support is missing from storage. Ask the applicant to upload it again.',
    );
  return { name: String(row.letter_name ?? 'letter-of-support.pdf'), bytes };
}
