import { dataRecords } from './dataRecords';
import { documentRecords } from './documentRecords';
import type { SearchRecord } from './searchRecord';
import { webRecords } from './webRecords';

/*
 * The search records, one builder per source: webRecords (page copy, articles, updates, meetings, FAQ,
 * strategic actions, the risk register, statutes), documentRecords (one record per PDF page of the library)
 * and dataRecords (map layers, InteractVTrans statistics). Each record's shape is in searchRecord.ts.
 */

/** Every search record of the site, from all three sources. */
export async function buildSearchRecords(): Promise<SearchRecord[]> {
  const [web, documents, data] = await Promise.all([webRecords(), documentRecords(), dataRecords()]);
  return [...web, ...documents, ...data];
}
