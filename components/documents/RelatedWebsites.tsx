import { useId } from 'react';
import { ExternalLink } from '@/components/common/ExternalLink';
import { Icon } from '@/components/ui/Icon';
import type { LibraryLink } from '@/lib/shared/schemas/documents';
import common from '@/components/common/common.module.css';
import text from '@/styles/type.module.css';
import css from './documents.module.css';

/** External pages listed with the library; each opens in a new tab and says so to screen readers. */
export function RelatedWebsites({ links }: { links: readonly LibraryLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={css.related}>
      <h2 id={headingId} className={`${text.h2} ${css.gutter}`}>
        Related websites
      </h2>
      <ul className={common.results}>
        {links.map((l) => (
          <li key={l.url} className={css.relatedItem}>
            <ExternalLink href={l.url} className={css.externalLink}>
              {l.title}
              <Icon name="openInNew" className={css.markerIcon} />
            </ExternalLink>
            <p className={`${text.small} ${text.muted}`}>{l.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
