import type { GetStaticProps } from 'next';
import NextLink from 'next/link';
import { errorPageMeta } from '@/lib/shared/pageRegistry';
import { DEFAULT_SITE_CONFIG } from '@/lib/shared/site';
import css from '@/components/layout/frame.module.css';
import text from '@/styles/type.module.css';

function ServerError() {
  return (
    <>
      <h1 className={`${text.h1} ${css.problemHeading}`}>Something went wrong on our side</h1>
      <p className={css.spaced}>
        The page could not be loaded just now. Please try again in a few minutes; if it keeps happening, let
        us know through the contact page.
      </p>
      <NextLink href="/">Go to the VTrans home page</NextLink>
    </>
  );
}

export const getStaticProps: GetStaticProps = async () => ({
  props: {
    meta: errorPageMeta('Something went wrong', '/500'),
    site: DEFAULT_SITE_CONFIG,
    announcement: null,
  },
});

export default ServerError;
