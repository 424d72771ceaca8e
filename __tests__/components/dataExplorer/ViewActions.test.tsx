import { fireEvent, render, screen, within } from '@testing-library/react';
import { embedHeight, ViewActions } from '@/components/dataExplorer/ViewActions';
import { saveInteractiveQuery } from '@/lib/client/api';
import { DEFAULT_CHOICES } from '@/lib/shared/schemas/dataExplorer/rules';
import type { DataView } from '@/lib/shared/schemas/dataExplorer';

jest.mock('@/lib/client/api', () => ({ saveInteractiveQuery: jest.fn() }));
const save = saveInteractiveQuery as jest.MockedFunction<typeof saveInteractiveQuery>;

const choices = { ...DEFAULT_CHOICES, view: 'needs' as const, by: 'district', district: 'Salem' };
const view: DataView = {
  choices,
  title: 'Mid-term needs by district',
  summary: 'Salem has 12 needs.',
  source: 'VTrans mid-term needs (OIPI)',
  vintage: '2023',
  illustrative: true,
  note: null,
  controls: [],
  chart: null,
  tables: [],
};
const state = { schemaVersion: 1 as const, dataVintage: '2024-02-01', choices };

describe('ViewActions', () => {
  beforeEach(() => save.mockReset());

  it('cites the saved view with its vintage, the access date and the permalink', async () => {
    save.mockResolvedValue({ id: '0b4c5d6e-0000-4000-8000-000000000001' });
    render(<ViewActions view={view} state={state} figure={null} chartHeight={300} />);
    // No chart drawn (the table is shown): nothing to download as an image.
    expect(screen.queryByRole('button', { name: /Download chart/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cite this view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cite this view' });
    const citation = await within(dialog).findByRole('textbox', { name: 'Citation' });
    expect(save).toHaveBeenCalledWith({ tool: 'data-explorer', state });
    const text = (citation as HTMLTextAreaElement).value;
    expect(text).toContain('“Mid-term needs by district.” VTrans DataExplorer.');
    expect(text).toContain('vintage 2023 (illustrative data, not official figures).');
    expect(text).toContain(
      `${window.location.origin}/interactvtrans/data-explorer?query=0b4c5d6e-0000-4000-8000-000000000001 (accessed `,
    );
  });

  it('cites a jurisdiction profile by the profile, not by its first chart', async () => {
    save.mockResolvedValue({ id: '0b4c5d6e-0000-4000-8000-000000000002' });
    const table = (id: string) => ({ id, caption: id, columns: [], rows: [] });
    const profile = {
      ...view,
      choices: { ...DEFAULT_CHOICES, view: 'jurisdiction' as const },
      title: 'Jurisdiction profile: Culpeper County',
      chart: { ...({} as NonNullable<DataView['chart']>), title: 'Needs in Culpeper County by category' },
      tables: [table('needs'), table('studies'), table('udas'), table('freight')],
    } as DataView;
    render(<ViewActions view={profile} state={state} figure={null} chartHeight={300} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cite this view' }));
    const citation = await screen.findByRole('textbox', { name: 'Citation' });
    const text = (citation as HTMLTextAreaElement).value;
    expect(text).toContain('“Jurisdiction profile: Culpeper County.” VTrans DataExplorer.');
    expect(text).not.toContain('Needs in Culpeper County by category');
  });

  it('says so when the view cannot be saved for a citation', async () => {
    save.mockRejectedValue(new Error('Failed to save query'));
    render(<ViewActions view={view} state={state} figure={null} chartHeight={300} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cite this view' }));
    expect(await screen.findByText('Failed to save query')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Citation' })).toBeNull();
  });

  it('gives an embed code for the embed view of these choices, titled by the view', () => {
    render(<ViewActions view={view} state={state} figure={null} chartHeight={300} />);
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    const code = (screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement).value;
    // As tall as the embed page's content (title, chart, every table row, source, links), then its script
    // follows the height the embed page posts.
    expect(code.split('\n')[0]).toBe(
      `<iframe src="${window.location.origin}/interactvtrans/data-explorer/embed?view=needs&amp;needsYear=2023&amp;by=district&amp;district=Salem" ` +
        `title="VTrans DataExplorer: Mid-term needs by district" width="100%" height="${embedHeight(view, 300)}" style="border:0" loading="lazy"></iframe>`,
    );
    expect(
      embedHeight(
        { ...view, tables: [{ id: 't', caption: 'c', columns: [], rows: Array(30).fill({}) }] },
        300,
      ),
    ).toBeGreaterThan(300 + 37 * 30);
    expect(code.split('\n')[1]).toMatch(/^<script>.*vtrans-embed-height.*<\/script>$/);
    expect(save).not.toHaveBeenCalled();
  });
});
