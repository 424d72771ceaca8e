import { db } from '@/lib/server/db/knex';
import { num } from '@/lib/server/db/normalize';
import { sniffKind } from '@/lib/server/documents/sniff';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import { getStorage } from '@/lib/server/storage';
import { HttpError } from '@/lib/shared/errors';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { conflict, notFound, now, statusOf, visibleApplication } from './access';
import { getApplication } from './applications';

/**
 * A PDF sent with a clarification's answer (a revised map, a council's letter). The applicant chooses it while
 * OIPI's question is open; it waits on the application until the answer is sent, which moves it onto the answer's
 * step (applications.ts, answerClarification). Kept in private storage, read by the locality and GAP-TA reviewers.
 */

/** Where a chosen file is kept: one name per upload, so a later answer's file never overwrites an earlier one. */
const fileKey = (applicationId: string) => `gap-ta/${applicationId}/clarification-${Date.now()}.pdf`;

/** PUT /api/gap-ta/applications/{id}/clarification?fileName=…: the PDF for the answer being written. */
export async function attachClarificationFile(
  user: SessionUser,
  input: { id: string; fileName: string; bytes: Buffer },
): Promise<Application> {
  const k = await db();
  const v = await visibleApplication(user, input.id, k);
  if (!v.own) throw notFound();
  if (statusOf(v.row) !== 'clarification-requested') {
    throw conflict(
      'No clarification is asked of this application at the moment, so no file can go with an answer.',
    );
  }
  if (!/\.pdf$/i.test(input.fileName) || sniffKind(input.bytes) !== 'pdf') {
    throw new HttpError(
      415,
      `'${input.fileName.slice(0, 260)}' is not a PDF. A file sent with an answer must be a PDF: save or scan it as PDF and attach it again.`,
      'file',
    );
  }
  const key = fileKey(input.id);
  await getStorage().putPrivate(key, input.bytes, 'application/pdf');
  const earlier = v.row.clarification_file_key ? String(v.row.clarification_file_key) : null;
  const moved = await q.moveStatus(k, num(v.row.id), ['clarification-requested'], {
    clarification_file_key: key,
    clarification_file_name: input.fileName.slice(0, 260),
    clarification_file_size: input.bytes.length,
    updated_at: now(),
  });
  if (moved === 0) {
    await getStorage().deletePrivate(key);
    throw conflict('The clarification was answered meanwhile; the file was not attached.');
  }
  // The file it replaces was never sent with an answer.
  if (earlier) await getStorage().deletePrivate(earlier);
  return getApplication(user, input.id);
}

/** DELETE …/clarification: the chosen file is not sent after all. */
export async function removeClarificationFile(user: SessionUser, id: string): Promise<Application> {
  const k = await db();
  const v = await visibleApplication(user, id, k);
  if (!v.own) throw notFound();
  const key = v.row.clarification_file_key ? String(v.row.clarification_file_key) : null;
  if (key) {
    await q.moveStatus(k, num(v.row.id), ['clarification-requested'], {
      clarification_file_key: null,
      clarification_file_name: null,
      clarification_file_size: null,
      updated_at: now(),
    });
    await getStorage().deletePrivate(key);
  }
  return getApplication(user, id);
}

/** GET …/clarification?file={step}: a file sent with an answer, for the locality and GAP-TA reviewers. */
export async function readClarificationFile(
  user: SessionUser,
  id: string,
  event: number,
): Promise<{ name: string; bytes: Buffer }> {
  const k = await db();
  const { row } = await visibleApplication(user, id, k);
  const file = (await q.eventFile(k, num(row.id), event)) as
    { file_key: string; file_name: string } | undefined;
  if (!file) throw new HttpError(404, 'No file was sent with that answer.');
  const bytes = await getStorage().getPrivate(file.file_key);
  if (!bytes) throw new HttpError(404, 'The file sent with that answer is missing from storage.');
  return { name: file.file_name, bytes };
}
