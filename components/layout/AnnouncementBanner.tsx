import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import type { Announcement } from '@/lib/shared/schemas/announcements';
import text from '@/styles/type.module.css';
import css from './frame.module.css';

/** The level in words (the strip's colour says it too, never alone). */
const LEVEL_WORD: Record<Announcement['Level'], string | null> = {
  info: null,
  important: 'Important',
  urgent: 'Urgent',
};

/** The dated "latest on this page" strip: the newest announcement whose Pages include this page. */
export function AnnouncementBanner({ announcement }: { announcement: Announcement }) {
  const level = announcement.Level in LEVEL_WORD ? announcement.Level : 'info';
  const word = LEVEL_WORD[level];
  return (
    <aside aria-label="Latest announcement" data-level={level} className={css.announcement}>
      <div className={`${css.row} ${css.announcementRow}`}>
        <p className={text.ui}>
          {word && <span className={css.announcementLevel}>{word}:</span>}
          <time dateTime={usDateToIso(announcement.Date)} className={css.announcementDate}>
            {announcement.Date}
          </time>
          <strong className={css.announcementTitle}>{announcement.Title}.</strong>
          {announcement.Message}
          {announcement.Link && (
            <>
              {' '}
              <NextLink prefetch={false} href={announcement.Link.href}>
                {announcement.Link.label}
              </NextLink>
            </>
          )}
        </p>
      </div>
    </aside>
  );
}
