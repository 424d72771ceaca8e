import { fireEvent, render, screen } from '@testing-library/react';
import { MapPicture, PICTURE_URL } from '@/components/map/MapPicture';

describe('MapPicture', () => {
  it('shows the default view with its alternative text, and goes when the server could not draw it', () => {
    render(<MapPicture info={{ alt: 'Map of Virginia' }} />);
    const img = screen.getByRole('img', { name: 'Map of Virginia' });
    expect(img).toHaveAttribute('src', PICTURE_URL.wide);
    // A 503 from GET /api/map-explorer/picture: no broken image over the map while it loads.
    fireEvent.error(img);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByTestId('map-picture')).not.toBeInTheDocument();
  });
});
