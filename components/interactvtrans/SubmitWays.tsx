import { ButtonLink } from '@/components/ui/Button';
import layout from '@/components/ui/layout.module.css';
import text from '@/styles/type.module.css';
import css from './interact.module.css';

const WAYS = [
  {
    id: 'submit-comments',
    title: 'Comment on the plan and its maps',
    who: 'For everyone: residents, businesses, advocates and agencies. No account is needed.',
    how: 'Open the MapExplorer and press “Comment on the map”. Place your comment with a click, with the keyboard (move the crosshair with the arrow keys, then use the centre of the map) or on a feature you selected; pick a category such as safety, congestion or freight, and write what you see or what is missing. Your name and email are optional and your email is never shown. For anything that is not about a place, use the contact form.',
    next: 'A reviewer reads each comment before it appears on the map (comments with links or email addresses always wait for one). Answered comments show the staff response on the map and in the comment list; if you left an email, we tell you when yours is answered. Comments feed the next update of the needs and the plan.',
    actions: [
      { href: '/interactvtrans/map-explorer', label: 'Comment on the MapExplorer' },
      { href: '/get-involved/contact-us', label: 'Write to the VTrans team' },
    ],
  },
  {
    id: 'submit-spatial-data',
    title: 'Submit spatial data for your locality',
    who: 'For local-government staff (counties, cities, towns, planning district commissions and MPOs) with a VTrans account tied to their organisation.',
    how: 'Sign in with the emailed link (no password) and open Spatial Data Intake. Choose the layer (it lists the geometry and fields it expects), upload a zipped shapefile, GeoJSON, KML/KMZ or a CSV with latitude and longitude, and read the pre-flight report: coordinate system, encoding, geometry, features outside Virginia and missing fields, each with what to do. Check the preview map and table, save a draft or submit, and keep the tracking number. If you have no account, ask for access from the sign-in page: an administrator approves the request.',
    next: 'You get a receipt by email. OIPI reviewers compare your data with what is published for your organisation, then ask for changes (you upload a new version), approve or reject it; you follow each step in your own listing. Approved data is published to the MapExplorer layer, replacing your organisation’s earlier features.',
    actions: [
      { href: '/admin/spatial-data/intake', label: 'Go to Spatial Data Intake (sign-in)' },
      { href: '/auth/signin', label: 'Sign in or ask for access' },
    ],
  },
];

/** The two ways to send something in: comments for everyone, spatial data for localities through the sign-in. */
export function SubmitWays() {
  return (
    <div className={`${layout.halves} ${css.ways}`}>
      {WAYS.map((w) => (
        <section key={w.id} aria-labelledby={w.id} className={`${css.panel} ${css.way}`}>
          <h2 id={w.id} className={`${text.panelTitle} ${css.gutter}`}>
            {w.title}
          </h2>
          <h3 className={text.itemTitle}>Who it is for</h3>
          <p className={`${text.body1} ${css.mb2}`}>{w.who}</p>
          <h3 className={text.itemTitle}>How</h3>
          <p className={`${text.body1} ${css.mb2}`}>{w.how}</p>
          <h3 className={text.itemTitle}>What happens next</h3>
          <p className={`${text.body1} ${css.mb2}`}>{w.next}</p>
          <div className={css.actions}>
            {w.actions.map((a, i) => (
              <ButtonLink key={a.href} href={a.href} variant={i === 0 ? 'contained' : 'outlined'}>
                {a.label}
              </ButtonLink>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
