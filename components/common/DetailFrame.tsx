import NextLink from 'next/link';
import type { ReactNode } from 'react';
import text from '@/styles/type.module.css';
import css from './common.module.css';

interface Props {
  back: { href: string; label: string };
  /** The item's title, or null when the link matched nothing. */
  title: string | null;
  notFound: { heading: string; text: string };
  children?: ReactNode;
}

/** A detail page (one meeting, one update): a link back to the list, then the item or a not-found message. */
export function DetailFrame({ back, title, notFound, children }: Props) {
  const backLink = <NextLink href={back.href}>{back.label}</NextLink>;
  if (title === null) {
    return (
      <>
        <h1 className={`${text.h1} ${css.gutter}`}>{notFound.heading}</h1>
        <p className={`${text.body1} ${css.mb2}`}>{notFound.text}</p>
        {backLink}
      </>
    );
  }
  return (
    <article>
      {backLink}
      <h1 className={`${text.h1} ${css.gutter} ${css.mt2}`}>{title}</h1>
      {children}
    </article>
  );
}
