import { render, screen, waitFor, within } from '@testing-library/react';
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
    expect(upload).toHaveBeenLastCalledWith(
      'S1',
      expect.any(File),
      null,
      expect.any(Function),
      null,
      expect.any(Function),
    );

    await user.click(screen.getByRole('combobox', { name: /GeoPackage layer/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'sites' }));
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(upload).toHaveBeenLastCalledWith(
      'S1',
      expect.any(File),
      null,
      expect.any(Function),
      'sites',
      expect.any(Function),
    );
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

describe('UploadForm while a long check runs on the server', () => {
  it('says the file is uploaded and being checked, in a status region, until the report arrives', async () => {
    const user = userEvent.setup();
    const done = jest.fn();
    let finish: (d: SubmissionDetail) => void = () => undefined;
    upload.mockImplementationOnce((_id, _file, _crs, _progress, _layer, onChecking) => {
      onChecking?.('big.zip');
      return new Promise((resolve) => (finish = resolve));
    });
    render(<UploadForm detail={detail} maxUploadMb={100} onUploaded={done} />);
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'big.zip'));
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /‘big\.zip’ is uploaded and still being checked\. Its report appears here when it is ready/,
    );
    expect(screen.getByRole('button', { name: 'Upload and check' })).toBeDisabled();
    finish(detail);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload and check' })).toBeEnabled());
    // The check's status is gone; what happened is said where the focus now is (not the page body, as the
    // disabled button left it).
    const [checkingStatus, result] = screen.getAllByRole('status');
    expect(checkingStatus).toHaveTextContent('');
    expect(result).toHaveTextContent('‘big.zip’ is uploaded and checked. Its report and preview are below.');
    expect(result).toHaveFocus();
    expect(done).toHaveBeenCalledWith(detail);
  });
});

describe('UploadForm and the coordinate system', () => {
  it('offers the chooser for a shapefile only, showing “Detect from the file”, and when the server asks', async () => {
    const user = userEvent.setup();
    upload.mockRejectedValueOnce(
      new UploadError(
        422,
        'The coordinates are not longitude/latitude. Choose the coordinate system.',
        'crs',
        [],
      ),
    );
    render(<UploadForm detail={detail} maxUploadMb={100} onUploaded={jest.fn()} />);
    // GeoJSON, KML and KMZ are longitude/latitude: no chooser with .prj advice for them.
    await user.upload(screen.getByLabelText('File'), new File(['{}'], 'stops.geojson'));
    expect(screen.queryByRole('combobox', { name: /Coordinate system/ })).toBeNull();
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'stops.kml'));
    expect(screen.queryByRole('combobox', { name: /Coordinate system/ })).toBeNull();

    await user.upload(screen.getByLabelText('File'), new File(['x'], 'uda.zip'));
    const chooser = screen.getByRole('combobox', {
      name: /Coordinate system \(only if the shapefile has no \.prj\)/,
    });
    expect(chooser).toHaveTextContent('Detect from the file');

    // A GeoJSON whose coordinates are projected: the server asks, and the chooser appears for it.
    await user.upload(screen.getByLabelText('File'), new File(['{}'], 'projected.geojson'));
    expect(screen.queryByRole('combobox', { name: /Coordinate system/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not longitude/latitude');
    expect(screen.getByRole('combobox', { name: 'Coordinate system of the file' })).toHaveTextContent(
      'Detect from the file',
    );
  });
});
