import {
  flattenLinks,
  MAIN_NAVIGATION,
  OLD_NAVIGATION,
  SECONDARY_LINKS,
  TAG_BADGE_WIDTH,
  type NavigationItem,
} from '@/lib/shared/navigation';

/** Routes of SPEC §2 that the navigation may point at. */
const SPEC_ROUTES = [
  '/about/about-vtrans',
  '/about/gap-ta',
  '/about/statutory-requirements',
  '/about/ctb-oipi-roles',
  '/gap-ta/application',
  '/vision/our-vision',
  '/vision/strategic-actions',
  '/vision/opinion-survey',
  '/mid-term-planning/travel-markets',
  '/mid-term-planning/mid-term-needs-and-priorities',
  '/mid-term-planning/freight-plan',
  '/long-term-planning/megatrend-climate',
  '/long-term-planning/megatrend-technology',
  '/long-term-planning/megatrend-consumption',
  '/long-term-planning/megatrend-sociodemographic',
  '/long-term-planning/long-term-risk-register',
  '/interactvtrans/about',
  '/interactvtrans/map-explorer',
  '/interactvtrans/data-explorer',
  '/interactvtrans/available-datasets',
  '/interactvtrans/submit',
  '/interactvtrans/tutorials/map-explorer',
  '/interactvtrans/tutorials/data-explorer',
  '/get-involved/meetings',
  '/get-involved/program-updates',
  '/get-involved/frequently-asked-questions',
  '/get-involved/contact-us',
  '/documents-and-media',
  '/archive/past-vtrans-plans',
  '/archive/past-newsletters',
  '/urban-development-areas/about-udas',
  '/urban-development-areas/uda-designation-process',
];

const labels = (items: NavigationItem[] | undefined) => (items ?? []).map((i) => i.label);
const find = (items: NavigationItem[], label: string) => {
  const found = items.find((i) => i.label === label);
  if (!found) throw new Error(`No item ${label}`);
  return found;
};
const all = (items: NavigationItem[]): NavigationItem[] =>
  items.flatMap((i) => [i, ...all(i.groupItems ?? [])]);

