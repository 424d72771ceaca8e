import type { BestBet } from '@/lib/shared/schemas/search';
import { normalizeSearchText } from '@/lib/shared/searchSynonyms';

/** A pinned result and the phrases that pin it. */
export interface BestBetEntry extends BestBet {
  /** Lower-case phrases; the bet shows when the query contains one as whole words. */
  triggers: string[];
}

/** Pinned results shown above the ranked list (editable). */
export const BEST_BETS: readonly BestBetEntry[] = [
  {
    title: 'Apply for GAP-TA',
    url: '/gap-ta/application',
    description: 'Send an expression of interest for Growth and Accessibility Planning Technical Assistance.',
    triggers: ['apply', 'application', 'gap-ta application', 'technical assistance application'],
  },
  {
    title: 'Mid-term Needs and Priorities',
    url: '/mid-term-planning/mid-term-needs-and-priorities',
    description: 'The mid-term needs VTrans identifies and the priority locations across Virginia.',
    triggers: ['mid-term needs', 'needs', 'priority locations'],
  },
  {
    title: 'MapExplorer',
    url: '/interactvtrans/map-explorer',
    description: 'Explore VTrans needs, travel markets and other GIS layers on an interactive map.',
    triggers: ['map', 'map explorer', 'mapexplorer', 'gis', 'layers'],
  },
  {
    title: 'Contact Us',
    url: '/get-involved/contact-us',
    description: 'Email or call the VTrans team, or send a message with the contact form.',
    triggers: ['contact', 'email', 'phone'],
  },
  {
    title: 'Meetings and Events',
    url: '/get-involved/meetings',
    description: 'Upcoming and past VTrans meetings, workshops and webinars.',
    triggers: ['meeting', 'meetings', 'events'],
  },
  {
    title: 'Freight Element',
    url: '/mid-term-planning/freight-plan',
    description: 'How goods move in Virginia: the freight element of VTrans and commodity flows.',
    triggers: ['freight', 'commodity'],
  },
];

const contains = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

/** The best bets whose trigger phrase appears in the query (whole words), in list order. */
export function bestBetsFor(query: string): BestBet[] {
  const q = normalizeSearchText(query);
  if (!q) return [];
  return BEST_BETS.filter((bet) => bet.triggers.some((t) => contains(q, normalizeSearchText(t)))).map(
    ({ title, url, description }) => ({ title, url, description }),
  );
}
