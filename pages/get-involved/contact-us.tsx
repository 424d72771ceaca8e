import { ArticlePage } from '@/components/articles/ArticlePage';
import { ContactForm } from '@/components/contact/ContactForm';
import { page } from '@/lib/server/pageProps';
import type { Article } from '@/lib/shared/schemas/articles';
import { contactPrefill } from '@/lib/shared/schemas/contact/rules';
import type { MdTree } from '@/lib/shared/markdown';

type Prefill = ReturnType<typeof contactPrefill>;

interface Props {
  article: Article | null;
  copy: MdTree | null;
  prefill: Prefill;
}

function ContactPage({ article, copy, prefill }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      {/* Keyed so a new ?subject= (the ADA notice navigates client-side) starts a fresh form. */}
      <ContactForm key={`${prefill.subject}|${prefill.pagePath ?? ''}`} initial={prefill} />
    </ArticlePage>
  );
}

/** The contact page; `?subject=` prefills the form (the ADA notice sends the document's path). */
export const getServerSideProps = page<{ prefill: Prefill }>(
  '/get-involved/contact-us',
  async (ctx) => ({ props: { prefill: contactPrefill(ctx.query.subject) } }),
  { areas: ['contact'] },
);

export default ContactPage;
