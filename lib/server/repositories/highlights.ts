import type { Knex } from 'knex';
import { bool, rowOf, textOrNull, usDate } from '@/lib/server/db/normalize';
import { ByTheNumbers, DidYouKnow, WhatsNewItem } from '@/lib/shared/schemas/highlights';

type Row = Record<string, unknown>;

/** The home page's short items: did-you-know facts, figures by the numbers, what's new. */
export const highlightQueries = {
  didYouKnow: (k: Knex) =>
    k('did_you_know').select('fact', 'source', 'page_path').orderBy(['sort_order', 'id']),
  byTheNumbers: (k: Knex) =>
    k('by_the_numbers').select('value', 'label', 'detail', 'context_source').orderBy(['sort_order', 'id']),
  whatsNew: (k: Knex) =>
    k('whats_new')
      .select('date', 'title', 'description', 'href')
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
};

export const toDidYouKnow = (r: Row) =>
  rowOf(DidYouKnow, 'did_you_know', {
    fact: r.fact,
    source: textOrNull(r.source),
    page: textOrNull(r.page_path),
  });

export const toByTheNumbers = (r: Row) =>
  rowOf(ByTheNumbers, 'by_the_numbers', {
    value: r.value,
    label: r.label,
    detail: r.detail,
    contextSource: bool(r.context_source),
  });

export const toWhatsNewItem = (r: Row) =>
  rowOf(WhatsNewItem, 'whats_new', {
    date: usDate(r.date),
    title: r.title,
    description: r.description,
    href: textOrNull(r.href),
  });
