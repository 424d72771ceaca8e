import NextLink from 'next/link';
import { ExternalLink } from '@/components/common/ExternalLink';
import { createElement, type ReactNode } from 'react';
import type { MdNode, MdTree } from '@/lib/shared/markdown';
import table from '@/components/ui/table.module.css';
import text from '@/styles/type.module.css';
import css from './articles.module.css';

const external = (href: string) => /^https?:\/\//.test(href);

/** Headings inside page copy start at h2 (the page's h1 is its article Title). */
interface ElementProps {
  children?: ReactNode;
  href?: string;
  id?: string;
  src?: string;
  alt?: string;
}

const components: Record<string, (props: ElementProps) => ReactNode> = {
  h1: ({ children }) => <h2 className={`${text.h2} ${css.h2}`}>{children}</h2>,
  h2: ({ children, id }) => (
    <h2 id={id} className={`${text.h2} ${css.h2}`}>
      {children}
    </h2>
  ),
  h3: ({ children }) => <h3 className={`${text.h3} ${css.h3}`}>{children}</h3>,
  p: ({ children }) => <p className={`${text.body1} ${css.block}`}>{children}</p>,
  a: ({ href = '', children }) =>
    external(href) ? (
      <ExternalLink href={href}>{children}</ExternalLink>
    ) : (
      <NextLink href={href}>{children}</NextLink>
    ),
  ul: ({ children }) => <ul className={`${text.body1} ${css.block} ${css.list}`}>{children}</ul>,
  ol: ({ children }) => <ol className={`${text.body1} ${css.block} ${css.list}`}>{children}</ol>,
  li: ({ children }) => <li className={css.item}>{children}</li>,
  table: ({ children }) => (
    <div className={`${table.scroll} ${css.table}`}>
      <table className={`${table.table} ${table.boldHead}`}>{children}</table>
    </div>
  ),
  th: ({ children }) => <th scope="col">{children}</th>,
  // Pictures in copy (tutorial screenshots) fit the column, keep their proportions and load when near.
  // eslint-disable-next-line @next/next/no-img-element
  img: ({ src = '', alt = '' }) => <img src={src} alt={alt} loading="lazy" className={css.img} />,
};

function renderNodes(nodes: MdNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const children = node.c ? renderNodes(node.c) : undefined;
    const Component = components[node.t];
    if (Component)
      return (
        <Component key={i} {...(node.p as ElementProps)}>
          {children}
        </Component>
      );
    return createElement(node.t, { key: i, ...node.p }, children);
  });
}

/**
 * Renders page copy written in Markdown (content/), with the site's type classes (no MUI). The Markdown is parsed on the
 * server (lib/server/markdown.ts, raw HTML dropped there); the browser only maps the tree to components.
 */
export function Markdown({ tree }: { tree: MdTree }) {
  return <>{renderNodes(tree)}</>;
}
