import { ArticlePage } from '@/components/articles/ArticlePage';
import { ContactForm } from '@/components/contact/ContactForm';
import { page } from '@/lib/server/pageProps';
import { publishedDocumentTitle } from '@/lib/server/services/documents';
import type { Article } from '@/lib/shared/schemas/articles';
import { contactPrefill, type ContactPrefill as Prefill } from '@/lib/shared/schemas/contact/rules';
import type { MdTree } from '@/lib/shared/markdown';

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

/**
 * The contact page; `?subject=` prefills the form (the ADA notice sends the document's address, and the request
 * names the document by its title).
 */
export const getServerSideProps = page<{ prefill: Prefill }>(
  '/get-involved/contact-us',
  async ({ query: { subject } }) => ({
    props: {
      prefill: contactPrefill(
        subject,
        typeof subject === 'string' ? await publishedDocumentTitle(subject) : null,
      ),
    },
  }),
  { areas: ['contact'] },
);

export default ContactPage;
