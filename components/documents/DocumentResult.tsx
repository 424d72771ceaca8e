import { Chip } from '@/components/ui/Chip';
import { Icon } from '@/components/ui/Icon';
import { virginiaDay } from '@/lib/shared/dates';
import {
  accessibilityLabel,
  fileSizeLabel,
  fileTypeLabel,
  TAG_GROUPS,
} from '@/lib/shared/schemas/documents/rules';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';
import common from '@/components/common/common.module.css';
import text from '@/styles/type.module.css';
import css from './documents.module.css';

/**
 * What is known about the document's accessibility: "Passes the automated PDF/UA checks" (when, which version of
 * the checks), "Checked by a person" (a recorded review), or "May not be fully accessible" and why.
 */
export function AccessibilityMarker({ doc }: { doc: LibraryDocument }) {
  const { shown, label, details } = accessibilityLabel(doc.accessibility);
  return (
    <span className={`${text.small} ${css.marker} ${shown ? css.accessible : text.muted}`}>
      <Icon name={shown ? 'accessibilityNew' : 'mailOutlined'} className={css.markerIcon} />
      {label} <span className={`${css.markerDetail} ${text.muted}`}>{details.join(' ')}</span>
    </span>
  );
}

/**
 * One library document: title link (a plain '/resources/…' anchor, so the ADA notice opens for files not
 * shown accessible), file type and size, the year issued (else the file's Virginia date), tags and
 * the accessibility marker.
 */
export function DocumentResult({ doc }: { doc: LibraryDocument }) {
  return (
    <li className={common.result}>
      <h3 className={`${text.itemTitle} ${css.resultTitle}`}>
        <a href={doc.href}>{doc.title}</a>
      </h3>
      <p className={`${text.small} ${text.muted} ${css.meta}`}>
        {fileTypeLabel(doc.contentType)}, {fileSizeLabel(doc.size)}
        {/* The year issued when known: the seeded files' own date is the day the database was made. */}
        {doc.year !== null ? (
          ` · Issued ${doc.year}`
        ) : (
          <>
            {' '}
            · Updated <time dateTime={doc.lastModified}>{virginiaDay(doc.lastModified)}</time>
          </>
        )}
      </p>
      <div className={css.tags}>
        {TAG_GROUPS.map(({ key, label }) =>
          doc.tags[key] ? (
            <Chip key={key}>
              <span className="visually-hidden">{label}: </span>
              {doc.tags[key]}
            </Chip>
          ) : null,
        )}
        <AccessibilityMarker doc={doc} />
      </div>
    </li>
  );
}

/** A list of document results (used by the library, the archive pages and the GAP-TA application page). */
export function DocumentResultList({ docs }: { docs: readonly LibraryDocument[] }) {
  return (
    <ul className={common.results}>
      {docs.map((doc) => (
        <DocumentResult key={doc.path} doc={doc} />
      ))}
    </ul>
  );
}
