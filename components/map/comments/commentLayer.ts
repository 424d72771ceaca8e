import '../arcgisConfig';
import Graphic from '@arcgis/core/Graphic';
import Point from '@arcgis/core/geometry/Point';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import type MapView from '@arcgis/core/views/MapView';
import { COMMENT_CATEGORY_LABELS, type PublicComment } from '@/lib/shared/schemas/comments';
import { mapColours } from '@/styles/theme';

export const COMMENT_LAYER_TITLE = 'Public comments';

const marker = (colour: string) =>
  new SimpleMarkerSymbol({
    style: 'diamond',
    color: colour,
    size: 12,
    outline: { color: 'white', width: 1.5 },
  });

/** ArcGIS draws the 'x' style with its outline only, so the outline carries the colour. */
const cross = (colour: string) =>
  new SimpleMarkerSymbol({ style: 'x', size: 20, outline: { color: colour, width: 4 } });

/**
 * Published comments as a graphics layer. The attributes are the words the identify panel shows (Enter on
 * the crosshair or a click lists the comment, its category and the staff response).
 */
export function commentGraphics(comments: PublicComment[]): Graphic[] {
  return comments.map(
    (c) =>
      new Graphic({
        geometry: new Point({ latitude: c.latitude, longitude: c.longitude }),
        symbol: marker(c.response ? mapColours.comments.answered : mapColours.comments.open),
        attributes: {
          Comment: c.comment,
          Category: COMMENT_CATEGORY_LABELS[c.category],
          Place: [c.locality, c.district ? `${c.district} District` : null].filter(Boolean).join(', '),
          'Staff response': c.response ?? 'Not answered yet',
          Agree: c.agrees,
          'Comment number': c.id,
        },
      }),
  );
}

/** Adds (once) and returns the comments layer of a view. */
export function ensureCommentLayer(view: MapView): GraphicsLayer {
  const existing = view.map?.findLayerById('public-comments');
  if (existing) return existing as GraphicsLayer;
  const layer = new GraphicsLayer({ id: 'public-comments', title: COMMENT_LAYER_TITLE });
  view.map?.add(layer);
  return layer;
}

/** The marker of the place being commented on. */
export function placingGraphic(lat: number, lon: number): Graphic {
  return new Graphic({
    geometry: new Point({ latitude: lat, longitude: lon }),
    symbol: cross(mapColours.comments.placing),
    attributes: { Comment: 'The place you are commenting on' },
  });
}

/** The centre of the view (where the keyboard crosshair is) in WGS84. */
export function viewCentre(view: MapView): { latitude: number; longitude: number } {
  const c = view.center;
  return { latitude: round(c.latitude ?? 0), longitude: round(c.longitude ?? 0) };
}

export const round = (n: number) => Math.round(n * 1e6) / 1e6;
