/**
 * The tasks the worker-thread pool runs: everything whose cost grows with what a person sends
 * or asks for — reading and checking an upload, clipping and zipping an extract, writing a download. Each
 * takes and returns plain data (structured-clone friendly: strings, typed arrays, plain objects) and never
 * touches the database or storage; the service that queued it does that on the main thread.
 *
 * A refusal meant for the person (an HttpError: 4xx with a sentence to act on) cannot cross the thread
 * boundary as a class, so every task answers `{ ok }` or `{ refused: { status, message, field } }`; anything
 * else thrown is a bug and reaches the pool as an Error.
 *
 * Every function exported here is a task (pool.ts derives the names and inputs `runTask` accepts from them, so
 * export no other function); lib/server/runtime/pool.worker.ts, the threads' entry, lists them all.
 */
import type { MessagePort } from 'node:worker_threads';
import type { FeatureCollection } from 'geojson';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import {
  drawDefaultView,
  type DefaultViewInput,
  type MapPictures,
} from '@/lib/server/geo/defaultViewPictures';
import { buildExtract, type ExtractInput, type ExtractOutput } from '@/lib/server/geo/extractZip';
import { toCsv, toKml, toShapefileZip } from '@/lib/server/geo/formats';
import { toGeoPackageFile } from '@/lib/server/geo/gpkg';
import { analyseUpload, analyseUploadTo, type AnalyseOptions, type Analysis } from '@/lib/server/geo/intake';
import type { LayerGeometry } from '@/lib/server/geo/intake/checks';
import type { AreaSpec } from '@/lib/server/geo/intake/area';
import { FeatureCollectionWriter } from '@/lib/server/geo/intake/output';
import {
  checkPdfAccessibility,
  PDF_TOO_COMPLEX,
  PdfTooComplex,
  type PdfReport,
} from '@/lib/server/documents/pdfAccessibility';
import { boundLoadTimeDecoding, decodesWithinBound } from '@/lib/server/documents/pdfStreams';
import { mapPrintPdf } from '@/lib/server/pdf/mapPrint';
import { applicationPdf, type CopyLinks } from '@/lib/server/pdf/application';
import { checkMarkdown } from '@/lib/server/markdownChecks';
import { parseMarkdown } from '@/lib/server/markdown';
import type { MdTree } from '@/lib/shared/markdown';
import type { MarkdownProblem } from '@/lib/shared/schemas/content';
import { HttpError } from '@/lib/shared/errors';
import { suggestThemes, type ThemeComment, type ThemeSuggestion } from '@/lib/server/text/themes';
import { renderTaggedPdf, type TaggedDocument } from '@/lib/server/pdf/tagged';
import { answer, type TaskAnswer } from './answer';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import type { MapPrintRequest } from '@/lib/shared/schemas/mapPrint';
import type { FeatureFormat, LayerField } from '@/lib/shared/schemas/layers';

export interface AnalyseInput {
  bytes: Uint8Array;
  fileName: string;
  layer: { geometry: LayerGeometry; fields: LayerField[] };
  options: AnalyseOptions;
}

/**
 * An upload's analysis, with its features already as the stored FeatureCollection text, in UTF-8 chunks
 * (written as the features were checked; joined, they are the file).
 */
export type AnalyseOutput = Omit<Analysis, 'features'> & { featureCount: number; featuresJson: Uint8Array[] };

export function analyse(input: AnalyseInput): Promise<TaskAnswer<AnalyseOutput>> {
  return answer(async () => {
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    const out = new FeatureCollectionWriter();
    const analysis = await analyseUploadTo(bytes, input.fileName, input.layer, input.options, (f) =>
      out.write(f),
    );
    return { ...analysis, featuresJson: out.end() };
  });
}

/** A GAP-TA study area from an uploaded file: its polygons as one MultiPolygon, after the pre-flight checks. */
export interface StudyAreaOutput {
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
  findings: Analysis['findings'];
  blocking: boolean;
  bbox: [number, number, number, number] | null;
  vertices: number;
}

