import type { WhatsNewRow } from '@/lib/server/db/tables';

/** Site and data additions, newest last (CONTENT-FACTS §12, §13, §27 and the 2026 redesign). */
export const whatsNew: WhatsNewRow[] = [
  {
    date: '2022-01-21',
    title: '2021 Mid-term Needs and refreshed megatrend pages',
    description:
      'The 2021 needs layer arrived in MapExplorer, and the four megatrend pages were brought up to date.',
    href: '/mid-term-planning/mid-term-needs-and-priorities',
  },
  {
    date: '2022-08-25',
    title: 'Freight Element approved',
    description: 'The VTrans Freight Element, federally approved on August 25, 2022, now has its own page.',
    href: '/mid-term-planning/freight-plan',
  },
  {
    date: '2024-02-01',
    title: '2023 Mid-term Needs layer',
    description: 'View and download the 2023 Mid-term Needs and priority locations in MapExplorer.',
    href: '/interactvtrans/map-explorer',
  },
  {
    date: '2024-06-12',
    title: 'MPO long-range plan projects layer',
    description:
      'Projects from the Hampton Roads TPO, New River Valley MPO and Richmond Regional TPO long-range ' +
      'plans ' +
      'were added to MapExplorer (exact date not recorded).',
    href: '/interactvtrans/available-datasets',
  },
  {
    date: '2025-04-15',
    title: 'Updated VTrans vision',
    description: 'Read the updated vision statement and the reordered guiding principles.',
    href: '/vision/our-vision',
  },
  {
    date: '2025-09-04',
    title: 'FY26 GAP-TA applications',
    description: 'The FY26 GAP Technical Assistance window opened on September 4, 2025.',
    href: '/gap-ta/application',
  },
  {
    date: '2026-11-16',
    title: 'A redesigned VTrans website',
    description:
      'A cleaner layout, site-wide search, a language selector and easier navigation between VTrans and ' +
      'GAP-TA.',
    href: '/',
  },
  {
    date: '2026-11-16',
    title: 'New pages on CTB and OIPI roles and Urban Development Areas',
    description:
      'Learn how the Board and OIPI share the work, what Urban Development Areas are, and how a locality ' +
      'designates one.',
    href: '/about/ctb-oipi-roles',
  },
  {
    date: '2026-11-16',
    title: 'Past newsletters archive',
    description: 'Earlier issues of VTrans Updates are now collected in one place.',
    href: '/archive/past-newsletters',
  },
];
