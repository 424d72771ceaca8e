import NextLink from 'next/link';
import type { ReactNode } from 'react';
import layout from '@/components/ui/layout.module.css';
import text from '@/styles/type.module.css';
import css from './home.module.css';

const PILLARS = [
  [
    'Vision',
    '/vision/our-vision',
    'Where Virginia wants its transportation system to go: “Good for Business, Good for Communities, Good to Go.”',
  ],
  [
    'Mid-term Needs & Priorities',
    '/mid-term-planning/mid-term-needs-and-priorities',
    'Where the network falls short over roughly the next ten years, and which locations come first.',
  ],
  [
    'Long-term Risk & Opportunity Register',
    '/long-term-planning/long-term-risk-register',
    'Four megatrends and ten macrotrends that could reshape travel over the next 20 years and beyond.',
  ],
  [
    'Strategic Actions',
    '/vision/strategic-actions',
    'Sixteen steps adopted by the Board in 2021 that state agencies carry into their business plans.',
  ],
] as const;

const GAP_COMPONENTS = [
  'Planning in Urban Development Areas and other growth areas',
  'Strategies for emerging planning issues',
  'An accessibility planning process',
  'Multimodal planning outside urbanized areas',
];

/** A titled home-page section. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={`${text.h2} ${css.gutter}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The plan's four focus areas, each linking to its page (the whole card is the link). */
export function Pillars() {
  return (
    <HomeSection id="pillars" title="Four focus areas">
      <div className={layout.quarters}>
        {PILLARS.map(([title, href, body]) => (
          <div key={href} className={css.card}>
            <NextLink href={href} className={css.cardLink}>
              <h3 className={`${text.h3} ${css.gutter} ${css.cardTitle}`}>{title}</h3>
              <p className={text.small}>{body}</p>
            </NextLink>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}

/** The GAP-TA program block: what it offers and its four components. */
export function GapTaBlock() {
  return (
    <HomeSection id="gap-ta" title="GAP Technical Assistance for localities">
      <p className={`${text.body1} ${css.narrow} ${css.mb1}`}>
        Since fiscal year 2021, OIPI has offered Virginia&apos;s cities, counties and towns hands-on,
        data-driven planning help rather than grants. Applications open each September and close at the end of
        October. Help is available in four areas:
      </p>
      <ol className={`${css.narrow} ${css.mb2}`}>
        {GAP_COMPONENTS.map((c) => (
          <li key={c} className={text.body1}>
            {c}
          </li>
        ))}
      </ol>
      <NextLink href="/about/gap-ta" className={`${css.strong} ${css.mr3}`}>
        About GAP-TA
      </NextLink>
      <NextLink href="/gap-ta/application" className={css.strong}>
        How to apply
      </NextLink>
    </HomeSection>
  );
}
