import NextLink from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FAQ_TOPICS, type FaqTopic } from '@/lib/shared/faqTopics';
import type { FaqEntry, RenderedFaqEntry } from '@/lib/shared/schemas/faq';
import { FaqItem } from './FaqItem';
import { FilterChips } from '@/components/common/FilterChips';
import { TextField } from '@/components/ui/TextField';
import text from '@/styles/type.module.css';
import css from './faq.module.css';

/** True when every word of the filter appears in the question or the answer (case-insensitive). */
export function matchesFilter(entry: FaqEntry, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${entry.question} ${entry.answer}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** The #anchor decoded, or null when it is not valid percent-encoding (e.g. '#%E0%A4%A'). */
function decodedHash(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** Opens the question named by the address's #anchor (on load and when the hash changes) and scrolls to it. */
function useHashTarget(ids: Set<string>, open: (id: string) => void) {
  useEffect(() => {
    const onHash = () => {
      const id = decodedHash(window.location.hash);
      if (id === null || !ids.has(id)) return;
      open(id);
      // Wait for the accordion to render expanded, then bring it into view and move focus to its button.
      requestAnimationFrame(() => {
        const el = document.getElementById(id);
        el?.scrollIntoView?.({ block: 'start' });
        document.getElementById(`${id}-question`)?.focus({ preventScroll: true });
      });
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [ids, open]);
}

/** The FAQ: a text filter and topic chips, then the questions grouped by topic (h2) as accordions. */
export function FaqList({ entries }: { entries: RenderedFaqEntry[] }) {
  const [filter, setFilter] = useState('');
  const [topic, setTopic] = useState<FaqTopic | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => new Set(entries.map((e) => e.id)), [entries]);

  const toggle = useCallback((id: string, isOpen: boolean) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const openFromHash = useCallback(
    (id: string) => {
      setFilter(''); // the linked question must not be hidden by a filter
      setTopic(null);
      toggle(id, true);
    },
    [toggle],
  );
  useHashTarget(ids, openFromHash);

  const visible = entries.filter((e) => (!topic || e.topic === topic) && matchesFilter(e, filter));
  const topics = FAQ_TOPICS.filter((t) => entries.some((e) => e.topic === t));
  const options = [{ value: null, label: 'All topics' }, ...topics.map((t) => ({ value: t, label: t }))];

  return (
    <section aria-label="Questions and answers">
      <TextField
        label="Filter questions"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        helperText="Type words to show only the questions that contain them."
        className={css.filter}
      />
      <FilterChips label="Filter by topic" options={options} selected={topic} onChange={setTopic} />
      <p role="status" className={`${text.body1} ${css.mb2}`}>
        {visible.length === entries.length
          ? `${entries.length} questions`
          : `Showing ${visible.length} of ${entries.length} questions`}
      </p>
      {visible.length === 0 && (
        <p className={text.body1}>
          No questions match your filter. Try fewer or different words, or{' '}
          <NextLink href="/get-involved/contact-us">ask the VTrans team</NextLink>.
        </p>
      )}
      {topics.map((t) => {
        const items = visible.filter((e) => e.topic === t);
        if (items.length === 0) return null;
        return (
          <div key={t} className={css.topic}>
            <h2 className={`${text.h2} ${css.mb2}`}>{t}</h2>
            {items.map((e) => (
              <FaqItem key={e.id} entry={e} expanded={expanded.has(e.id)} onToggle={toggle} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
