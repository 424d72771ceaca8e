import { useState } from 'react';
import type { RenderedFaqEntry } from '@/lib/shared/schemas/faq';
import { Markdown } from '@/components/articles/Markdown';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import text from '@/styles/type.module.css';
import css from './faq.module.css';

interface Props {
  entry: RenderedFaqEntry;
  expanded: boolean;
  onToggle: (id: string, open: boolean) => void;
}

/** The address of one question: this page with the question's anchor. */
const linkTo = (id: string) => `${window.location.origin}${window.location.pathname}#${id}`;

/**
 * One question: an accordion whose summary is an h3 button (aria-expanded, aria-controls), the Markdown
 * answer in a labelled region that is hidden while closed, and a 'Copy link' button.
 */
export function FaqItem({ entry, expanded, onToggle }: Props) {
  const [copied, setCopied] = useState<string | null>(null);

  async function copyLink() {
    const url = linkTo(entry.id);
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      // No clipboard (older browser, or permission refused): show the address so it can be copied by hand.
      setCopied(`Copy this link: ${url}`);
    }
  }

  const questionId = `${entry.id}-question`;
  const answerId = `${entry.id}-answer`;
  return (
    <div id={entry.id} className={css.item}>
      <h3 className={css.heading}>
        <button
          type="button"
          id={questionId}
          aria-expanded={expanded}
          aria-controls={answerId}
          className={css.summary}
          onClick={() => onToggle(entry.id, !expanded)}
        >
          <span className={css.question}>{entry.question}</span>
          <Icon name="expandMore" className={`${css.expandIcon} ${expanded ? css.expanded : ''}`} />
        </button>
      </h3>
      <div
        id={answerId}
        role="region"
        aria-labelledby={questionId}
        hidden={!expanded}
        className={css.details}
      >
        <Markdown tree={entry.answerTree} />
        <div className={css.copyRow}>
          <Button
            variant="text"
            className={css.copy}
            onClick={() => void copyLink()}
            aria-label={`Copy link to the question: ${entry.question}`}
          >
            <Icon name="link" />
            Copy link
          </Button>
          <span role="status" className={`${text.small} ${css.copied}`}>
            {copied}
          </span>
        </div>
      </div>
    </div>
  );
}
