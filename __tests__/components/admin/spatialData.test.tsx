import { render, screen, within } from '@testing-library/react';
import { PreflightReport } from '@/components/admin/spatialData/PreflightReport';
import { SubmissionTable } from '@/components/admin/spatialData/SubmissionTable';
import type { SubmissionSummary } from '@/lib/shared/schemas/spatialData';

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
  ...over,
});

describe('PreflightReport', () => {
  it('says each finding’s level in words with what to do, and whether anything blocks submitting', () => {
    render(
      <PreflightReport
        blocking
        findings={[
          { topic: 'count', level: 'info', message: '3 features read.', action: null },
          {
            topic: 'extent',
            level: 'error',
            message: 'Feature 2 lie outside Virginia.',
            action: 'Check the CRS.',
          },
        ]}
      />,
    );
    const items = within(screen.getByTestId('preflight-report')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'OK:3 features read.',
      'Fix:Feature 2 lie outside Virginia.What to do: Check the CRS.',
    ]);
    expect(screen.getByTestId('preflight-summary')).toHaveTextContent(
      /must be fixed before this file can be submitted/,
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
});