export function studyArea(input: {
  bytes: Uint8Array;
  fileName: string;
  maxFeatures: number;
  maxVertices: number;
  /** The applying locality's area: a study area is checked as a submission of that locality is. */
  area: AreaSpec;
}): Promise<TaskAnswer<StudyAreaOutput>> {
  return answer(async () => {
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    const { features, findings, blocking, bbox } = await analyseUpload(
      bytes,
      input.fileName,
      { geometry: 'polygon', fields: [] },
      // The locality's area, by the rule spatial-data submissions follow: a study area may reach
      // past the county or city ("Check"), but one mostly outside it, or covering it and much more (a
      // statewide file), is refused.
      { maxFeatures: input.maxFeatures, area: input.area, purpose: 'study-area' },
    );
    const polygons: number[][][][] = [];
    for (const f of features) {
      const g = f.geometry;
      if (g?.type === 'Polygon') polygons.push(g.coordinates);
      else if (g?.type === 'MultiPolygon') polygons.push(...g.coordinates);
    }
    const vertices = polygons.flat(2).length;
    if (vertices > input.maxVertices) {
      throw new HttpError(
        422,
        `The study area has ${vertices.toLocaleString('en-US')} vertices; at most ${input.maxVertices.toLocaleString('en-US')} are kept for a study area. Simplify it in your GIS software (for example “Simplify Polygon” with a 10 m tolerance) and upload again.`,
        'file',
      );
    }
    return { geometry: { type: 'MultiPolygon', coordinates: polygons }, findings, blocking, bbox, vertices };
  });
}

/** The PDF copy of one GAP-TA application: its cost grows with the answers, so not on a request. */
export function applicationCopy(input: {
  app: Application;
  links: CopyLinks;
}): Promise<TaskAnswer<Uint8Array>> {
  return answer(async () => new Uint8Array(await applicationPdf(input.app, input.links)));
}

/** The Map Explorer's printed page: a tagged PDF of the map image, legend and scale. */
export function mapPrint(input: {
  input: MapPrintRequest;
  png: Uint8Array;
  viewUrl: string;
}): Promise<TaskAnswer<Uint8Array>> {
  return answer(async () => {
    try {
      return new Uint8Array(await mapPrintPdf(input.input, input.png, input.viewUrl));
    } catch (err) {
      throw new HttpError(
        422,
        `The map image could not be read (${err instanceof Error ? err.message : String(err)}). Please try again.`,
      );
    }
  });
}

/**
 * The Map Explorer's default view as SVG pictures with their alternative text: the parse of the basemap and the
 * default layers' features, the projection and the SVG grow with the layers' data staff publish.
 */
export function mapPictures(input: DefaultViewInput): Promise<TaskAnswer<MapPictures>> {
  return answer(() => drawDefaultView(input));
}

/** One application of a GAP-TA packet zip: its answers (made into a PDF here) and its letter, if any. */
export interface PacketItem {
  app: Application;
  /** The pages its PDF copy links to (the status page; the study page once awarded). */
  links: CopyLinks;
  letter: Uint8Array | null;
}

/** The PDF packets of a GAP-TA cycle as one zip: a folder per application with its PDF copy and letter. */
export function packets(input: { items: PacketItem[] }): Promise<TaskAnswer<Uint8Array>> {
  return answer(async () => {
    const zip = new JSZip();
    for (const { app, links, letter } of input.items) {
      const folder = `${app.trackingNumber ?? app.id}-${app.locality.replace(/[^A-Za-z0-9]+/g, '-')}`;
      zip.file(`${folder}/application.pdf`, await applicationPdf(app, links));
      if (letter) zip.file(`${folder}/letter-of-support.pdf`, letter);
    }
    return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  });
}

/**
 * Whether a PDF's streams (its images left out) decode within the pre-flight's bound: asked before the text
 * reader (pdfjs, which decodes without a bound) is given a file, so a decompression bomb never reaches it.
 */
