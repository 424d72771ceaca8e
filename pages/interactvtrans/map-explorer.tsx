import dynamic from 'next/dynamic';
import { MapLoading } from '@/components/map/MapLoading';
import { MapPictureContext, type MapPictureInfo } from '@/components/map/MapPicture';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import * as gapTa from '@/lib/server/services/gapTa';
import { listLayerMetadata } from '@/lib/server/services/layers';
import { mapBasemapConfig } from '@/lib/server/services/mapConfig';
import { mapExplorerPictures } from '@/lib/server/services/mapPicture';
import { HttpError } from '@/lib/shared/errors';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { ROUTES } from '@/lib/shared/routes';
import { MapExplorerQuery, type MapFocus } from '@/lib/shared/schemas/mapExplorerState';
import { withMui } from '@/lib/client/withMui';

// ArcGIS runs only in the browser and only on map pages: the component is a client-only chunk.
// Until then the page shows the map's frame with the server's picture of the default view (MapLoading).
const MapExplorer = dynamic(() => import('@/components/map/MapExplorer'), {
  ssr: false,
  loading: () => <MapLoading />,
});

/** InteractVTrans MapExplorer: every VTrans layer on an accessible map that works offline. */
function MapExplorerPage({ queryId, focus, layers, picture }: Props) {
  return (
    <MapPictureContext.Provider value={picture}>
      <MapExplorer queryId={queryId} focus={focus} layers={layers} />
    </MapPictureContext.Provider>
  );
}

interface Props {
  queryId: string | null;
  /** ?layer=<key>&feature=<id>: open with that layer on and the feature selected (e.g. from a study page). */
  focus: MapFocus | null;
  /**
   * The layer metadata, sent with the page so the map chunk can build the map as soon as it has loaded instead
   * of asking for it afterwards (one round trip less before the first draw).
   */
  layers: LayerMetadata[];
  /**
   * The default view's picture (its text; the image is GET /api/map-explorer/picture), shown until the live map
   * has drawn; null when the address opens another view (a shared view or a feature) or another basemap is set (the picture is of the local one).
   */
  picture: MapPictureInfo | null;
}

/** A picture that could not be drawn (503: it failed or ran over its budget): the live map loads without it. */
function withoutPicture(err: unknown): null {
  if (err instanceof HttpError && err.status === 503) return null;
  throw err;
}

/** The address is read by MapExplorerQuery: a bad value is a 400 notice; an unknown shared-view id is the browser's message. */
export const getServerSideProps = page<Props>(
  '/interactvtrans/map-explorer',
  async (ctx) => {
    const { queryId, focus: asked } = parsePageQuery(MapExplorerQuery, ctx.query, {
      back: { href: ROUTES.mapExplorer, label: 'Open the Map Explorer' },
    });
    // A GAP-TA study with a study area (awarded on the site): the map opens on the area, not only its point.
    const focus: MapFocus | null = asked && { ...asked };
    if (focus?.layerKey === 'gap-ta-studies' && focus.id) {
      const [study, area] = await Promise.all([
        gapTa.findGapTaStudy(focus.id),
        gapTa.gapTaStudyArea(focus.id),
      ]);
      if (study && area) focus.area = { geometry: area, label: study.title };
    }
    const basemap = mapBasemapConfig();
    const defaultView = !queryId && !focus && basemap.source === 'local';
    const [layers, picture] = await Promise.all([
      listLayerMetadata(),
      defaultView ? mapExplorerPictures().catch(withoutPicture) : null,
    ]);
    return { props: { queryId, focus, layers, picture: picture && { alt: picture.alt } } };
  },
  { areas: ['comments'] },
);

export default withMui(MapExplorerPage);
