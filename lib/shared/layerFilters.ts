import type { AttributeFilter, LayerField } from './schemas/layers';
import type { MapLayerFilters } from './schemas/mapExplorerState';

/**
 * The one filter model of a layer's features: `field → accepted values`, all fields must
 * match. The map, the table, the features API, the year comparison, extracts and prints apply it alike.
 */

/** The saved filters of a layer as the features API takes them (fields with no values chosen filter nothing). */
export const toAttributeFilters = (filters: MapLayerFilters | undefined): AttributeFilter[] =>
  Object.entries(filters ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([field, values]) => ({ field, values }));

/** Whether a feature's attributes pass every filter (a missing value is the empty string). */
export const matchesFilters = (properties: Record<string, unknown>, filters: AttributeFilter[]): boolean =>
  filters.every((f) => f.values.includes(String(properties[f.field] ?? '')));

/** The first filtered field a layer does not have, or null (a filter is checked before it is applied). */
export const unknownFilterField = (filters: AttributeFilter[], fields: { name: string }[]): string | null =>
  filters.find((f) => !fields.some((x) => x.name === f.field))?.field ?? null;

/**
 * A filter in words, with the fields' labels: "Need category: Safety Improvement; District: Salem or
 * Lynchburg" (empty when nothing is filtered). Said wherever a filtered set of features is shown or saved.
 */
export function filterWords(filters: AttributeFilter[], fields: LayerField[]): string {
  return filters
    .filter((f) => f.values.length > 0)
    .map((f) => {
      const label = fields.find((x) => x.name === f.field)?.label ?? f.field;
      const values =
        f.values.length > 1 ? `${f.values.slice(0, -1).join(', ')} or ${f.values.at(-1)}` : f.values[0];
      return `${label}: ${values}`;
    })
    .join('; ');
}
