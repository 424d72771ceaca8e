import NextLink from 'next/link';
import text from '@/styles/type.module.css';
import css from './interact.module.css';

const DX = '/interactvtrans/data-explorer';

interface Step {
  id: string;
  title: string;
  href: string;
  steps: string[];
  image: { src: string; alt: string };
}

/** The screenshots are made by `npm run tutorial:screenshots:data` (scripts/tutorial-screenshots-data.ts) against a build. */
const STEPS: Step[] = [
  {
    id: 'tutorial-freight',
    title: 'Freight flows',
    href: `${DX}?view=freight`,
    steps: [
      'Open the DataExplorer; it starts on Freight flows: outbound weight from Virginia in the base year, by commodity.',
      'Pick what to break the flows down by: commodity, mode, trading partner, or Year for the trend from the base year to the forecasts.',
      'Choose the geography (statewide or a VDOT district), the origin, the direction (inbound, outbound, within), the measure (weight, value or ton-miles), the year and the mode. The page and its address change at once.',
      'Read the one-sentence summary under the choices: it names the largest group and its share, or the change over the years.',
      'The data is illustrative, shaped like FHWA’s Freight Analysis Framework: the amber label says so on every view that uses it.',
    ],
    image: {
      src: '/tutorials/data-explorer/freight.png',
      alt: 'The Freight flows view: the view buttons, the choices (break down by commodity, statewide, Virginia, outbound, weight, 2017, all modes), the illustrative-data label, the summary sentence and a bar chart of the top commodities.',
    },
  },
  {
    id: 'tutorial-table',
    title: 'Chart or table, and the CSV',
    href: `${DX}?view=freight&display=table`,
    steps: [
      'Choose “Table” to read every row with its unit and share; “Chart” draws the same rows. Screen readers always find the table first.',
      'On the chart, press Tab to reach it, then the arrow keys to move from bar to bar; the tooltip reads each value.',
      '“Download CSV” saves exactly the rows of the table, with the units in the header row.',
    ],
    image: {
      src: '/tutorials/data-explorer/table.png',
      alt: 'The Freight flows view as a table: commodity, weight in thousand tons and share, with the Chart and Table buttons and the Download CSV button above it.',
    },
  },
  {
    id: 'tutorial-needs',
    title: 'Mid-term needs',
    href: `${DX}?view=needs`,
    steps: [
      'Choose Mid-term needs to count the needs and their miles by VDOT district, need category, travel market or priority, or to compare the 2019, 2021 and 2023 needs years.',
      'Narrow to one district with the District choice.',
      'The counts come from the same layers the MapExplorer draws, so the two tools always agree.',
    ],
    image: {
      src: '/tutorials/data-explorer/needs.png',
      alt: 'The Mid-term needs view: choices for breakdown, needs year and district, the summary sentence and a bar chart of needs by VDOT district.',
    },
  },
  {
    id: 'tutorial-trends',
    title: 'Long-term trends',
    href: `${DX}?view=trends`,
    steps: [
      'Choose Long-term trends to see the key figures of the four megatrends, or pick one megatrend.',
      'The chart draws the figures that share the most common unit; ranges are drawn at their midpoint, and the table keeps the published text.',
    ],
    image: {
      src: '/tutorials/data-explorer/trends.png',
      alt: 'The Long-term trends view: the megatrend choice, the summary and a bar chart of key figures in percent.',
    },
  },
  {
    id: 'tutorial-jurisdiction',
    title: 'Jurisdiction profile',
    href: `${DX}?view=jurisdiction`,
    steps: [
      'Choose Jurisdiction profile and pick a county, city or VDOT district.',
      'Read its mid-term needs by category, its GAP-TA studies, its urban development areas and the freight of its district, each in its own table.',
      '“Download CSV” saves all four tables in one file; each table also has its own download.',
    ],
    image: {
      src: '/tutorials/data-explorer/jurisdiction.png',
      alt: 'The Jurisdiction profile of Fairfax County: the place choice, the summary sentence and a bar chart of its mid-term needs by category.',
    },
  },
  {
    id: 'tutorial-share',
    title: 'Share a view',
    href: DX,
    steps: [
      'Press “Share this view”: the view is saved and a link appears; copy it into an email or a document.',
      'Whoever opens the link sees the same view; if the data has been updated since, the page says so.',
      '“Download chart (PNG)” or “(SVG)” saves the chart with its title, source and vintage, for a report or a slide.',
      '“Embed” gives a code to paste into another web page: it shows the chart and its table, with the source and a link back here.',
      '“Cite this view” gives a citation with the data vintage, the day you read it and a permanent link to the view.',
    ],
    image: {
      src: '/tutorials/data-explorer/share.png',
      alt: 'The Share this view button with the saved link shown beside it in a text box.',
    },
  },
];

/** Step-by-step help for each DataExplorer view, with screenshots of this site. */
export function DataExplorerTutorial() {
  return (
    <div>
      <nav aria-label="Tutorial sections" className={css.mb3}>
        <ol className={css.steps}>
          {STEPS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {STEPS.map((s) => (
        <section key={s.id} aria-labelledby={s.id} className={css.tutorialSection}>
          <h2 id={s.id} className={`${text.h2} ${css.gutter}`}>
            {s.title}
          </h2>
          <ol className={`${css.steps} ${css.narrow}`}>
            {s.steps.map((t) => (
              <li key={t}>
                <p className={`${text.body1} ${css.mb1}`}>{t}</p>
              </li>
            ))}
          </ol>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={s.image.src}
            alt={s.image.alt}
            width={1280}
            height={1000}
            loading="lazy"
            className={css.screenshot}
          />
          <p className={`${text.body1} ${css.mt1}`}>
            <NextLink href={s.href}>Try it: open {s.title} in the DataExplorer</NextLink>
          </p>
        </section>
      ))}
    </div>
  );
}
