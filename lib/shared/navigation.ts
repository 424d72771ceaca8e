/** The site navigation as typed data, in one place (SPEC §2 "Navigation (redesign)", SPEC §3 Navigation item). */

export interface NavIcon {
  src: string;
  height: number;
  width: number;
}

export interface NavigationItem {
  label: string;
  type: 'internal-link' | 'external-link' | 'item-group';
  href?: string;
  groupItems?: NavigationItem[];
  status?: 'disabled';
  tag?: 'new' | 'updated';
  prependIcon?: NavIcon;
  appendIcon?: NavIcon;
  desktopOnly?: boolean;
  /** A theme palette token, e.g. 'primary.main' (colours live only in styles/theme.ts). */
  backgroundColor?: string;
}

/** Badge widths in px: the 'updated' badge is wider than the 'new' one (SPEC §9). */
export const TAG_BADGE_WIDTH = { new: 36, updated: 58 } as const;

const link = (label: string, href: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  label,
  type: 'internal-link',
  href,
  ...extra,
});

const external = (label: string, href: string): NavigationItem => ({ label, type: 'external-link', href });

const group = (
  label: string,
  groupItems: NavigationItem[],
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({
  label,
  type: 'item-group',
  groupItems,
  ...extra,
});

const disabled = (label: string): NavigationItem => ({ label, type: 'internal-link', status: 'disabled' });

/** The redesigned layout's main navigation (SPEC §2). */
export const MAIN_NAVIGATION: NavigationItem[] = [
  group('VTrans – Transportation Plan', [
    group('Overview', [
      link('About VTrans', '/about/about-vtrans'),
      link('Policies and Statutory Requirements', '/about/statutory-requirements'),
      link('CTB and OIPI Roles', '/about/ctb-oipi-roles', { tag: 'new' }),
    ]),
    group('Transportation Vision', [
      link('Our Vision', '/vision/our-vision'),
      link('Biennial Survey', '/vision/opinion-survey'),
    ]),
    group('Mid-term', [
      link('Travel Markets', '/mid-term-planning/travel-markets'),
      link('Needs and Priorities', '/mid-term-planning/mid-term-needs-and-priorities'),
      link('Freight Element', '/mid-term-planning/freight-plan'),
    ]),
    group('Long-term', [
      link('Risk and Opportunity Register', '/long-term-planning/long-term-risk-register'),
      link('Megatrend: Climate', '/long-term-planning/megatrend-climate'),
      link('Megatrend: Technology', '/long-term-planning/megatrend-technology'),
      link('Megatrend: Consumption', '/long-term-planning/megatrend-consumption'),
      link('Megatrend: Socio-demographics', '/long-term-planning/megatrend-sociodemographic'),
    ]),
    link('Strategic Actions', '/vision/strategic-actions'),
  ]),
  group('GAP - Technical Assistance', [
    link('About GAP-TA', '/about/gap-ta'),
    link('GAP-TA Application', '/gap-ta/application'),
  ]),
  group('Resources', [
    link('Documents and Media', '/documents-and-media'),
    link('Past VTrans Documents', '/archive/past-vtrans-plans'),
    link('Past Newsletters', '/archive/past-newsletters', { tag: 'new' }),
    link('Meeting information', '/get-involved/meetings'),
    link('VTrans and GAP-TA Updates', '/get-involved/program-updates'),
    link('FAQ', '/get-involved/frequently-asked-questions'),
    link('Contact Us', '/get-involved/contact-us'),
    link('About UDAs', '/urban-development-areas/about-udas', { tag: 'new' }),
    link('UDA Designation Process', '/urban-development-areas/uda-designation-process', { tag: 'new' }),
  ]),
  group('InteractVTrans', [
    link('About', '/interactvtrans/about'),
    link('Available Datasets', '/interactvtrans/available-datasets'),
    link('Submit', '/interactvtrans/submit'),
    link('MapExplorer App', '/interactvtrans/map-explorer', { desktopOnly: true }),
    link('DataExplorer App', '/interactvtrans/data-explorer', { desktopOnly: true }),
    link('Map Explorer Tutorial', '/interactvtrans/tutorials/map-explorer', { tag: 'updated' }),
    link('Data Explorer Tutorial', '/interactvtrans/tutorials/data-explorer'),
  ]),
];

/** The utility links shown above the main navigation (SPEC §2 "Secondary links"). */
export const SECONDARY_LINKS: NavigationItem[] = [
  link('Updates', '/get-involved/program-updates'),
  link('FAQs', '/get-involved/frequently-asked-questions'),
  link('Meetings', '/get-involved/meetings'),
  link('Contact Us', '/get-involved/contact-us'),
];

/** The older layout's navigation: an About menu with external links and some disabled items (SPEC §2). */
export const OLD_NAVIGATION: NavigationItem[] = [
  group('About', [
    link('About VTrans', '/about/about-vtrans'),
    disabled('Public Comment (closed)'),
    link('About GAP-TA', '/about/gap-ta'),
    external('Commonwealth Transportation Board', 'https://www.ctb.virginia.gov/'),
    external('Office of Intermodal Planning and Investment', 'https://oipi.virginia.gov/'),
  ]),
  group('Plan', [
    link('Vision', '/vision/our-vision'),
    link('Mid-term', '/mid-term-planning/mid-term-needs-and-priorities'),
    link('Long-term', '/long-term-planning/long-term-risk-register'),
  ]),
  group('InteractVTrans', [
    link('Map Explorer', '/interactvtrans/map-explorer', { desktopOnly: true }),
    link('Data Explorer', '/interactvtrans/data-explorer', { desktopOnly: true }),
    disabled('Archived Dashboards (retired)'),
    link('About', '/interactvtrans/about'),
  ]),
  group('Get Involved', [
    link('Meetings', '/get-involved/meetings'),
    link('Updates', '/get-involved/program-updates'),
    link('FAQ', '/get-involved/frequently-asked-questions'),
    link('Contact Us', '/get-involved/contact-us'),
  ]),
];

/** Every internal href in a navigation tree, depth first (used by tests to check routes exist). */
export function flattenLinks(items: NavigationItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'item-group') return flattenLinks(item.groupItems ?? []);
    return item.type === 'internal-link' && item.href ? [item.href] : [];
  });
}
