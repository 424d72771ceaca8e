import { BASEMAP_CONFIG_ELEMENT, type BasemapConfig } from '@/lib/shared/basemapConfig';

/**
 * Every map reads its basemap from the page (pages/_document.tsx writes the setting there), so the study maps,
 * the comment and submission maps draw the agency's basemap as the Map Explorer does.
 */
function pageWith(config: BasemapConfig | null) {
  document.head.innerHTML = '';
  if (!config) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BASEMAP_CONFIG_ELEMENT;
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

async function firstBasemapLayer() {
  let layerId = '';
  let url: string | undefined;
  await jest.isolateModulesAsync(async () => {
    const { createBasemap } = await import('@/components/map/basemap');
    // The SDK's classes are jest's stand-ins here (__mocks__): the layers are a plain list.
    const [first] = createBasemap('light').basemap.baseLayers as unknown as Array<{
      id: string;
      url?: string;
    }>;
    layerId = first!.id;
    url = first!.url;
  });
  return { layerId, url };
}

it('a map on a page that carries the agency basemap draws it', async () => {
  pageWith({ source: 'agency', styleUrl: 'https://maps.example.gov/{basemap}.json', origins: [] });
  expect(await firstBasemapLayer()).toEqual({
    layerId: 'basemap-agency',
    url: 'https://maps.example.gov/light.json',
  });
});

it('a map on a page with no basemap setting draws the local basemap', async () => {
  pageWith(null);
  expect((await firstBasemapLayer()).layerId).toBe('basemap-localities');
});
