import { render, screen } from '@testing-library/react';
import { LayerPanel } from '@/components/map/LayerPanel';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';

const metadata = [
  { key: 'udas', name: 'Urban Development Areas', category: 'Places', description: '', fields: [] },
  { key: 'needs-2023', name: '2023 Needs', category: 'Needs', description: '', fields: [] },
] as unknown as LayerMetadata[];

const renderPanel = (touch?: boolean) =>
  render(
    <LayerPanel
      metadata={metadata}
      states={[]}
      colours={{}}
      errors={{}}
      onChange={() => undefined}
      touch={touch}
    />,
  );

describe('LayerPanel hints', () => {
  it('tells a keyboard user which keys move through the list on a desktop', () => {
    renderPanel();
    const box = screen.getByRole('checkbox', { name: 'Urban Development Areas' });
    expect(box).toHaveAccessibleDescription(/^Keyboard: Up and Down move between layers/);
  });

  it('says what a finger does in the phone sheet, with no keys to press', () => {
    renderPanel(true);
    expect(screen.queryByText(/Keyboard:|Space|Up and Down/)).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Urban Development Areas' });
    expect(box).toHaveAccessibleDescription(
      'Tap a layer to turn it on or off; the arrow beside it shows its opacity and details.',
    );
  });
});
