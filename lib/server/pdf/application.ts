import { renderLibraryPdf, type LibraryEntry, type LibrarySection } from '@/lib/server/pdf/document';
import {
  APPLICATION_STATUS_LABELS,
  questionsInFormOrder,
  STUDY_AREA_SOURCE_LABELS,
  wordCount,
} from '@/lib/shared/schemas/gapTaApplications/rules';
import { virginiaDateTime } from '@/lib/shared/dates';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import {
  clarificationsOf,
  decisionOf,
  reviewerScoreLines,
} from '@/lib/shared/schemas/gapTaApplications/record';

/** The receipt's own footer (it used to call itself a library reference copy). */
const RECEIPT_FOOTER =
  'Copy of the application as sent on the VTrans website. Alternative formats are available on request.';

/**
 * The person's text as the PDF draws it: every character kept (the embedded fonts draw it or show a visible
 * replacement, lib/server/pdf/fonts.ts), control characters a space.
 */
export function pdfSafe(text: string): string {
  return text.normalize('NFC').replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ');
}

/** The answer split into paragraphs (blank lines), each made drawable. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => pdfSafe(p.trim()))
    .filter(Boolean);

/** What the PDF copy of an application says (its cover and sections): the copy's whole input but the link. */
export function applicationCopyEntry(app: Application): Omit<LibraryEntry, 'year'> {
  const sections: LibrarySection[] = [
    {
      heading: 'Application',
      bullets: [
        `Tracking number: ${app.trackingNumber ?? 'not sent yet (draft)'}`,
        `Status: ${APPLICATION_STATUS_LABELS[app.status]}`,
        `Cycle: ${app.cycleTitle}`,
        `Component ${app.component.number}: ${app.component.title}`,
        ...(app.submittedAt ? [`Sent: ${virginiaDateTime(app.submittedAt)}`] : []),
        ...(app.decidedAt ? [`Decided: ${virginiaDateTime(app.decidedAt)}`] : []),
      ].map(pdfSafe),
    },
    ...recordSections(app),
    {
      heading: 'Agency and contact',
      bullets: [
        `Locality: ${app.locality}`,
        `Agency: ${app.agencyName}`,
        `Contact: ${app.contactName}${app.contactTitle ? `, ${app.contactTitle}` : ''}`,
        `Email: ${app.contactEmail}`,
        `Phone: ${app.contactPhone}`,
        `Prior GAP-TA assistance: ${app.priorAssistance ?? 'not answered'}`,
      ].map(pdfSafe),
    },
    { heading: 'Study title', paragraphs: [pdfSafe(app.title || '(none)')] },
    ...questionsInFormOrder(app.component.questions).map((q) => {
      const answer = paragraphs(app.answers[q.key] ?? '');
      return {
        heading: pdfSafe(`${q.label} (${wordCount(app.answers[q.key])} of ${q.wordLimit} words)`),
        paragraphs: answer.length > 0 ? answer : ['(no answer)'],
      };
    }),
    {
      heading: 'Study area',
      bullets: app.studyArea
        ? [
            STUDY_AREA_SOURCE_LABELS[app.studyArea.source],
            ...(app.studyArea.localities.length > 0
              ? [`Counties and cities: ${app.studyArea.localities.join(', ')}`]
              : []),
            ...(app.studyArea.fileName ? [`File: ${app.studyArea.fileName}`] : []),
            `Extent (longitude/latitude): ${app.studyArea.bbox.join(', ')}`,
          ].map(pdfSafe)
        : ['Not set'],
    },
    {
      heading: 'Letter of support',
      paragraphs: [
        pdfSafe(app.letter ? `${app.letter.fileName} (kept with the application)` : 'Not uploaded'),
      ],
    },
  ];
  return {
    path: 'gap-ta-application.pdf',
    title: pdfSafe(`GAP-TA application${app.trackingNumber ? ` ${app.trackingNumber}` : ''}`),
    subject: pdfSafe(`${app.locality}: ${app.title || 'GAP Technical Assistance request'}`),
    issued: pdfSafe(`${app.cycleTitle}, component ${app.component.number}`),
    tags: { topic: 'GAP-TA', docType: 'Application', planCycle: app.cycleTitle },
    sections,
  };
}

/**
 * The record beyond the form: the decision's note, each clarification asked and answered, and (staff's copy
 * only: an applicant's has no scores) every reviewer's points per criterion.
 */
function recordSections(app: Application): LibrarySection[] {
  const decision = decisionOf(app);
  const asked = clarificationsOf(app);
  return [
    ...(decision?.note ? [{ heading: 'Decision', paragraphs: paragraphs(decision.note) }] : []),
    ...(asked.length > 0
      ? [
          {
            heading: 'Clarification',
            paragraphs: asked.flatMap((c) => [
              pdfSafe(`OIPI asked on ${virginiaDateTime(c.askedAt)}: ${c.question}`),
              pdfSafe(
                c.answer === null || c.answeredAt === null
                  ? 'Not answered yet.'
                  : `The applicant answered on ${virginiaDateTime(c.answeredAt)}: ${c.answer}` +
                      (c.file ? ` (with a PDF, ${c.file.fileName})` : ''),
              ),
            ]),
          },
        ]
      : []),
    ...(app.scores
      ? [
          {
            heading: 'Reviewers’ scores',
            bullets:
              app.scores.length > 0 ? reviewerScoreLines(app).map(pdfSafe) : ['Nobody has scored it yet.'],
          },
        ]
      : []),
  ];
}

/** The copy's HTML equivalents: the application's status page, and its study's page once it is awarded. */
export interface CopyLinks {
  status: string;
  study: string | null;
}

/**
 * A PDF copy of an application (the receipt's attachment, and the copy staff download): every answer, the
 * study area and the letter's file name, a tagged PDF/UA document like the library's reference PDFs, linking
 * to its HTML equivalents (`links`: the status page, and the study page of an awarded application).
 */
export function applicationPdf(app: Application, links: CopyLinks): Promise<Buffer> {
  return renderLibraryPdf(applicationCopyEntry(app), RECEIPT_FOOTER, [
    {
      url: links.status,
      description: 'The application’s status page on the VTrans website',
      before: 'This application and its status are also on the website:',
    },
    ...(links.study
      ? [
          {
            url: links.study,
            description: 'The page of the GAP-TA study this application was awarded, on the VTrans website',
            before: 'The study it was awarded has its own page on the website:',
          },
        ]
      : []),
  ]);
}
