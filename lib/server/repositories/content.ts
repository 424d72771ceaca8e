import type { Knex } from 'knex';

/** Queries over the public plan content tables. Each builder is also compiled for SQL Server in tests. */
export const contentQueries = {
  articleBySlug: (k: Knex, slug: string) =>
    k('articles').select('slug', 'page_path', 'title', 'intro').where({ slug }).first(),
  articles: (k: Knex) => k('articles').select('slug', 'page_path', 'title', 'intro').orderBy('page_path'),
  updates: (k: Knex) =>
    k('updates')
      .select('update_key', 'date', 'title', 'intro', 'body', 'program', 'link_href', 'link_label')
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  updateByKey: (k: Knex, key: string) =>
    k('updates')
      .select('update_key', 'date', 'title', 'intro', 'body', 'program', 'link_href', 'link_label')
      .where({ update_key: key })
      .first(),
  announcements: (k: Knex) =>
    k('announcements')
      .select('id', 'date', 'title', 'message', 'link_href', 'link_label')
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  announcementPages: (k: Knex) =>
    k('announcement_pages').select('announcement_id', 'page_path').orderBy(['announcement_id', 'page_path']),
  events: (k: Knex) =>
    k('events')
      .select(
        'slug',
        'title',
        'description',
        'event_type',
        'starts_at',
        'ends_at',
        'location_name',
        'address',
        'is_virtual',
        'link_href',
        'illustrative',
        'materials',
      )
      .orderBy('starts_at', 'desc'),
  statutoryRequirements: (k: Knex) =>
    k('statutory_requirements')
      .select('year', 'level', 'citation', 'title', 'is_requirement', 'description', 'url')
      .orderBy([{ column: 'sort_order' }, { column: 'year' }]),
  didYouKnow: (k: Knex) =>
    k('did_you_know').select('fact', 'source', 'page_path').orderBy(['sort_order', 'id']),
  strategicActions: (k: Knex) =>
    k('strategic_actions')
      .select(
        'action_number',
        'title',
        'description',
        'intent',
        'risk_item_number',
        'responsible_entity',
        'status',
        'theme',
        'illustrative',
      )
      .orderBy('action_number'),
  surveyTimeline: (k: Knex) =>
    k('survey_timeline').select('date', 'title', 'description').orderBy(['sort_order', 'date']),
  ltror: (k: Knex) =>
    k('ltror_items')
      .select(
        'megatrend_number',
        'megatrend',
        'macrotrend_number',
        'macrotrend',
        'drivers',
        'summary',
        'key_figures',
        'page_path',
      )
      .orderBy('macrotrend_number'),
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
