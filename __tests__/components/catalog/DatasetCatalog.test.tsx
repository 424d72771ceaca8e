import { render, screen, within } from '@testing-library/react';
import { DatasetCatalog } from '@/components/catalog/DatasetCatalog';
import type { Dataset } from '@/lib/shared/schemas/catalog';

const FEATURES = '/api/map-explorer/layers/mid-term-needs-2023/features';
const needs: Dataset = {
  key: 'mid-term-needs-2023',
  title: '2023 Mid-term Needs',
  description: 'Needs.',
  kind: 'Map layer',
  category: 'Needs',
  geometry: 'line',
  source: 'OIPI',
  vintage: '2023',
  updated: '2026-01-01',
  fields: [
    { name: 'feature_id', type: 'string', label: 'Feature ID' },
    { name: 'name', type: 'string', label: 'Name' },
    { name: 'length_miles', type: 'double', label: 'Length (miles)' },
    { name: 'illustrative', type: 'string', label: 'Illustrative data' },
  ],
  recordCount: 5200,
  illustrativeCount: 5200,
  extent: [-83.5, 36.5, -75.5, 39.4],
  formats: ['CSV'],
  downloads: [{ format: 'CSV', label: 'CSV', href: `${FEATURES}?format=csv` }],
  mapExplorer: null,
  dataExplorer: null,
  api: FEATURES,
  ogc: { service: '/api/ogc', collection: 'mid-term-needs-2023' },
  csvTypes: `${FEATURES}.csvt`,
  csvPrj: `${FEATURES}.prj`,
};

const renderCatalog = () =>
  render(
    <DatasetCatalog
      result={{
        total: 1,
        datasets: [needs],
        facets: { category: [], geometry: [], vintage: [], format: [] },
      }}
      query={{}}
      siteUrl="https://vtrans.example.org"
    />,
  );

describe('DatasetCatalog', () => {
  it('opens with a "Connect your GIS" box: the OGC API address to paste, and where QGIS and ArcGIS Pro take it', () => {
    renderCatalog();
    const box = screen.getByRole('region', { name: 'Connect your GIS' });
    expect(within(box).getByRole('link', { name: 'https://vtrans.example.org/api/ogc' })).toHaveAttribute(
      'href',
      'https://vtrans.example.org/api/ogc?f=html',
    );
    expect(box).toHaveTextContent(/QGIS: Layer › Add Layer › Add WFS \/ OGC API – Features Layer/);
    expect(box).toHaveTextContent(/ArcGIS Pro: Insert › Connections › Server › New OGC API Server/);
    // Before the search: the first thing a GIS user meets.
    const search = screen.getByRole('search');
    expect(box.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts the fields it lists, and says the CSV’s coordinate system with its .csvt and .prj beside it', () => {
    renderCatalog();
    const card = screen.getByRole('article', { name: '2023 Mid-term Needs' });
    expect(within(card).getByText('Fields (4)')).toBeInTheDocument();
    expect(within(card).getAllByRole('rowheader', { hidden: true })).toHaveLength(4);
    const note = within(card).getByTestId('csv-note');
    expect(note).toHaveTextContent(/WGS 84 \(EPSG:4326\) longitude and latitude/);
    expect(within(note).getByRole('link', { name: 'mid-term-needs-2023.csvt' })).toHaveAttribute(
      'href',
      `${FEATURES}.csvt`,
    );
    expect(within(note).getByRole('link', { name: 'mid-term-needs-2023.prj' })).toHaveAttribute(
      'href',
      `${FEATURES}.prj`,
    );
  });
});
