import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RiskRegisterTable } from '@/components/plan/RiskRegisterTable';
import { StatutoryTable } from '@/components/plan/StatutoryTable';
import { StrategicActionsTable } from '@/components/plan/StrategicActionsTable';
import type {
  RiskRegisterItem,
  StatutoryRequirement,
  StrategicAction,
} from '@/lib/shared/schemas/planRecords';

const action = (number: number, status: string, responsibleEntity: string): StrategicAction => ({
  number,
  title: `Action ${number}`,
  description: 'd',
  intent: 'i',
  riskItemNumber: null,
  responsibleEntity,
  status,
  theme: 't',
  illustrative: number > 2,
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('StrategicActionsTable', () => {
  it('filters by status and by responsible agency together', async () => {
    const user = userEvent.setup();
    render(
      <StrategicActionsTable
        actions={[
          action(1, 'Underway', 'VDOT'),
          action(2, 'Complete', 'VDOT'),
          action(3, 'Underway', 'OIPI'),
        ]}
      />,
    );
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(3);
    // Native selects: choose as a person does with the keyboard or the browser's list.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Underway');
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Responsible agency' }), 'OIPI');
    const rows = rowsOf(screen.getByRole('table'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Action 3 (illustrative summary)');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 actions');
  });
});

const item = (
  n: number,
  megatrendNumber: number,
  megatrend: string,
  macrotrend: string,
): RiskRegisterItem => ({
  megatrendNumber,
  megatrend,
  macrotrendNumber: n,
  macrotrend,
  drivers: 'drivers',
  summary: 'summary',
  keyFigures: n === 1 ? [{ label: 'Storm surge', value: '13,100 directional miles' }] : [],
  page: '/long-term-planning/megatrend-climate',
});

describe('RiskRegisterTable', () => {
  const items = [
    item(1, 1, 'Climate', 'Increase in flooding risk'),
    item(2, 2, 'Technology', 'Autonomous vehicles'),
    item(5, 3, 'Consumption', 'E-commerce'),
  ];

  it('filters by megatrend and sorts by any column', async () => {
    const user = userEvent.setup();
    render(<RiskRegisterTable items={items} />);
    expect(screen.getByText('13,100 directional miles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Technology' }));
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'All megatrends' }));
    await user.click(screen.getByRole('button', { name: 'Macrotrend' }));
    expect(
      rowsOf(screen.getByRole('table')).map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['2', '5', '1']);
    await user.click(screen.getByRole('button', { name: 'Macrotrend' }));
    expect(
      rowsOf(screen.getByRole('table')).map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['1', '5', '2']);
  });
});

describe('StatutoryTable', () => {
  const req = (citation: string, level: 'federal' | 'state'): StatutoryRequirement => ({
    year: 2014,
    level,
    citation,
    title: 't',
    isRequirement: true,
    description: 'd',
    url: 'https://law.lis.virginia.gov/',
  });

  it('links each provision and filters federal / Virginia', async () => {
    const user = userEvent.setup();
    render(<StatutoryTable rows={[req('23 U.S.C. 135', 'federal'), req('§ 33.2-353', 'state')]} />);
    expect(screen.getByRole('link', { name: /§ 33.2-353/ })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Virginia' }));
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(1);
    expect(screen.queryByText('23 U.S.C. 135')).toBeNull();
  });
});
