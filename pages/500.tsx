import type { GetStaticProps } from 'next';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { errorPageProps } from '@/lib/server/i18n/errorPages';
import css from '@/components/layout/frame.module.css';
import text from '@/styles/type.module.css';

function ServerError() {
  const t = useTranslations('frame.errors');
  return (
    <>
      <h1 className={`${text.h1} ${css.problemHeading}`}>{t('serverError')}</h1>
      <p className={css.spaced}>{t('serverErrorText')}</p>
      <NextLink href="/">{t('home')}</NextLink>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) =>
  errorPageProps(locale, 'serverErrorTitle', '/500');

export default ServerError;
