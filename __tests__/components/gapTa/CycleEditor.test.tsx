import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CycleEditor } from '@/components/gapTa/applications/CycleEditor';
import { updateCycle } from '@/lib/client/gapTa';
import { DEFAULT_COMPONENTS } from '@/lib/shared/schemas/gapTaApplications/rules';
import type { Cycle } from '@/lib/shared/schemas/gapTaApplications';

jest.mock('@/lib/client/gapTa', () => {
  const actual = jest.requireActual('@/lib/client/gapTa');
  return { ...actual, updateCycle: jest.fn() };
});
const updated = updateCycle as jest.MockedFunction<typeof updateCycle>;

const cycle: Cycle = {
  id: 3,
  title: 'FY28 GAP-TA cycle',
  fiscalYear: 2028,
  opensAt: '2026-12-01T13:00:00.000Z', // 8:00 AM EST
  closesAt: '2027-02-05T04:59:00.000Z', // 02/04/2027 11:59 PM EST
  decisionsExpected: 'April 2027',
  components: DEFAULT_COMPONENTS,
  illustrative: false,
  state: 'open',
};

// A computer neither in UTC nor in Virginia: the fields must still read and write Virginia's clock.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('CycleEditor times', () => {
  it('shows and saves the opening and closing in Virginia time, labelled so', async () => {
    const user = userEvent.setup();
    updated.mockResolvedValue(cycle);
    render(<CycleEditor cycle={cycle} onSaved={jest.fn()} />);
    const closes = screen.getByLabelText(/^Closes \(Virginia time\)/);
    expect(closes).toHaveValue('2027-02-04T23:59');
    expect(screen.getByLabelText(/^Opens \(Virginia time\)/)).toHaveValue('2026-12-01T08:00');
    expect(screen.getByText('02/04/2027 11:59 PM EST')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the cycle' }));
    expect(updated).toHaveBeenCalledWith(
      3,
      expect.objectContaining({ opensAt: cycle.opensAt, closesAt: cycle.closesAt }),
    );
  });
});
