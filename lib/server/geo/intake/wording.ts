/**
 * The intake's sentences where they depend on what the file is for: a spatial-data submission
 * (a layer of an organisation, with a coordinate-system chooser) or a GAP-TA study area (one area of the
 * applying locality, on a form with no chooser). The checks are the same; only the words differ.
 */
export type IntakePurpose = 'submission' | 'study-area';

export interface IntakeWords {
  /** "at most N are accepted {inOne}" */
  inOne: string;
  /** After a file over the feature limit. */
  tooManyFeatures: string;
  /** After a file over the vertex limit. */
  tooManyVertices: string;
  /** When the file does not say its coordinate system in a way the site reads. */
  giveCrs: string;
  /** The geometry the target takes: "This layer holds polygons" / "A study area is made of polygons". */
  holds: (plural: string) => string;
  /** What to do with features of the wrong kind. */
  wrongKind: (plural: string, others: string) => string;
  /** What to do with features outside the area. */
  outside: (area: { name: string; fips: string | null }, within: string, every: boolean) => string;
}

export const INTAKE_WORDS: Record<IntakePurpose, IntakeWords> = {
  submission: {
    inOne: 'in one submission',
    tooManyFeatures: 'Split it by area and submit each part.',
    tooManyVertices: 'Split it by area, or simplify the shapes, and submit each part.',
    giveCrs: 'Choose the coordinate system the data was drawn in and upload again.',
    holds: (plural) => `This layer holds ${plural}`,
    wrongKind: (plural, others) =>
      `Export the ${plural} from your GIS software and upload them, or start a submission for a layer that holds ${others} if there is one (the target layer of each is stated when you choose it).`,
    outside: (area, within, every) =>
      area.fips === null
        ? 'Check the coordinate system: if the file has no .prj, choose the right one above. Otherwise remove the features outside the Commonwealth.'
        : `This account submits for ${area.name}, so only features in ${area.name} (or ${within}) are taken. ${every ? 'If they are all misplaced, check the coordinate system (choose it above if the file has no .prj). ' : ''}Remove the features of other places, then upload again.`,
  },
  'study-area': {
    inOne: 'in one study area',
    tooManyFeatures:
      'Dissolve the study area into one shape (or a few) in your GIS software and upload again.',
    tooManyVertices:
      'Simplify the study area in your GIS software (for example “Simplify Polygon”) and upload again.',
    giveCrs:
      'Export the study area again so the file says its coordinate system: a zipped shapefile with its .prj, or GeoJSON, a GeoPackage or KML.',
    holds: () => 'A study area is made of polygons',
    wrongKind: () =>
      'Draw the study area as one or more polygons (an area, not points or lines), export them and upload again, or pick the counties and cities or draw the area on the map instead.',
    outside: (area, within, every) =>
      `A study area of ${area.name}'s application lies in ${area.name} (or ${within}). ${every ? 'If it is all misplaced, the file may not say its coordinate system: export it again with its .prj, or as GeoJSON. ' : ''}Remove the parts in other places, or pick the counties and cities instead, then upload again.`,
  },
};
