import { render, screen, within } from '@testing-library/react';
import { ChangesTable, FeatureTable } from '@/components/admin/spatialData/FeatureTable';
import { PreflightReport } from '@/components/admin/spatialData/PreflightReport';
import { SubmissionTable } from '@/components/admin/spatialData/SubmissionTable';
import type { SubmissionDiff, SubmissionSummary } from '@/lib/shared/schemas/spatialData';

const item = (over: Partial<SubmissionSummary>): SubmissionSummary => ({
  submissionID: '9a7b3c4d-0000-4000-8000-000000000101',
  trackingNumber: 'VT-SD-2026-00001',
  layerID: 'urban-development-areas',
  layerName: 'Urban Development Areas',
  title: 'Downtown UDA',
  organization: 'Culpeper County',
  organizationID: 'locality-51047',
  submitterEmail: 'planner@example.org',
  status: 'submitted',
  featureCount: 3,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  submittedAt: '2026-11-01T12:00:00.000Z',
  overdue: false,
  illustrative: false,
  rolledBackAt: null,
  ...over,
});

describe('PreflightReport', () => {
  it('says each finding’s level in words with what to do, and whether anything blocks submitting', () => {
    const findings = [
      { topic: 'count', level: 'info', message: '3 features read.', action: null },
      {
        topic: 'extent',
        level: 'error',
        message: 'Feature 2 lies outside Virginia.',
        action: 'Check the CRS.',
      },
    ] as const;
    const { rerender } = render(<PreflightReport blocking findings={[...findings]} audience="submitter" />);
    const items = () => within(screen.getByTestId('preflight-report')).getAllByRole('listitem');
    expect(items().map((li) => li.textContent)).toEqual([
      'OK:3 features read.',
      'Fix:Feature 2 lies outside Virginia.What to do: Check the CRS.',
    ]);
    expect(screen.getByTestId('preflight-summary')).toHaveTextContent(
      /must be fixed before this file can be submitted/,
    );
    // On the reviewer's page the report does not speak to the submitter.
    rerender(<PreflightReport blocking findings={[...findings]} audience="reviewer" />);
    expect(items()[1]).toHaveTextContent(
      'Fix:Feature 2 lies outside Virginia.Asked of the submitter: Check the CRS.',
    );
    expect(screen.getByTestId('preflight-summary')).toHaveTextContent(
      'The checks found problems that block this version: the submitter has to fix them and upload a new version.',
    );
  });
});

describe('SubmissionTable', () => {
  it('shows the next step to submitters and the organisation with overdue marks in the queue', () => {
    const { rerender } = render(<SubmissionTable items={[item({})]} caption="Yours" hrefOf={() => '/x'} />);
    expect(screen.getByRole('row', { name: /Downtown UDA/ })).toHaveTextContent(
      'Waiting for an OIPI reviewer',
    );
    rerender(<SubmissionTable items={[item({ overdue: true })]} queue caption="Queue" hrefOf={() => '/x'} />);
    const row = screen.getByRole('row', { name: /Downtown UDA/ });
    expect(row).toHaveTextContent('Culpeper County');
    expect(row).toHaveTextContent('Overdue');
    expect(within(row).getByRole('link', { name: 'VT-SD-2026-00001' })).toHaveAttribute('href', '/x');
  });

  it('says a rolled-back publish as rolled back to the submitter, never "OIPI will publish it"', () => {
    render(
      <SubmissionTable
        items={[item({ status: 'approved', rolledBackAt: '2026-11-28T03:30:00.000Z' })]}
        caption="Yours"
        hrefOf={() => '/x'}
      />,
    );
    const row = screen.getByRole('row', { name: /Downtown UDA/ });
    expect(row).toHaveTextContent('Approved (publish rolled back)');
    // The day in Virginia (11/27 at 10:30 PM EST), not UTC's 11/28.
    expect(row).toHaveTextContent('OIPI rolled back its publish on 11/27/2026');
    expect(row).not.toHaveTextContent(/will publish|decides when to publish/);
  });
});

describe('ChangesTable and FeatureTable', () => {
  const diff: SubmissionDiff = {
    against: { kind: 'published' },
    added: 0,
    changed: 1,
    removed: 1,
    unchanged: 0,
    published: { type: 'FeatureCollection', features: [] },
    states: ['changed'],
    changes: [
      {
        state: 'changed',
        n: 1,
        id: 'culpeper-1',
        name: 'Culpeper UDA 1',
        geometry: true,
        fields: [{ field: 'acres', label: 'Acres', before: 846, after: 910 }],
      },
      { state: 'removed', n: null, id: 'culpeper-2', name: 'Culpeper UDA 2', geometry: false, fields: [] },
    ],
  };
  it('shows old and new values of changed features and lists removed ones', () => {
    render(<ChangesTable diff={diff} earlier="what is published for Culpeper County" />);
    const table = screen.getByRole('table', { name: /Features changed or removed/ });
    expect(within(table).getByRole('row', { name: /Culpeper UDA 1/ })).toHaveTextContent(
      '1Culpeper UDA 1Changedacres 846 → 910; shapeculpeper-1',
    );
    expect(within(table).getByRole('row', { name: /Culpeper UDA 2/ })).toHaveTextContent(
      'Culpeper UDA 2Removednot in this versionculpeper-2',
    );
  });
  it('the attribute table says what changed beside the state', () => {
    render(
      <FeatureTable
        diff={diff}
        features={{
          type: 'FeatureCollection',
          features: [
            { type: 'Feature', geometry: null as never, properties: { name: 'Culpeper UDA 1', acres: 910 } },
          ],
        }}
      />,
    );
    expect(screen.getByRole('row', { name: /Culpeper UDA 1/ })).toHaveTextContent(
      'Changed: acres 846 → 910; shape',
    );
  });
});