export function pdfDecodeGate(input: { bytes: Uint8Array }): Promise<TaskAnswer<true>> {
  return answer(async (): Promise<true> => {
    boundLoadTimeDecoding();
    let within: boolean;
    try {
      const doc = await PDFDocument.load(input.bytes, {
        updateMetadata: false,
        ignoreEncryption: true,
        throwOnInvalidObject: false,
      });
      within = decodesWithinBound(doc.context);
    } catch {
      return true; // a file pdf-lib cannot open: the text reader says for itself whether it can
    }
    if (!within) throw new HttpError(422, PDF_TOO_COMPLEX);
    return true;
  });
}

/**
 * The accessibility pre-flight of a library PDF (the Matterhorn 1.1 checks of PDF/UA-1, read with pdf-lib). A
 * file pdf-lib cannot read is refused as damaged; one past the check's bounds as too complex.
 */
export function pdfAccessibility(input: { bytes: Uint8Array }): Promise<TaskAnswer<PdfReport>> {
  return answer(async () => {
    try {
      return await checkPdfAccessibility(input.bytes);
    } catch (err) {
      if (err instanceof PdfTooComplex) throw new HttpError(422, PDF_TOO_COMPLEX);
      throw new HttpError(
        422,
        `The PDF could not be read to check it (${err instanceof Error ? err.message : String(err)}). Export it again from the original document and replace the file.`,
      );
    }
  });
}

export function extract(input: ExtractInput & { port?: MessagePort }): Promise<TaskAnswer<ExtractOutput>> {
  const { port, ...job } = input;
  return answer(() => buildExtract(job, (done, of) => port?.postMessage({ done, of }))).finally(() =>
    port?.close(),
  );
}

export interface WriteInput {
  format: Exclude<FeatureFormat, 'geojson'>;
  /** The features as JSON arrays, in slices. */
  slices: string[];
  fields: LayerField[];
  title: string;
  layerKey: string;
}

/** A download in CSV, KML, a zipped shapefile or a GeoPackage. */
export function write(input: WriteInput): Promise<TaskAnswer<Uint8Array>> {
  return answer(async () => {
    const fc: FeatureCollection = {
      type: 'FeatureCollection',
      features: input.slices.flatMap((s) => JSON.parse(s)),
    };
    if (input.format === 'csv') return Buffer.from(toCsv(fc, input.fields));
    if (input.format === 'kml') return Buffer.from(toKml(fc, input.fields, input.title));
    if (input.format === 'gpkg') return toGeoPackageFile(fc, input.fields, input.layerKey, input.title);
    return toShapefileZip(fc, input.fields, input.layerKey);
  });
}

/**
 * The checks of a Markdown body staff write, and the tree its preview shows: remark's cost grows with the
 * body's nesting (a deeply nested list of 48 KB took seconds), so neither runs on a request.
 */
export function markdown(input: {
  source: string;
  withTree: boolean;
}): Promise<TaskAnswer<{ problems: MarkdownProblem[]; tree: MdTree | null }>> {
  return answer(async () => ({
    problems: checkMarkdown(input.source),
    tree: input.withTree ? parseMarkdown(input.source) : null,
  }));
}

/**
 * Themes suggested from a comment period's comments (lib/server/text/themes.ts): TF-IDF and k-means over a
 * statewide period's 20,000 comments take seconds, so never on a request. The caller keeps within THEME_LIMITS.
 */
export function themes(input: { comments: ThemeComment[] }): Promise<TaskAnswer<ThemeSuggestion>> {
  return answer(async () => suggestThemes(input.comments));
}

/**
 * A tagged PDF of blocks a service laid out (lib/server/pdf/tagged.ts): a report that lists every comment of a
 * period grows with them, so it is drawn here, not on a request.
 */
export function taggedPdf(input: { document: TaggedDocument }): Promise<TaskAnswer<Uint8Array>> {
  return answer(async () => new Uint8Array(await renderTaggedPdf(input.document)));
}
