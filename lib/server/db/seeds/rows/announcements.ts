import type { AnnouncementRow } from '@/lib/server/db/tables';
import { virginiaDay } from '@/lib/shared/dates';

const MEGATREND_PAGES = [
  '/long-term-planning/megatrend-climate',
  '/long-term-planning/megatrend-technology',
  '/long-term-planning/megatrend-consumption',
  '/long-term-planning/megatrend-sociodemographic',
  '/long-term-planning/long-term-risk-register',
];

/**
 * Dated banner-strip messages ("The Latest on …") and the pages each one applies to. The latest
 * announcement for a page is the newest one whose pages include it (SPEC §3), so several pages
 * deliberately carry more than one.
 */
export const announcements: Array<Omit<AnnouncementRow, 'id'> & { pages: string[] }> = [
  {
    date: '2022-01-21',
    title: 'The Latest on Mid-term Needs and Long-term Trends',
    message:
      'The 2021 Mid-term Needs are now available, and the megatrend pages have been refreshed to match the ' +
      'risk register policy the CTB adopted in December 2021.',
    link_href: '/mid-term-planning/mid-term-needs-and-priorities',
    link_label: 'See the 2021 needs',
    pages: ['/', '/mid-term-planning/mid-term-needs-and-priorities', ...MEGATREND_PAGES],
  },
  {
    date: '2022-03-25',
    title: 'The Latest on FY22 GAP-TA',
    message: 'Eight jurisdictions have been selected to receive GAP Technical Assistance in FY22.',
    link_href: '/get-involved/program-updates',
    link_label: 'Read the update',
    pages: ['/about/gap-ta'],
  },
  {
    date: '2022-07-08',
    title: 'The Latest on the 2022 Biennial Survey',
    message:
      'The 2022 VTrans Biennial Transportation Survey is under way. If your household received an ' +
      'invitation, please take about 20 minutes to share your views.',
    link_href: '/vision/opinion-survey',
    link_label: 'About the survey',
    pages: ['/', '/vision/opinion-survey', '/vision/our-vision'],
  },
  {
    date: '2022-08-25',
    title: 'The Latest on the Freight Element',
    message:
      "The VTrans Freight Element, Virginia's state freight plan, received federal approval on August 25, " +
      '2022.',
    link_href: '/mid-term-planning/freight-plan',
    link_label: 'About the Freight Element',
    pages: ['/mid-term-planning/freight-plan'],
  },
  {
    date: '2022-09-01',
    title: 'The Latest on FY23 GAP-TA Applications',
    message:
      'The FY23 GAP-TA application window is open. Applications are accepted through October 31, 2022.',
    link_href: '/gap-ta/application',
    link_label: 'Apply now',
    pages: ['/about/gap-ta', '/gap-ta/application'],
  },
  {
    date: '2022-09-26',
    title: 'The Latest on Survey Results',
    message:
      'The 2022 survey has closed and results are being processed. A summary will be shared later this fall.',
    link_href: '/vision/opinion-survey',
    link_label: 'About the survey',
    pages: ['/vision/opinion-survey'],
  },
  {
    date: '2022-12-16',
    title: 'The Latest on FY23 GAP-TA Intake',
    message: 'The FY23 GAP-TA intake is complete. Applicants will be notified in mid-January 2023.',
    link_href: '/get-involved/program-updates',
    link_label: 'Read the update',
    pages: ['/about/gap-ta', '/gap-ta/application'],
  },
  {
    date: '2024-02-01',
    title: 'The Latest on VTrans and GAP Updates',
    message:
      'The 2023 Mid-term Needs layer is ready to download in MapExplorer. These needs are used in SMART ' +
      'SCALE and VDOT Revenue Sharing.',
    link_href: '/interactvtrans/map-explorer',
    link_label: 'Open MapExplorer',
    pages: [
      '/',
      '/mid-term-planning/mid-term-needs-and-priorities',
      '/interactvtrans/about',
      '/interactvtrans/available-datasets',
    ],
  },
  {
    date: '2024-11-04',
    title: 'The Latest on FY25 GAP-TA',
    message:
      'The FY25 GAP-TA application window closed on November 1, 2024. Applications are under review, and ' +
      'decisions are expected in December.',
    link_href: '/get-involved/program-updates',
    link_label: 'Read the update',
    pages: ['/', '/about/gap-ta', '/gap-ta/application'],
  },
  {
    date: '2025-04-15',
    title: 'The Latest on the VTrans Vision',
    message: "An updated VTrans vision is now available to guide Virginia's transportation future.",
    link_href: '/vision/our-vision',
    link_label: 'Read the vision',
    pages: ['/', '/vision/our-vision', '/vision/strategic-actions', '/about/about-vtrans'],
  },
  {
    date: '2025-09-04',
    title: 'The Latest on FY26 GAP-TA',
    message: 'The FY26 GAP-TA application window opened on September 4, 2025.',
    link_href: '/gap-ta/application',
    link_label: 'Apply for GAP-TA',
    pages: ['/', '/about/gap-ta', '/gap-ta/application'],
  },
  {
    date: '2026-11-16',
    title: 'The Latest on the VTrans Website',
    message:
      'The VTrans website is redesigned: a cleaner layout, site-wide search, a language selector and easier ' +
      'navigation between VTrans and GAP-TA.',
    link_href: '/search',
    link_label: 'Search the site',
    pages: ['/'],
  },
];

/**
 * The announcement of the embedded setup's GAP-TA cycle (gapTaCycles.ts), seeded with it: dated the day the
 * window opens and saying that the window is illustrative, so the home banner never announces a window that
 * is long past (it did: "opens September 4, 2025" in December 2026).
 */
export function demoCycleAnnouncement(cycle: {
  title: string;
  fiscal_year: number;
  opens_at: string;
  closes_at: string;
}): Omit<AnnouncementRow, 'id'> & { pages: string[] } {
  const fy = `FY${String(cycle.fiscal_year % 100).padStart(2, '0')}`;
  return {
    date: cycle.opens_at.slice(0, 10),
    // Short: the banner sits above every page's title, on a phone too.
    title: `${fy} GAP-TA (illustrative)`,
    message: `Applications open until ${virginiaDay(cycle.closes_at)} (example dates).`,
    link_href: '/gap-ta/application',
    link_label: 'Apply for GAP-TA',
    pages: ['/', '/about/gap-ta', '/gap-ta/application'],
  };
}
