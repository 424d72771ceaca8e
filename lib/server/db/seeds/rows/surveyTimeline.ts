import type { SurveyTimelineRow } from '@/lib/server/db/tables';

/** Timeline of the VTrans public-opinion survey (CONTENT-FACTS §10). Titles are unique. */
export const surveyTimeline: SurveyTimelineRow[] = [
  {
    date: '2004-06-01',
    title: 'First VTrans survey',
    description:
      'The first VTrans public-opinion survey, a statistically valid telephone survey, was carried out for ' +
      'VTrans2025. The exact fielding dates were not recorded; the date shown is approximate.',
    sort_order: 1,
  },
  {
    date: '2022-07-08',
    title: '2022 survey launches',
    description:
      'WBA Research began fielding the 2022 VTrans Biennial Transportation Survey with randomly selected ' +
      'households in all nine VDOT districts. Adults could respond online in English, Spanish or ' +
      'Simplified ' +
      'Chinese, or by phone at 833-397-4141.',
    sort_order: 2,
  },
  {
    date: '2022-09-26',
    title: 'Results processing begins',
    description:
      'The survey closed to new responses and the research team began processing the results, with a ' +
      'summary ' +
      'promised for later in the fall.',
    sort_order: 3,
  },
  {
    date: '2022-10-15',
    title: 'Fielding wraps up',
    description:
      'Survey work continued into October 2022 while the final responses were checked and the data ' +
      'prepared ' +
      'for analysis. The date shown is approximate.',
    sort_order: 4,
  },
  {
    date: '2022-12-01',
    title: 'Summary of results',
    description:
      'A summary of what Virginians said was planned for later in fall 2022, together with a technical ' +
      'memo on ' +
      'the survey method. The date shown is approximate.',
    sort_order: 5,
  },
];
