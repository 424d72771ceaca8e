import { useMessages } from 'use-intl';

/**
 * A label of the site's data (a menu item, a footer link) in the page's language: the `labels` catalog maps each
 * English label to its own. A label the catalog lacks shows in English (the catalog test lists the labels each
 * language must have).
 */
export function useLabel(): (english: string) => string {
  const labels = (useMessages() as { labels?: Record<string, string> }).labels ?? {};
  return (english) => labels[english] ?? english;
}

/** The navigation tree with its labels in the page's language. */
export function useLocalizedItems<T extends { label: string; groupItems?: T[] }>(items: T[]): T[] {
  const label = useLabel();
  const localize = (item: T): T => ({
    ...item,
    label: label(item.label),
    ...(item.groupItems ? { groupItems: item.groupItems.map(localize) } : {}),
  });
  return items.map(localize);
}
