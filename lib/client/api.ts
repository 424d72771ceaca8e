import type { Announcement } from '@/lib/shared/schemas/announcements';
import type { Article } from '@/lib/shared/schemas/articles';
import type { ByTheNumbers, DidYouKnow, WhatsNewItem } from '@/lib/shared/schemas/highlights';
import type {
  RiskRegisterItem,
  StatutoryRequirement,
  StrategicAction,
  SurveyMilestone,
} from '@/lib/shared/schemas/planRecords';
import type { LibraryDocument, LibraryLink, TagFacets } from '@/lib/shared/schemas/documents';
import type { Event } from '@/lib/shared/schemas/events';
import type {
  CommodityFilters,
  CommodityFiltersQuery,
  CommodityFlow,
  CommodityFlowQuery,
} from '@/lib/shared/schemas/freight';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import type { InteractiveQuery, InteractiveQueryInput } from '@/lib/shared/schemas/interactiveQuery';
import type { LayerMetadata, Statistic, VersionInfo } from '@/lib/shared/schemas/interactvtrans';
import type { ListingItem, SpatialLayer } from '@/lib/shared/schemas/spatialData';
import type { Update } from '@/lib/shared/schemas/updates';
import { MESSAGES as M } from './messages';
import { cachedOnce, request } from './request';

/** The browser client: one function per call of SPEC §7 (CONVENTIONS 6). Components never call fetch. */

// SPEC §7: these five are cached in memory after the first successful fetch.
const announcementsCache = cachedOnce(() => request<Announcement[]>('/api/announcements', M.announcements));
const eventsCache = cachedOnce(() => request<Event[]>('/api/events', M.events));
const updatesCache = cachedOnce(() => request<Update[]>('/api/updates', M.updates));
const statisticsCache = cachedOnce(() =>
  request<Statistic[]>('/api/interactvtrans/statistics', M.statistics),
);
const layerMetadataCache = cachedOnce(() =>
  request<LayerMetadata[]>('/api/map-explorer/get-layer-metadata', M.layerMetadata),
);

export const getAnnouncements = () => announcementsCache.get();
export const getEvents = () => eventsCache.get();
export const getUpdates = () => updatesCache.get();
export const getStatistics = () => statisticsCache.get();
export const getLayerMetadata = () => layerMetadataCache.get();

/** Empties the in-memory caches (tests, or after staff edit content in this tab). */
export function clearClientCaches(): void {
  for (const c of [announcementsCache, eventsCache, updatesCache, statisticsCache, layerMetadataCache])
    c.reset();
}

export const getArticle = (article: string) =>
  request<Article>('/api/article', M.article, { query: { article } });
export const getStatutoryRequirements = () =>
  request<StatutoryRequirement[]>('/api/statutory-requirements', M.statutoryRequirements);
export const getVersionInfo = () => request<VersionInfo>('/api/interactvtrans/versions', M.versions);
export const getDidYouKnow = () => request<DidYouKnow[]>('/api/did-you-know', M.didYouKnow);
export const getStrategicActions = () =>
  request<StrategicAction[]>('/api/strategic-actions', M.strategicActions);
export const getSurveyTimeline = () => request<SurveyMilestone[]>('/api/survey-timeline', M.surveyTimeline);
export const getGapTaStudies = () => request<GapTaStudy[]>('/api/gap-ta-studies', M.gapTaStudies);
export const getRiskRegister = () => request<RiskRegisterItem[]>('/api/LTROR', M.ltror);
export const getByTheNumbers = () => request<ByTheNumbers[]>('/api/by-the-numbers', M.byTheNumbers);
export const getWhatsNew = () => request<WhatsNewItem[]>('/api/whats-new', M.whatsNew);

export const getCommodityFilters = (query: CommodityFiltersQuery = {}) =>
  request<CommodityFilters>('/api/freight/commodity-filters', M.commodityFilters, { query });
export const getCommodityFlow = (query: CommodityFlowQuery = {}) =>
  request<CommodityFlow>('/api/freight/commodity-flow', M.commodityFlow, { query });

/** A saved interactive query, or null when there is none (404). Any other failure throws. */
export const getInteractiveQuery = (id: string) =>
  request<InteractiveQuery | null>(`/api/interactive-query/${encodeURIComponent(id)}`, M.interactiveQuery, {
    nullOn: [404],
  });
export const saveInteractiveQuery = (input: InteractiveQueryInput) =>
  request<{ id: string }>('/api/interactive-query', M.saveInteractiveQuery, { method: 'POST', body: input });

export const getDocuments = () => request<LibraryDocument[]>('/api/azure/documents', M.documents);
export const getDocumentTags = () => request<TagFacets>('/api/azure/tags', M.documentTags);
/** The '/resources/…' addresses of documents marked accessible (the ADA notice does not open for them). */
export const getAccessibleDocuments = () =>
  request<{ paths: string[] }>('/api/documents/accessible', M.documents);
export const getDocumentLinks = () => request<LibraryLink[]>('/api/azure/links', M.documentLinks);

export const getLayer = (query: { layerName?: string; layerID?: string }) =>
  request<SpatialLayer>('/api/spatial-data/layer', M.layer, { query });
export const getListing = (userID: string) =>
  request<ListingItem[]>('/api/spatial-data/listing', M.listing, { query: { userID } });
