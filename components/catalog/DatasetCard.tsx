import NextLink from 'next/link';
import { Chip } from '@/components/ui/Chip';
import text from '@/styles/type.module.css';
import css from './catalog.module.css';
import { DataTable } from '@/components/common/DataTable';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import type { Dataset } from '@/lib/shared/schemas/catalog';
import { OgcServiceHelp } from './OgcServiceHelp';

const num = new Intl.NumberFormat('en-US');
const extentText = (e: Dataset['extent']) =>
  e
    ? `${e[0].toFixed(2)}° to ${e[2].toFixed(2)}° longitude, ${e[1].toFixed(2)}° to ${e[3].toFixed(2)}° latitude`
    : 'Virginia (no geometry)';

/** One dataset of the catalog: what it is, where it comes from, its fields, downloads and addresses. */
export function DatasetCard({ d, siteUrl }: { d: Dataset; siteUrl: string }) {
  const headingId = `dataset-${d.key}`;
  return (
    <article id={d.key} aria-labelledby={headingId} className={css.card}>
      <h3 id={headingId} className={`${text.h3} ${css.gutter}`}>
        {d.title}
      </h3>
      <div className={css.chips}>
        <Chip tone="neutral">{d.kind}</Chip>
        <Chip>{d.category}</Chip>
        {d.illustrativeCount > 0 && <IllustrativeChip label="Illustrative data" />}
      </div>
      <p className={`${text.body1} ${css.mb1}`}>{d.description}</p>
      <dl className={css.facts}>
        <dt>Source</dt>
        <dd>{d.source}</dd>
        <dt>Vintage</dt>
        <dd>{d.vintage}</dd>
        <dt>Last update</dt>
        <dd>{d.updated}</dd>
        <dt>Records</dt>
        <dd>
          {num.format(d.recordCount)}
          {d.illustrativeCount > 0 && ` (${num.format(d.illustrativeCount)} illustrative)`}
        </dd>
        <dt>Geometry</dt>
        <dd>{d.geometry === 'none' ? 'None (a table)' : d.geometry}</dd>
        <dt>Extent</dt>
        <dd>{extentText(d.extent)}</dd>
        <dt>API</dt>
        <dd>
          <a href={d.api} className={css.breakAll}>
            {d.api}
          </a>
        </dd>
        {d.ogc && (
          <>
            <dt>OGC API – Features</dt>
            <dd>
              <a href={`${d.ogc.service}/collections/${d.ogc.collection}?f=html`} className={css.breakAll}>
                {`${siteUrl}${d.ogc.service}/collections/${d.ogc.collection}`}
              </a>
            </dd>
          </>
        )}
      </dl>
      <div className={css.links}>
        {d.downloads.map((x) => (
          <a key={x.href} href={x.href} download>
            {x.label}
            <span className="visually-hidden">: {d.title}</span>
          </a>
        ))}
        {d.mapExplorer && (
          <NextLink href={d.mapExplorer}>
            Open in Map Explorer
            <span className="visually-hidden">: {d.title}</span>
          </NextLink>
        )}
        {d.dataExplorer && (
          <NextLink href={d.dataExplorer}>
            Open in Data Explorer
            <span className="visually-hidden">: {d.title}</span>
          </NextLink>
        )}
      </div>
      {d.csvTypes && d.csvPrj && (
        <p className={`${text.small} ${css.mt1}`} data-testid="csv-note">
          The CSV&apos;s coordinates are WGS 84 (EPSG:4326) longitude and latitude in degrees: each row&apos;s
          geometry is its WKT column (points also have Longitude and Latitude columns). Its column types are
          in{' '}
          <a href={d.csvTypes} download>
            {d.key}.csvt
          </a>{' '}
          and its coordinate system in{' '}
          <a href={d.csvPrj} download>
            {d.key}.prj
          </a>
          : saved beside the CSV, GDAL and QGIS read both.
        </p>
      )}
      {d.ogc && (
        <OgcServiceHelp
          service={`${siteUrl}${d.ogc.service}`}
          collection={d.ogc.collection}
          title={d.title}
        />
      )}
      {d.fields.length > 0 && (
        <details className={css.mt1}>
          <summary>Fields ({d.fields.length})</summary>
          <DataTable caption={`Fields of ${d.title}`} headers={['Name', 'Type', 'Meaning']}>
            {d.fields.map((f) => (
              <tr key={f.name}>
                <th scope="row">
                  <code>{f.name}</code>
                </th>
                <td>{f.type}</td>
                <td>{f.label}</td>
              </tr>
            ))}
          </DataTable>
        </details>
      )}
    </article>
  );
}
