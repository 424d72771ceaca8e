import fs from 'node:fs';
import path from 'node:path';
import { PAGES, PLAN_NAME, pageDefinition, pageTitle, sectionFor } from '@/lib/shared/pageRegistry';

/** The route file Next.js serves for a registry route. */
function pageFile(route: string): string | null {
  const base = path.join(process.cwd(), 'pages', route === '/' ? 'index' : route);
  return [`${base}.tsx`, path.join(base, 'index.tsx')].find((f) => fs.existsSync(f)) ?? null;
}

describe('page registry', () => {
  it('has every route of SPEC §2 (plus the staff and mailing-list pages), each served by a page file', () => {
    // 50: SPEC §2 and /admin/users; + /admin/comments, /newsletter/confirm and /unsubscribe;
    // + the Data Explorer's embed view; + GAP-TA applications' four pages;
    // + site content's list, editor and preview; + the documents library and a document; + Language assistance;
    // + comment periods (issue 57): /get-involved, a period, its report, and the staff list; the page that deletes
    // one's voluntary demographics.
    expect(Object.keys(PAGES)).toHaveLength(69);
    for (const route of Object.keys(PAGES))
      expect([route, pageFile(route)]).toEqual([route, expect.any(String)]);
  });

  it('puts the SPEC redesign list on the redesigned layout and the rest on the older one', () => {
    const older = Object.values(PAGES)
      .filter((p) => p.layout === 'older')
      .map((p) => p.route);
    expect(older.sort()).toEqual(
      [
        '/gap-ta/[gapid]',
        '/interactvtrans/[activeTab]',
        '/interactvtrans/map-explorer',
        '/interactvtrans/data-explorer',
        '/hidden-library',
        '/admin/spatial-data',
        '/admin/spatial-data/intake',
        '/admin/spatial-data/review',
        '/admin/users',
        '/gap-ta/applications',
        '/gap-ta/applications/application',
        '/admin/gap-ta',
        '/admin/gap-ta/application',
        '/newsletter/confirm',
        '/newsletter/unsubscribe',
        '/admin/comments',
        '/admin/comment-periods',
        '/admin/content',
        '/admin/content/documents',
        '/admin/content/documents/document',
        '/admin/content/edit',
        '/admin/content/preview',
        '/auth/signin',
        '/auth/signout',
        '/auth/unauthenticated',
        '/auth/verify-request',
        '/auth/verify-success',
        '/auth/error',
      ].sort(),
    );
  });

  it('omits the footer exactly on tool, hidden-library, study-map and admin spatial pages', () => {
    const noFooter = Object.values(PAGES)
      .filter((p) => !p.footer)
      .map((p) => p.route);
    expect(noFooter.sort()).toEqual(
      [
        '/interactvtrans/[activeTab]',
        '/interactvtrans/map-explorer',
        '/interactvtrans/data-explorer',
        '/hidden-library',
        '/gap-ta/[gapid]',
        '/admin/spatial-data',
        '/admin/spatial-data/intake',
        '/admin/spatial-data/review',
        '/admin/users',
        '/gap-ta/applications',
        '/gap-ta/applications/application',
        '/admin/gap-ta',
        '/admin/gap-ta/application',
        '/admin/comments',
        '/admin/comment-periods',
        '/admin/content',
        '/admin/content/documents',
        '/admin/content/documents/document',
        '/admin/content/edit',
        '/admin/content/preview',
        '/interactvtrans/data-explorer/embed',
      ].sort(),
    );
  });

  it('gives only the Data Explorer embed view no frame, and keeps it out of search engines', () => {
    expect(Object.values(PAGES).filter((p) => p.layout === 'embed')).toEqual([
      expect.objectContaining({
        route: '/interactvtrans/data-explorer/embed',
        footer: false,
        newsletter: false,
        unlisted: true,
      }),
    ]);
  });

  it('hides the newsletter block on search, library, mailing-list and authentication pages only', () => {
    const hidden = Object.values(PAGES)
      .filter((p) => !p.newsletter)
      .map((p) => p.route);
    expect(
      hidden.every(
        (r) =>
          r === '/search' ||
          r.includes('library') ||
          r === '/documents-and-media' ||
          r.startsWith('/auth/') ||
          r.startsWith('/newsletter/') ||
          r === '/interactvtrans/data-explorer/embed',
      ),
    ).toBe(true);
    expect(hidden).toEqual(
      expect.arrayContaining([
        '/search',
        '/documents-and-media',
        '/auth/signin',
        '/auth/error',
        '/newsletter/confirm',
      ]),
    );
  });

  it('shows the blue tool bar on the tool and admin pages of the older layout', () => {
    expect(pageDefinition('/interactvtrans/map-explorer').toolBar).toBe(true);
    expect(pageDefinition('/admin/spatial-data/review').toolBar).toBe(true);
    expect(pageDefinition('/auth/signin').toolBar).toBe(false);
  });
});

describe('section detection', () => {
  it.each([
    ['/about/gap-ta', 'technical-assistance'],
    ['/gap-ta/application', 'technical-assistance'],
    ['/gap-ta/[gapid]', 'technical-assistance'],
    ['/vision/our-vision', 'plan'],
    ['/long-term-planning/megatrend-climate', 'plan'],
    ['/', 'none'],
    ['/get-involved/contact-us', 'none'],
  ])('%s → %s', (route, section) => {
    expect(sectionFor(route)).toBe(section);
  });
});

describe('titles', () => {
  it('end in | VTrans, except the home page which is the plan name', () => {
    expect(pageTitle('Freight Element')).toBe('Freight Element | VTrans');
    expect(pageTitle(PLAN_NAME)).toBe(PLAN_NAME);
    expect(pageTitle('Already | VTrans')).toBe('Already | VTrans');
  });
});
