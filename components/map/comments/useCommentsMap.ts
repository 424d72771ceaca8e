import { useCallback, useEffect, useState } from 'react';
import { getComment } from '@/lib/client/comments';
import { getFeatures } from '@/lib/client/map';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapExtent, MapSelection } from '@/lib/shared/schemas/mapExplorerState';
import type { PublicComment } from '@/lib/shared/schemas/comments';
import type { MapHandle } from '../MapCanvas';
import { extentOf } from '../mapFilters';
import type { CommentPlace } from './CommentForm';
import { commentGraphics, ensureCommentLayer, placingGraphic, round } from './commentLayer';

type Handle = React.RefObject<MapHandle | null>;

/** A small extent around a point: where the map goes to show one comment. */
export const around = (lat: number, lon: number, d = 0.01): MapExtent => ({
  xmin: lon - d,
  ymin: lat - d,
  xmax: lon + d,
  ymax: lat + d,
});

/** Draws the published comments (as filtered) on the map, plus the marker of the place being commented on. */
export function useCommentLayer(handle: Handle, comments: PublicComment[], marker: CommentPlace | null) {
  useEffect(() => {
    const view = handle.current?.view();
    if (!view) return;
    const layer = ensureCommentLayer(view);
    layer.removeAll();
    layer.addMany(commentGraphics(comments));
    if (marker) layer.add(placingGraphic(marker.latitude, marker.longitude));
  }, [comments, marker, handle]);
}

/** While `active`, a click on the map picks the place to comment on (and does not identify). */
export function useClickToPlace(handle: Handle, active: boolean, onPlace: (p: CommentPlace) => void) {
  useEffect(() => {
    const view = handle.current?.view();
    if (!view || !active) return;
    const h = view.on('immediate-click', (e) => {
      e.stopPropagation();
      const p = e.mapPoint;
      if (p?.latitude == null || p.longitude == null) return;
      onPlace({ latitude: round(p.latitude), longitude: round(p.longitude), label: 'the point you clicked' });
    });
    return () => h.remove();
  }, [active, handle, onPlace]);
}

/**
 * The comment being shown: `show` moves the map to it and focuses its list item (once the list has it).
 * `?comment=<id>` (the link in the response email) opens on that comment, or says why it is not there.
 */
export function useShownComment(handle: Handle, comments: PublicComment[], onNotice: (text: string) => void) {
  const [focusId, setFocusId] = useState<number | null>(null);
  const show = useCallback(
    (c: Pick<PublicComment, 'id' | 'latitude' | 'longitude'>) => {
      setFocusId(c.id);
      handle.current?.goTo(around(c.latitude, c.longitude));
    },
    [handle],
  );
  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('comment'));
    if (!Number.isInteger(id) || id <= 0) return;
    void getComment(id)
      .then((c) =>
        c ? show(c) : onNotice(`Comment ${id} is not on the map (it may be waiting for review).`),
      )
      .catch(() => undefined);
  }, [show, onNotice]);
  useEffect(() => {
    if (focusId === null) return;
    const el = document.getElementById(`public-comment-${focusId}`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus();
  }, [focusId, comments]);
  return { focusId, show };
}

/** The place of the first selected feature: the centre of its extent, named after it and its layer. */
export async function selectedFeaturePlace(
  selection: MapSelection,
  metadata: LayerMetadata[],
): Promise<CommentPlace | null> {
  const id = selection.ids[0];
  if (!id) return null;
  const f = (await getFeatures(selection.layerKey, { ids: [id], fields: [] })).features[0];
  if (!f) return null;
  const e = extentOf(f.geometry, 0);
  const name = metadata.find((m) => m.key === selection.layerKey)?.name ?? selection.layerKey;
  return {
    latitude: round((e.ymin + e.ymax) / 2),
    longitude: round((e.xmin + e.xmax) / 2),
    layerKey: selection.layerKey,
    featureId: id,
    label: `feature ${id} of ${name}`,
  };
}
