import * as api from '@/lib/client/api';
import { MESSAGES } from '@/lib/client/messages';
import { ApiError, errorText, NO_CONNECTION } from '@/lib/client/request';

const fetchMock = jest.fn();

function answer(status: number, body: unknown = {}) {
  fetchMock.mockResolvedValueOnce({ status, json: async () => body } as Response);
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  api.clearClientCaches();
});

const calledUrl = (i = 0) => fetchMock.mock.calls[i][0] as string;

describe('browser API client', () => {
  it.each([
    ['getAnnouncements', () => api.getAnnouncements(), 'Failed to fetch announcements'],
    ['getArticle', () => api.getArticle('about-vtrans'), 'Failed to fetch article'],
    ['getEvents', () => api.getEvents(), 'Failed to fetch events'],
    [
      'getStatutoryRequirements',
      () => api.getStatutoryRequirements(),
      'Failed to fetch statutory requirements',
    ],
    ['getStatistics', () => api.getStatistics(), 'Failed to fetch InteractVTrans statistics'],
    ['getVersionInfo', () => api.getVersionInfo(), 'Failed to fetch InteractVTrans version info'],
    ['getDidYouKnow', () => api.getDidYouKnow(), "Failed to fetch 'Did You Know' facts"],
    ['getStrategicActions', () => api.getStrategicActions(), 'Failed to fetch Strategic Actions'],
    ['getSurveyTimeline', () => api.getSurveyTimeline(), 'Failed to fetch Survey Timeline'],
    ['getGapTaStudies', () => api.getGapTaStudies(), 'Failed to fetch GAP-TA Studies'],
    ['getLayerMetadata', () => api.getLayerMetadata(), 'Failed to fetch Layer Metadata'],
    ['getRiskRegister', () => api.getRiskRegister(), 'Failed to fetch LTROR data'],
    ['getUpdates', () => api.getUpdates(), 'Failed to fetch updates'],
    ['getByTheNumbers', () => api.getByTheNumbers(), 'Failed to fetch by-the-numbers data'],
    ['getWhatsNew', () => api.getWhatsNew(), "Failed to fetch What's New data"],
    ['getLayer', () => api.getLayer({ layerID: 'iedas' }), 'Failed to fetch layer'],
    ['getListing', () => api.getListing('6f1c2d1e-0000-4000-8000-000000000001'), 'Failed to fetch listing'],
  ])('%s throws exactly the SPEC §8 message on a non-200 answer', async (_name, call, message) => {
    answer(500, { error: { code: 'internal', message: 'boom' } });
    const err = await call().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(message);
    expect((err as ApiError).status).toBe(500);
    expect((err as ApiError).detail).toBe('boom');
  });

  it('keeps the spec messages in one place, verbatim', () => {
    expect(MESSAGES.geoprocessor).toBe('Failed to initialize geoproccessor job');
  });

  it('turns a network failure into the same message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.getUpdates()).rejects.toThrow('Failed to fetch updates');
  });

  it("errorText: the server's reason, else the caller's sentence; a lost connection says what to do", async () => {
    answer(429, { error: { code: 'rate_limited', message: 'Too many requests. Wait a minute.' } });
    const refused = await api.getUpdates().catch((e: unknown) => e);
    expect(errorText(refused, 'The updates could not be read.')).toBe('Too many requests. Wait a minute.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await api.getUpdates().catch((e: unknown) => e);
    expect(errorText(offline, 'The updates could not be read.')).toBe(NO_CONNECTION);
    expect(
      errorText(new ApiError('Failed to fetch updates', 500, null), 'The updates could not be read.'),
    ).toBe('The updates could not be read.');
    expect(errorText(new TypeError('x is undefined'), 'The updates could not be read.')).toBe(
      'The updates could not be read.',
    );
  });

  it('sends only populated query parameters', async () => {
    answer(200, {});
    await api.getCommodityFlow({ scale: 'district', origin: 'Salem', direction: undefined, mode: undefined });
    expect(calledUrl()).toBe('/api/freight/commodity-flow?scale=district&origin=Salem');
    answer(200, {});
    await api.getLayer({ layerName: '', layerID: 'iedas' });
    expect(calledUrl(1)).toBe('/api/spatial-data/layer?layerID=iedas');
    answer(200, {});
    await api.getCommodityFilters();
    expect(calledUrl(2)).toBe('/api/freight/commodity-filters');
  });

  it.each([
    ['announcements', () => api.getAnnouncements()],
    ['events', () => api.getEvents()],
    ['updates', () => api.getUpdates()],
    ['statistics', () => api.getStatistics()],
    ['layer metadata', () => api.getLayerMetadata()],
  ])('caches %s in memory after the first fetch', async (_name, call) => {
    answer(200, [{ n: 1 }]);
    const first = await call();
    const second = await call();
    expect(second).toEqual(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure: the next call asks again', async () => {
    answer(503);
    await expect(api.getEvents()).rejects.toThrow('Failed to fetch events');
    answer(200, []);
    await expect(api.getEvents()).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not cache calls the spec leaves uncached', async () => {
    answer(200, []);
    answer(200, []);
    await api.getDidYouKnow();
    await api.getDidYouKnow();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('interactive query: 404 gives null, any other non-200 an error', async () => {
    answer(404, { error: { code: 'not_found', message: 'No saved query' } });
    await expect(api.getInteractiveQuery('9b2f0c8e-1111-4a2b-8c3d-000000000000')).resolves.toBeNull();
    answer(500);
    await expect(api.getInteractiveQuery('9b2f0c8e-1111-4a2b-8c3d-000000000000')).rejects.toBeInstanceOf(
      ApiError,
    );
    answer(400);
    await expect(api.getInteractiveQuery('nope')).rejects.toBeInstanceOf(ApiError);
  });

  it('saves an interactive query as JSON and accepts 201 Created', async () => {
    answer(201, { id: 'abc' });
    await expect(api.saveInteractiveQuery({ tool: 'map-explorer', state: { zoom: 7 } })).resolves.toEqual({
      id: 'abc',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/interactive-query');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ tool: 'map-explorer', state: { zoom: 7 } });
  });
});
