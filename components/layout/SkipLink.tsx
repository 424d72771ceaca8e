import { useTranslations } from 'use-intl';
import css from './frame.module.css';

/** First focusable element of every page; lands on <main id="main-content">. */
export function SkipLink() {
  const t = useTranslations('frame');
  return (
    <a href="#main-content" className={css.skip}>
      {t('skipToMain')}
    </a>
  );
}
