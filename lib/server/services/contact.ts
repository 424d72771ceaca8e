import { db } from '@/lib/server/db/knex';
import { insertedId } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { siteLink } from '@/lib/server/siteLink';
import { oneLine, sendMail } from '@/lib/server/mail';
import { contactQueries as q } from '@/lib/server/repositories/contact';
import { CONTACT_TOPIC_LABELS, type ContactMessage } from '@/lib/shared/schemas/contact';
import { log } from '@/lib/server/log';
import { detectLanguage, type DetectedLanguage } from '@/lib/server/i18n/detect';
import { languageOf } from '@/lib/server/i18n/messages';
import { translatorFor } from '@/lib/server/i18n/translator';

/** The notification staff receive; Reply-To is the sender, so answering goes straight to them. */
function notification(id: number, m: ContactMessage, receivedAt: string, language: DetectedLanguage) {
  const lines = [
    'A message was sent with the contact form on the VTrans website.',
    '',
    `From: ${oneLine(m.name)} <${oneLine(m.email)}>`,
    `Organization: ${oneLine(m.organization) || '(not given)'}`,
    `Topic: ${CONTACT_TOPIC_LABELS[m.topic]}`,
    `Subject: ${oneLine(m.subject)}`,
    // Staff see the language the person wrote in, to answer in it (issue 55).
    `Language: ${language.name}${language.code === 'und' ? '' : ` (detected from the message)`}; page language: ${languageOf(m.locale).englishName}`,
    ...(m.pagePath ? [`About: ${siteLink(m.pagePath)}`] : []),
    `Received: ${receivedAt}`,
    `Reference: contact message #${id}`,
    '',
    m.message,
    '',
    '-- ',
    'Reply to this email to answer the sender.',
  ];
  return {
    to: env().CONTACT_EMAIL,
    subject: `[VTrans contact] ${m.subject}`,
    text: lines.join('\n'),
    replyTo: { name: oneLine(m.name), address: m.email },
  };
}

/** The sender's receipt, in the language of the page they wrote from, with their message quoted. */
function receipt(id: number, m: ContactMessage, receivedAt: string) {
  const { t } = translatorFor(m.locale, 'contact');
  return {
    to: m.email,
    subject: t('receipt.subject', { subject: oneLine(m.subject) }),
    text: t('receipt.body', {
      name: oneLine(m.name),
      date: new Date(receivedAt),
      id,
      message: m.message,
    }),
  };
}

/**
 * Stores a contact-form message, then emails the VTrans team (with the language the message is written in) and
 * sends the sender a receipt in the language of the page they wrote from. A filled honeypot (`website`) is answered like
 * any other message but nothing is stored or sent. If the email fails, the message stays stored and the error
 * is logged (staff can still read it in the database): the sender's message is never lost.
 */
export async function submitContactMessage(m: ContactMessage): Promise<{ id: number }> {
  if (m.website) {
    log.info('contact: honeypot filled, message dropped');
    return { id: 0 }; // same shape as a real answer, so bots learn nothing
  }
  const createdAt = new Date().toISOString();
  const rows = await q.insert(await db(), {
    name: m.name,
    email: m.email,
    organization: m.organization || null,
    topic: m.topic,
    subject: m.subject,
    message: m.message,
    page_path: m.pagePath ?? null,
    created_at: createdAt,
  });
  const id = insertedId(rows);
  const language = detectLanguage(m.message);
  try {
    await sendMail(notification(id, m, createdAt, language));
  } catch (err) {
    // The documented exception to "services never swallow": the message is safely stored already.
    log.error({ err, messageId: id }, 'contact: stored, but the notification email failed');
  }
  try {
    await sendMail(receipt(id, m, createdAt));
  } catch (err) {
    log.error({ err, messageId: id }, 'contact: stored and sent to staff, but the receipt email failed');
  }
  return { id };
}
