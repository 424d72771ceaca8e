import type { LibraryLink } from '@/lib/server/storage/types';

/** Official external pages listed in the library next to the documents. */
export const LIBRARY_LINKS: LibraryLink[] = [
  {
    title: 'Commonwealth Transportation Board',
    url: 'https://ctb.virginia.gov/',
    description:
      'The board that adopts the VTrans vision, goals and policies, accepts the needs and allocates funds.',
    tags: { topic: 'Policy', planCycle: 'Current', docType: 'Website' },
  },
  {
    title: 'Code of Virginia § 33.2-353: Statewide Transportation Plan',
    url: 'https://law.lis.virginia.gov/vacode/title33.2/chapter3/section33.2-353/',
    description:
      'Requires a statewide plan, updated at least every four years, with a horizon of at least 20 years.',
    tags: { topic: 'Policy', planCycle: 'Current', docType: 'Statute' },
  },
  {
    title: 'Code of Virginia § 2.2-229: Office of Intermodal Planning and Investment',
    url: 'https://law.lis.virginia.gov/vacode/title2.2/chapter2/section2.2-229/',
    description: 'Creates OIPI and sets out its role and goals.',
    tags: { topic: 'Policy', planCycle: 'Current', docType: 'Statute' },
  },
  {
    title: 'Code of Virginia § 33.2-214.1: Statewide prioritization process (SMART SCALE)',
    url: 'https://law.lis.virginia.gov/vacode/title33.2/chapter2/section33.2-214.1/',
    description: 'A project must meet a VTrans need to be screened in for SMART SCALE.',
    tags: { topic: 'Mid-term', planCycle: 'Current', docType: 'Statute' },
  },
  {
    title: 'Code of Virginia § 33.2-357: Revenue Sharing',
    url: 'https://law.lis.virginia.gov/vacode/title33.2/chapter3/section33.2-357/',
    description: 'Projects that meet a VTrans need receive the second priority for Revenue Sharing funds.',
    tags: { topic: 'Mid-term', planCycle: 'Current', docType: 'Statute' },
  },
  {
    title: 'Code of Virginia § 15.2-2223.1: Urban Development Areas',
    url: 'https://law.lis.virginia.gov/vacode/title15.2/chapter22/section15.2-2223.1/',
    description: 'Lets localities designate Urban Development Areas; the basis of GAP-TA Component 1.',
    tags: { topic: 'GAP-TA', planCycle: 'Current', docType: 'Statute' },
  },
  {
    title: 'SMART SCALE',
    url: 'https://www.smartscale.org/',
    description: "Virginia's process for scoring and funding transportation projects.",
    tags: { topic: 'Mid-term', planCycle: 'Current', docType: 'Website' },
  },
  {
    title: 'Virginia Department of Transportation',
    url: 'https://www.vdot.virginia.gov/',
    description:
      'Builds, maintains and operates state roads, bridges and tunnels; a partner in VTrans studies.',
    tags: { topic: 'Partners', planCycle: 'Current', docType: 'Website' },
  },
  {
    title: 'Virginia Department of Rail and Public Transportation',
    url: 'https://drpt.virginia.gov/',
    description: 'Supports public transportation, passenger and freight rail, and commuter programs.',
    tags: { topic: 'Partners', planCycle: 'Current', docType: 'Website' },
  },
];
