import NextLink from 'next/link';
import text from '@/styles/type.module.css';
import css from './frame.module.css';

/** What page() passes when a page's loader refused the address (HttpError 4xx): status and a message to act on. */
export interface PageProblem {
  status: number;
  message: string;
}

const HEADINGS: Record<number, string> = {
  400: 'We could not read that address',
  404: "We can't find that page",
};

/**
 * The 404 page and every page that refused its address: a heading, what was wrong (when known), and the way on.
 * `back` is a page that does exist nearby (e.g. the first page of a list).
 */
export function ProblemNotice({
  status = 404,
  message = null,
  back = null,
}: {
  status?: number;
  message?: string | null;
  back?: { href: string; label: string } | null;
}) {
  return (
    <>
      <h1 className={`${text.h1} ${css.problemHeading}`}>{HEADINGS[status] ?? HEADINGS[404]}</h1>
      {message && (
        <p role="alert" className={css.spaced}>
          {message}
        </p>
      )}
      <p className={css.spaced}>
        The address may be mistyped, or the page may have moved when the site was redesigned. Try the search
        box above, or start again from the home page.
      </p>
      {back && (
        <p className={css.spaced}>
          <NextLink href={back.href}>{back.label}</NextLink>
        </p>
      )}
      <NextLink href="/">Go to the VTrans home page</NextLink>
    </>
  );
}
