import { z } from 'zod';
import { db } from '@/lib/server/db/knex';
import { insertedId, isoDateTime } from '@/lib/server/db/normalize';
import type { ContactMessageRow } from '@/lib/server/db/tables';
import { env } from '@/lib/server/env';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { JobFailure } from '@/lib/server/jobs/queue';
import { siteLink } from '@/lib/server/siteLink';
import { oneLine, sendMail } from '@/lib/server/mail';
import { contactQueries as q } from '@/lib/server/repositories/contact';
import { HttpError } from '@/lib/shared/errors';
import { CONTACT_TOPIC_LABELS } from '@/lib/shared/schemas/contact';
import type { ContactMessage } from '@/lib/shared/schemas/contact';
import { log } from '@/lib/server/log';
import { detectLanguage } from '@/lib/server/i18n/detect';
import { languageOf } from '@/lib/server/i18n/messages';
import { translatorFor } from '@/lib/server/i18n/translator';

/** The notification staff receive; Reply-To is the sender, so answering goes straight to them. */
function notification(row: ContactMessageRow, locale: string | undefined) {
  // Staff see the language the person wrote in, to answer in it (issue 55).
  const language = detectLanguage(row.message);
  const lines = [
    'A message was sent with the contact form on the VTrans website.',
    '',
    `From: ${oneLine(row.name)} <${oneLine(row.email)}>`,
    `Organization: ${oneLine(row.organization ?? '') || '(not given)'}`,
    `Topic: ${CONTACT_TOPIC_LABELS[row.topic]}`,
    `Subject: ${oneLine(row.subject)}`,
    `Language: ${language.name}${language.code === 'und' ? '' : ` (detected from the message)`}; page language: ${languageOf(locale).englishName}`,
    ...(row.page_path ? [`About: ${siteLink(row.page_path)}`] : []),
    `Received: ${isoDateTime(row.created_at)}`,
    `Reference: contact message #${row.id}`,
    '',
    row.message,
    '',
    '-- ',
    'Reply to this email to answer the sender.',
  ];
  return {
    to: env().CONTACT_EMAIL,
    subject: `[VTrans contact] ${row.subject}`,
    text: lines.join('\n'),
    replyTo: { name: oneLine(row.name), address: row.email },
  };
}

/** The sender's receipt, in the language of the page they wrote from, with their message quoted. */
function receipt(row: ContactMessageRow, locale: string | undefined) {
  const { t } = translatorFor(locale, 'contact');
  return {
    to: row.email,
    subject: t('receipt.subject', { subject: oneLine(row.subject) }),
    text: t('receipt.body', {
      name: oneLine(row.name),
      date: new Date(isoDateTime(row.created_at)),
      id: row.id,
      message: row.message,
    }),
  };
}

const MailPayload = z.object({ messageId: z.number().int().positive(), locale: z.string().optional() });

/** The stored message a mail job is about; gone (deleted by staff) is final, nothing to send. */
async function storedMessage(id: number): Promise<ContactMessageRow> {
  const row = (await q.byId(await db(), id)) as ContactMessageRow | undefined;
  if (!row) throw new JobFailure(`Contact message #${id} no longer exists.`);
  return row;
}

/** Mails the VTrans team a stored contact message (a mail: the public lane; the staff lane holds only checks). */
export const contactNotificationJob = defineJob({
  kind: 'contact-notification',
  lane: 'public',
  payload: MailPayload,
  maxAttempts: 5,
  run: async ({ messageId, locale }) => {
    await sendMail(notification(await storedMessage(messageId), locale));
    return { notified: messageId };
  },
});

/** Mails the sender the receipt of their message (a receipt someone waits for: the public lane). */
export const contactReceiptJob = defineJob({
  kind: 'contact-receipt',
  lane: 'public',
  payload: MailPayload,
  maxAttempts: 5,
  run: async ({ messageId, locale }) => {
    const row = await storedMessage(messageId);
    await sendMail(receipt(row, locale));
    return { receiptFor: messageId };
  },
});

/**
 * Stores a contact-form message and queues its two mails in the same transaction: the VTrans team's (with the
 * language the message is written in) and the sender's receipt, in the language of the page they wrote from.
 * Both or neither: a message is never stored without its mails on the way, and a mail server that is down is
 * tried again (the job queue's attempts) rather than the receipt being lost to a log line. A filled honeypot
 * (`website`) is answered like any other message but nothing is stored or sent.
 */
export async function submitContactMessage(m: ContactMessage): Promise<{ id: number }> {
  if (m.website) {
    log.info('contact: honeypot filled, message dropped');
    return { id: 0 }; // same shape as a real answer, so bots learn nothing
  }
  const k = await db();
  let id: number;
  try {
    id = await k.transaction(async (trx) => {
      const stored = insertedId(
        await q.insert(trx, {
          name: m.name,
          email: m.email,
          organization: m.organization || null,
          topic: m.topic,
          subject: m.subject,
          message: m.message,
          page_path: m.pagePath ?? null,
          created_at: new Date().toISOString(),
        }),
      );
      const payload = { messageId: stored, locale: m.locale };
      await enqueueJob(contactNotificationJob, payload, { trx });
      await enqueueJob(contactReceiptJob, payload, { trx });
      return stored;
    });
  } catch (err) {
    // Nothing was stored: the person is told to send it again rather than shown a thank-you for a lost message.
    log.error({ err }, 'contact: the message and its mails could not be recorded');
    throw new HttpError(
      503,
      'Your message could not be sent, and nothing was recorded. Please try again in a moment.',
    );
  }
  return { id };
}
