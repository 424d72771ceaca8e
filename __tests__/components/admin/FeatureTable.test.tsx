import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeatureCollection } from 'geojson';
import { FeatureTable } from '@/components/admin/spatialData/FeatureTable';
import { count } from '@/lib/shared/count';
import type { SubmissionDiff } from '@/lib/shared/schemas/spatialData';

const features = (n: number): FeatureCollection => ({
  type: 'FeatureCollection',
  features: Array.from({ length: n }, (_, i) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-78 + i / 1000, 38.4] },
    properties: { name: `Stop ${i + 1}` },
  })),
});
const diff = (n: number) =>
  ({
    states: Array(n).fill('added'),
    changes: [],
    added: n,
    changed: 0,
    removed: 0,
    unchanged: 0,
  }) as unknown as SubmissionDiff;

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

describe('FeatureTable', () => {
  it('lists the first 20 of a 136-feature file, and all of them on request (an 8,000-px page before)', async () => {
    const user = userEvent.setup();
    render(<FeatureTable features={features(136)} diff={diff(136)} />);
    expect(bodyRows()).toBe(20);
    expect(screen.getByRole('table')).toHaveAccessibleName(/\(20 of 136 listed\)/);
    const more = screen.getByRole('button', { name: 'List all 136 features' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(bodyRows()).toBe(136);
    expect(screen.getByRole('button', { name: 'List the first 20 only' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists a short file whole, with no button', () => {
    render(<FeatureTable features={features(1)} diff={diff(1)} />);
    expect(bodyRows()).toBe(1);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('count', () => {
  it('puts the noun in the right number', () => {
    expect(count(1, 'feature')).toBe('1 feature');
    expect(count(0, 'feature')).toBe('0 features');
    expect(count(1234, 'feature')).toBe('1,234 features');
    expect(count(2, 'study', 'studies')).toBe('2 studies');
  });
});
