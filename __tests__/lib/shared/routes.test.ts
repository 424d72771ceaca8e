import {
  absolute,
  adminUsersPath,
  commentPath,
  intakePath,
  reviewPath,
  dataExplorerPath,
  mapExplorerPath,
  meetingPath,
  newsletterLinkPath,
  searchPath,
  studyPath,
  updatePath,
  updatesListPath,
} from '@/lib/shared/routes';

describe('routes', () => {
  it('encodes every value it puts in a path or query', () => {
    expect(updatePath('05-01-2024-Freight & Rail/Plan')).toBe(
      '/get-involved/program-updates/update?id=05-01-2024-Freight%20%26%20Rail%2FPlan',
    );
    expect(meetingPath('ctb-workshop?x=1')).toBe('/get-involved/meetings/meeting?id=ctb-workshop%3Fx%3D1');
    expect(studyPath('GAP 2024/07')).toBe('/gap-ta/GAP%202024%2F07');
    expect(searchPath('I-81 & I-64')).toBe('/search?search=I-81%20%26%20I-64');
    expect(newsletterLinkPath('confirm', 'a_b-C')).toBe('/newsletter/confirm?token=a_b-C');
  });

  it('leaves defaults out of list and tool addresses', () => {
    expect(updatesListPath(1, null)).toBe('/get-involved/program-updates');
    expect(updatesListPath(3, 'gap-ta')).toBe('/get-involved/program-updates?program=gap-ta&page=3');
    expect(mapExplorerPath()).toBe('/interactvtrans/map-explorer');
    expect(mapExplorerPath({ query: 'abc123' })).toBe('/interactvtrans/map-explorer?query=abc123');
    expect(mapExplorerPath({ layer: 'gap-ta-studies', feature: 'GAP-1' })).toBe(
      '/interactvtrans/map-explorer?layer=gap-ta-studies&feature=GAP-1',
    );
    expect(dataExplorerPath()).toBe('/interactvtrans/data-explorer');
    expect(dataExplorerPath('q1')).toBe('/interactvtrans/data-explorer?query=q1');
  });

  it('joins a site origin and a path with exactly one slash', () => {
    expect(absolute('https://vtrans.virginia.gov/', '/sitemap.xml')).toBe(
      'https://vtrans.virginia.gov/sitemap.xml',
    );
    expect(absolute('http://127.0.0.1:3100', '/')).toBe('http://127.0.0.1:3100/');
  });

  it('builds the staff and comment addresses the mails link to', () => {
    expect(commentPath(42)).toBe('/interactvtrans/map-explorer?comment=42');
    const id = '9a7b3c4d-0000-4000-8000-000000000101';
    expect(intakePath(id)).toBe(`/admin/spatial-data/intake?submission=${id}`);
    expect(reviewPath(id)).toBe(`/admin/spatial-data/review?submission=${id}`);
    expect(reviewPath()).toBe('/admin/spatial-data/review');
    expect(adminUsersPath('requested')).toBe('/admin/users?status=requested');
    expect(adminUsersPath()).toBe('/admin/users');
  });
});
