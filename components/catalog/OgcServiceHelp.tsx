import text from '@/styles/type.module.css';
import css from './catalog.module.css';

/**
 * How to connect GIS software to the OGC API – Features service, for one dataset (its collection id): the
 * address to paste and the menu path in QGIS and ArcGIS Pro. Collapsed by default.
 */
export function OgcServiceHelp({
  service,
  collection,
  title,
}: {
  service: string;
  collection: string;
  title: string;
}) {
  return (
    <details className={css.mt1}>
      <summary>
        Add this to QGIS or ArcGIS Pro
        <span className="visually-hidden">: {title}</span>
      </summary>
      <p className={`${text.body1} ${css.mt1}`}>
        Connect once and the layer stays current: every layer is published as an OGC API – Features service at{' '}
        <a href={`${service}?f=html`} className={css.breakAll}>
          <code>{service}</code>
        </a>
        ; this dataset is the collection <code>{collection}</code>.
      </p>
      <ul className={css.mt1}>
        <li>
          QGIS: Layer › Add Layer › Add WFS / OGC API – Features Layer › New; paste the address, Connect, pick{' '}
          <code>{collection}</code> and Add.
        </li>
        <li>
          ArcGIS Pro: Insert › Connections › Server › New OGC API Server; paste the address, then drag{' '}
          <code>{collection}</code> from the Catalog pane onto the map.
        </li>
        <li>
          GDAL:{' '}
          <code>
            ogr2ogr out.gpkg OAPIF:{service} {collection}
          </code>
        </li>
      </ul>
    </details>
  );
}
