import text from '@/styles/type.module.css';
import { OGC_BASE_PATH } from '@/lib/shared/routes';
import css from './catalog.module.css';

/**
 * The catalog's "Connect your GIS" box: the one address a GIS user pastes into QGIS or ArcGIS Pro (the OGC API –
 * Features service, every layer a collection named by its dataset key), where each program takes it, and the
 * DCAT-US catalog for harvesters. Each dataset's card repeats its own collection.
 */
export function ConnectYourGis({ siteUrl }: { siteUrl: string }) {
  const service = `${siteUrl}${OGC_BASE_PATH}`;
  return (
    <section aria-labelledby="connect-gis" className={css.connect}>
      <h2 id="connect-gis" className={`${text.panelTitle} ${css.gutter}`}>
        Connect your GIS
      </h2>
      <p className={text.body1}>
        Every map layer below is published as an OGC API – Features service, so your GIS reads it live. Paste
        this address:
      </p>
      <p className={`${text.body1} ${css.address}`}>
        <a href={`${service}?f=html`}>
          <code>{service}</code>
        </a>
      </p>
      <ul className={`${text.body1} ${css.connectSteps}`}>
        <li>
          QGIS: Layer › Add Layer › Add WFS / OGC API – Features Layer › New, paste the address, Connect.
        </li>
        <li>ArcGIS Pro: Insert › Connections › Server › New OGC API Server, paste the address.</li>
        <li>
          GDAL: <code>ogrinfo OAPIF:{service}</code>
        </li>
      </ul>
      <p className={text.small}>
        Each layer is the collection named by its key (shown on its card). Coordinates are WGS 84 longitude
        and latitude. The whole catalog for harvesters: <a href="/data.json">{`${siteUrl}/data.json`}</a>{' '}
        (DCAT-US 1.1).
      </p>
    </section>
  );
}
