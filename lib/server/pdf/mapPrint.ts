import { renderTaggedPdf, type Block } from '@/lib/server/pdf/tagged';
import {
  LETTER_LANDSCAPE,
  layoutPage,
  mapAltText,
  PRINT_MARGIN,
  printedScale,
  scaleBar,
} from '@/lib/shared/schemas/mapPrint/rules';
import type { MapPrintRequest } from '@/lib/shared/schemas/mapPrint';

/** A PNG's pixel size, from its header (the schema checked the data URL; the signature is checked here). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('The map image is not a PNG.');
  }
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/**
 * The printed map page as a tagged PDF/UA document: the title (H1); the map image, a Figure whose
 * alternative text says what the map shows (lib/shared/schemas/mapPrint/rules.ts mapAltText) with the north arrow; the
 * legend, a table of layer, data vintage and notes (illustrative, filtered); the scale bar, a Figure; the
 * printed scale, the date, the sources and a link back to the same view in the Map Explorer.
 */
export function mapPrintPdf(input: MapPrintRequest, png: Uint8Array, viewUrl: string): Promise<Buffer> {
  const [, pageHeight] = LETTER_LANDSCAPE;
  const size = pngSize(png);
  const { kind, map, panel } = layoutPage(size.width, size.height);
  // layoutPage measures from the page's foot (PDF space); the tagged writer lays out from its head.
  const top = (b: typeof map) => ({ ...b, y: pageHeight - b.y - b.height });
  const mapBox = top(map);
  const panelBox = top(panel);
  const bar = scaleBar(
    input.groundWidthMetres / map.width,
    Math.min(150, (kind === 'top' ? panel.width / 3 : panel.width) - 20),
  );
  const scale = printedScale(input.groundWidthMetres, map.width);
  const notes = (l: MapPrintRequest['legend'][number]) =>
    [l.illustrative ? 'illustrative' : null, l.filtered ? 'filtered' : null].filter(Boolean).join(', ');
  const legend: Block = {
    type: 'table',
    header: ['Layer', 'Data vintage', 'Notes'],
    rows: input.legend.map((l) => [l.name, l.vintage ?? '', notes(l)]),
    widths: [3, 2, 1.4],
    swatches: input.legend.map((l) => l.colour),
    rowHeaders: true,
    size: 7,
  };
  const scaleBlocks: Block[] = [
    {
      type: 'scaleBar',
      points: bar.points,
      label: `${bar.miles.toLocaleString('en-US')} ${bar.miles === 1 ? 'mile' : 'miles'}`,
      alt: `Scale bar: the bar is ${bar.miles.toLocaleString('en-US')} ${bar.miles === 1 ? 'mile' : 'miles'} on the ground.`,
    },
    {
      type: 'paragraph',
      text: `Scale 1:${scale.toLocaleString('en-US')} when printed on US Letter at 100 %`,
      size: 8,
      after: 2,
    },
    { type: 'paragraph', text: `Printed ${input.date}`, size: 8, after: 2 },
    { type: 'paragraph', text: input.note, size: 7, after: 2 },
    {
      type: 'link',
      text: 'Open this view in the Map Explorer',
      url: viewUrl,
      description: 'This map view in the VTrans Map Explorer (interactive, with the data as tables)',
      size: 7,
    },
  ];
  const legendBlocks: Block[] = [{ type: 'heading', level: 2, text: 'Legend', size: 11 }, legend];
  const panelBlocks: Block[] =
    kind === 'top'
      ? [
          {
            type: 'frame',
            box: { ...panelBox, width: (panelBox.width * 2) / 3 - 12 },
            blocks: legendBlocks,
          },
          {
            type: 'frame',
            box: {
              ...panelBox,
              x: panelBox.x + (panelBox.width * 2) / 3,
              width: panelBox.width / 3,
            },
            blocks: scaleBlocks,
          },
        ]
      : [{ type: 'frame', box: panelBox, blocks: [...legendBlocks, ...scaleBlocks] }];
  return renderTaggedPdf({
    title: input.title,
    lang: 'en-US',
    subject: 'A map printed from the VTrans Map Explorer',
    creator: 'VTrans Map Explorer',
    size: LETTER_LANDSCAPE,
    margin: PRINT_MARGIN,
    blocks: [
      { type: 'heading', level: 1, text: input.title, size: 18 },
      {
        type: 'frame',
        box: mapBox,
        blocks: [
          {
            type: 'image',
            png,
            alt: mapAltText(input.state, input.legend),
            fit: { width: mapBox.width, height: mapBox.height },
            northArrow: true,
            border: true,
          },
        ],
      },
      ...panelBlocks,
    ],
  });
}