describe('MAIN_NAVIGATION (SPEC §2)', () => {
  it('has the four top-level groups in order', () => {
    expect(labels(MAIN_NAVIGATION)).toEqual([
      'VTrans – Transportation Plan',
      'GAP - Technical Assistance',
      'Resources',
      'InteractVTrans',
    ]);
    expect(MAIN_NAVIGATION.every((i) => i.type === 'item-group')).toBe(true);
  });

  it('groups the plan pages into Overview, Vision, Mid-term, Long-term and Strategic Actions', () => {
    const plan = find(MAIN_NAVIGATION, 'VTrans – Transportation Plan').groupItems ?? [];
    expect(labels(plan)).toEqual([
      'Overview',
      'Transportation Vision',
      'Mid-term',
      'Long-term',
      'Strategic Actions',
    ]);
    expect(labels(find(plan, 'Overview').groupItems)).toEqual([
      'About VTrans',
      'Policies and Statutory Requirements',
      'CTB and OIPI Roles',
    ]);
    expect(labels(find(plan, 'Transportation Vision').groupItems)).toEqual(['Our Vision', 'Biennial Survey']);
    expect(labels(find(plan, 'Mid-term').groupItems)).toEqual([
      'Travel Markets',
      'Needs and Priorities',
      'Freight Element',
    ]);
    const longTerm = find(plan, 'Long-term').groupItems ?? [];
    expect(longTerm[0].label).toBe('Risk and Opportunity Register');
    expect(longTerm.slice(1).map((i) => i.href)).toEqual([
      '/long-term-planning/megatrend-climate',
      '/long-term-planning/megatrend-technology',
      '/long-term-planning/megatrend-consumption',
      '/long-term-planning/megatrend-sociodemographic',
    ]);
    expect(find(plan, 'Strategic Actions')).toMatchObject({
      type: 'internal-link',
      href: '/vision/strategic-actions',
    });
  });

  it('lists the GAP-TA, Resources and InteractVTrans items in order', () => {
    expect(labels(find(MAIN_NAVIGATION, 'GAP - Technical Assistance').groupItems)).toEqual([
      'About GAP-TA',
      'GAP-TA Application',
    ]);
    expect(labels(find(MAIN_NAVIGATION, 'Resources').groupItems)).toEqual([
      'Documents and Media',
      'Past VTrans Documents',
      'Past Newsletters',
      'Meeting information',
      'VTrans and GAP-TA Updates',
      'FAQ',
      'Contact Us',
      'About UDAs',
      'UDA Designation Process',
    ]);
    expect(labels(find(MAIN_NAVIGATION, 'InteractVTrans').groupItems)).toEqual([
      'About',
      'Available Datasets',
      'Submit',
      'MapExplorer App',
      'DataExplorer App',
      'Map Explorer Tutorial',
      'Data Explorer Tutorial',
    ]);
  });

  it('points every link at a SPEC §2 route, each once', () => {
    const hrefs = flattenLinks(MAIN_NAVIGATION);
    expect(hrefs.filter((h) => !SPEC_ROUTES.includes(h))).toEqual([]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toHaveLength(32);
  });

  it('tags the new pages and marks only the two explorer apps desktop-only', () => {
    const items = all(MAIN_NAVIGATION);
    expect(items.filter((i) => i.tag === 'new').map((i) => i.label)).toEqual([
      'CTB and OIPI Roles',
      'Past Newsletters',
      'About UDAs',
      'UDA Designation Process',
    ]);
    expect(items.filter((i) => i.tag === 'updated')).toHaveLength(1);
    expect(items.filter((i) => i.desktopOnly).map((i) => i.href)).toEqual([
      '/interactvtrans/map-explorer',
      '/interactvtrans/data-explorer',
    ]);
  });

  it('has only internal links and no disabled items', () => {
    const links = all(MAIN_NAVIGATION).filter((i) => i.type !== 'item-group');
    expect(links.every((i) => i.type === 'internal-link' && i.href && !i.status)).toBe(true);
  });
});

describe('SECONDARY_LINKS', () => {
  it('is Updates, FAQs, Meetings, Contact Us', () => {
    expect(SECONDARY_LINKS.map((i) => [i.label, i.href])).toEqual([
      ['Updates', '/get-involved/program-updates'],
      ['FAQs', '/get-involved/frequently-asked-questions'],
      ['Meetings', '/get-involved/meetings'],
      ['Contact Us', '/get-involved/contact-us'],
    ]);
  });
});

describe('OLD_NAVIGATION', () => {
  it('has About, Plan, InteractVTrans and Get Involved menus', () => {
    expect(labels(OLD_NAVIGATION)).toEqual(['About', 'Plan', 'InteractVTrans', 'Get Involved']);
  });

  it('links the About menu to the board and the planning office in a new tab', () => {
    const external = all(OLD_NAVIGATION).filter((i) => i.type === 'external-link');
    expect(external.map((i) => i.href)).toEqual([
      'https://www.ctb.virginia.gov/',
      'https://oipi.virginia.gov/',
    ]);
    expect(find(OLD_NAVIGATION, 'About').groupItems).toEqual(expect.arrayContaining(external));
  });

  it('has disabled items without links and only SPEC §2 routes otherwise', () => {
    const disabled = all(OLD_NAVIGATION).filter((i) => i.status === 'disabled');
    expect(disabled.length).toBeGreaterThanOrEqual(1);
    expect(disabled.every((i) => !i.href)).toBe(true);
    expect(flattenLinks(OLD_NAVIGATION).filter((h) => !SPEC_ROUTES.includes(h))).toEqual([]);
  });
});

describe('TAG_BADGE_WIDTH (SPEC §9)', () => {
  it('makes the updated badge wider than the new one', () => {
    expect(TAG_BADGE_WIDTH.updated).toBeGreaterThan(TAG_BADGE_WIDTH.new);
  });
});

describe('flattenLinks', () => {
  it('returns internal hrefs depth first and skips external, disabled and group entries', () => {
    expect(
      flattenLinks([
        { label: 'A', type: 'internal-link', href: '/a' },
        {
          label: 'G',
          type: 'item-group',
          groupItems: [
            { label: 'X', type: 'external-link', href: 'https://example.org/' },
            { label: 'B', type: 'internal-link', href: '/b' },
            { label: 'D', type: 'internal-link', status: 'disabled' },
          ],
        },
      ]),
    ).toEqual(['/a', '/b']);
  });
});
