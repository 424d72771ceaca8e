import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadForm } from '@/components/admin/spatialData/UploadForm';
import { UploadError, uploadFile } from '@/lib/client/spatialData';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';

jest.mock('@/lib/client/spatialData', () => {
  const actual = jest.requireActual('@/lib/client/spatialData');
  return { ...actual, uploadFile: jest.fn() };
});
const upload = uploadFile as jest.MockedFunction<typeof uploadFile>;

const detail = { submissionID: 'S1', versions: [] } as unknown as SubmissionDetail;

describe('UploadForm with a GeoPackage of several layers', () => {
  it('shows the layers the server names, and sends the chosen one with the next upload', async () => {
    const user = userEvent.setup();
    const done = jest.fn();
    upload.mockRejectedValueOnce(
      new UploadError(422, 'The GeoPackage holds 2 feature layers: roads, sites.', 'layer', [
        'roads',
        'sites',
      ]),
    );
    upload.mockResolvedValueOnce(detail);
    render(<UploadForm detail={detail} maxUploadMb={100} onUploaded={done} />);
    expect(screen.queryByRole('combobox', { name: /GeoPackage layer/ })).toBeNull();
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'two.gpkg'));
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('roads, sites');
    expect(upload).toHaveBeenLastCalledWith('S1', expect.any(File), null, expect.any(Function), null);

    await user.click(screen.getByRole('combobox', { name: /GeoPackage layer/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'sites' }));
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(upload).toHaveBeenLastCalledWith('S1', expect.any(File), null, expect.any(Function), 'sites');
    expect(done).toHaveBeenCalledWith(detail);
  });

  it('forgets the layers when another file is chosen', async () => {
    const user = userEvent.setup();
    upload.mockRejectedValueOnce(new UploadError(422, 'Choose a layer.', 'layer', ['a', 'b']));
    render(<UploadForm detail={detail} maxUploadMb={100} onUploaded={jest.fn()} />);
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'two.gpkg'));
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByRole('combobox', { name: /GeoPackage layer/ })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('File'), new File(['y'], 'one.geojson'));
    expect(screen.queryByRole('combobox', { name: /GeoPackage layer/ })).toBeNull();
  });
});
