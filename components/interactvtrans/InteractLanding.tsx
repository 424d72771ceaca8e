import NextLink from 'next/link';
import type { KeyboardEvent } from 'react';
import { LiveFigures } from '@/components/interactvtrans/LiveFigures';
import { INTERACTVTRANS_TABS } from '@/lib/shared/pageRegistry';
import type { Statistic } from '@/lib/shared/schemas/interactvtrans';
import text from '@/styles/type.module.css';
import css from './interact.module.css';

/** The live figures each tab shows (keys of GET /api/interactvtrans/statistics). */
const FIGURES: Record<string, string[]> = {
  overview: ['live-datasets', 'live-layers', 'live-features', 'live-data-points'],
  map: ['live-layers', 'live-features'],
  data: ['live-data-points', 'live-datasets'],
  datasets: ['live-datasets', 'live-data-points'],
};

/** Further entry points of each tab. */
const ENTRY_POINTS: Record<string, Array<{ href: string; label: string }>> = {
  overview: [
    { href: '/interactvtrans/submit', label: 'Submit comments or data' },
    { href: '/interactvtrans/tutorials/map-explorer', label: 'MapExplorer tutorial' },
    { href: '/interactvtrans/tutorials/data-explorer', label: 'DataExplorer tutorial' },
  ],
  map: [{ href: '/interactvtrans/tutorials/map-explorer', label: 'MapExplorer tutorial' }],
  data: [
    { href: '/interactvtrans/data-explorer?view=freight', label: 'Freight flows' },
    { href: '/interactvtrans/data-explorer?view=needs', label: 'Mid-term needs' },
    { href: '/interactvtrans/data-explorer?view=trends', label: 'Long-term trends' },
    {
      href: '/interactvtrans/data-explorer?view=jurisdiction',
      label: 'What the plan says about your area (jurisdiction profile)',
    },
    { href: '/interactvtrans/tutorials/data-explorer', label: 'DataExplorer tutorial' },
  ],
  datasets: [{ href: '/data.json', label: 'Machine-readable catalog (DCAT-US, /data.json)' }],
};

const PANELS: Record<string, { text: string; href: string; label: string }> = {
  overview: {
    text: 'InteractVTrans gathers the maps and data behind VTrans in two tools: MapExplorer for layers you can query, print, download and comment on, and DataExplorer for interactive charts and jurisdiction-level data.',
    href: '/interactvtrans/about',
    label: 'About InteractVTrans',
  },
  map: {
    text: 'MapExplorer shows the mid-term needs, travel markets, GAP-TA studies and other statewide layers on one map.',
    href: '/interactvtrans/map-explorer',
    label: 'Open MapExplorer',
  },
  data: {
    text: 'DataExplorer turns the long-term trends, freight flows and needs statistics into charts you can filter and download.',
    href: '/interactvtrans/data-explorer',
    label: 'Open DataExplorer',
  },
  datasets: {
    text: 'Every map layer and data table of this site, with its fields, source and vintage, to download for your own analysis.',
    href: '/interactvtrans/available-datasets',
    label: 'Browse available datasets',
  },
};

/**
 * Arrow keys move focus along the tabs (Home and End to the ends), as MUI's Tabs did; Enter or a click follows
 * the focused tab's link. Only the chosen tab is in the tab order.
 */
function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const last = tabs.length - 1;
  const next = {
    ArrowRight: at === last ? 0 : at + 1,
    ArrowLeft: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
}

/** The InteractVTrans landing page with its tab chosen by the URL (each tab is a link to its address). */
export function InteractLanding({ activeTab, stats }: { activeTab: string; stats: Statistic[] }) {
  const panel = PANELS[activeTab];
  const figures = FIGURES[activeTab]
    .map((k) => stats.find((s) => s.key === k))
    .filter((s) => s !== undefined);
  return (
    <div>
      <h1 className={`${text.h1} ${css.gutter}`}>InteractVTrans</h1>
      <div role="tablist" aria-label="InteractVTrans sections" className={css.tabs} onKeyDown={onTabKey}>
        {INTERACTVTRANS_TABS.map((t) => {
          const selected = t.value === activeTab;
          return (
            <NextLink
              key={t.value}
              href={`/interactvtrans/${t.value}`}
              role="tab"
              id={`tab-${t.value}`}
              aria-selected={selected}
              aria-controls="interact-panel"
              tabIndex={selected ? 0 : -1}
              className={css.tab}
            >
              {t.label}
            </NextLink>
          );
        })}
      </div>
      <div role="tabpanel" id="interact-panel" aria-labelledby={`tab-${activeTab}`} className={css.tabPanel}>
        <p className={`${text.body1} ${css.mb2} ${css.narrow}`}>{panel.text}</p>
        <ul className={css.entryPoints}>
          {[{ href: panel.href, label: panel.label }, ...ENTRY_POINTS[activeTab]].map((e) => (
            <li key={e.href}>
              <NextLink href={e.href}>{e.label}</NextLink>
            </li>
          ))}
        </ul>
        <h2 id="interact-figures" className={`${text.panelTitle} ${css.gutter}`}>
          In figures (counted live)
        </h2>
        <LiveFigures stats={figures} headingId="interact-figures" />
      </div>
    </div>
  );
}
