import { useId } from 'react';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';
import text from '@/styles/type.module.css';
import { DocumentResultList } from './DocumentResult';
import css from './documents.module.css';

interface Props {
  heading: string;
  docs: readonly LibraryDocument[];
  /** Shown instead of the list when there are no documents. */
  emptyText: string;
}

/** A headed section of library documents, with the same result rows as the library. */
export function DocumentSection({ heading, docs, emptyText }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.section}>
      <h2 id={headingId} className={`${text.h2} ${css.gutter}`}>
        {heading}
      </h2>
      {docs.length ? <DocumentResultList docs={docs} /> : <p className={text.body1}>{emptyText}</p>}
    </section>
  );
}
