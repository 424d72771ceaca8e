import { useTranslations } from 'use-intl';
import { ROUTES } from '@/lib/shared/routes';
import { localePath, type PageTranslation } from '@/lib/shared/i18n';
import { useRouter } from 'next/router';
import css from './frame.module.css';

/**
 * What of a page in another language is translated, said in that language at the top of its content (issue 55):
 * its text translated (by whom, and whether a qualified translator reviewed it), or only its menus and forms,
 * with the English text below; a link to ask for the page in this language, and one to the English page.
 */
export function TranslationNotice({ translation, path }: { translation: PageTranslation; path: string }) {
  const t = useTranslations('frame.translation');
  const { locale = 'en' } = useRouter();
  const ask = `${localePath(locale, ROUTES.contact)}?subject=${encodeURIComponent(`${t('ask')}: ${path}`)}`;
  return (
    <aside className={css.translationNotice} data-translation={translation.covers}>
      {translation.covers === 'content' ? (
        <p>
          {translation.reviewed && translation.reviewedBy
            ? t('reviewed', { reviewedBy: translation.reviewedBy })
            : t('unreviewed', { by: translation.by })}{' '}
          <a href={path} hrefLang="en" lang="en">
            {t('original')}
          </a>
        </p>
      ) : (
        <p>
          {path === '/' || !path ? t('partly') : t('englishOnly')} <a href={ask}>{t('ask')}</a>
        </p>
      )}
    </aside>
  );
}
