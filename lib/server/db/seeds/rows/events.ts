import type { EventRow } from '@/lib/server/db/tables';

/** Said of past events whose start time was not captured with the rest of the record. */
const TIME_NOTE = 'The start time shown is a placeholder; the official agenda has the exact time.';

/**
 * Meetings and events (CONTENT-FACTS §26, §12, §3). Past events are real (illustrative: false)
 * unless part of their record was uncertain; every upcoming (2026–2027) event is illustrative.
 */
export const events: EventRow[] = [
  {
    slug: 'ctb-workshop-demographic-trends-2019-06-18',
    title: 'CTB Workshop: Demographic Trends',
    description:
      'At this Commonwealth Transportation Board workshop, OIPI and the Virginia Transportation Research ' +
      'Council presented research on demographic trends and what they could mean for travel in Virginia. ' +
      TIME_NOTE,
    event_type: 'board-workshop',
    starts_at: '2019-06-18T09:00:00-04:00',
    ends_at: null,
    location_name: 'Commonwealth Transportation Board',
    address: 'Richmond, VA',
    is_virtual: false,
    link_href: null,
    illustrative: false,
  },
  {
    slug: 'mid-term-needs-regional-workshop-crater-southside-2019',
    title: 'Mid-term Needs Regional Workshop: Crater and Southside',
    description:
      'One of the summer 2019 regional workshops where partners reviewed draft VTrans mid-term needs for ' +
      'their region and shared local knowledge before the needs went to the CTB.',
    event_type: 'workshop',
    starts_at: '2019-08-15T10:00:00-04:00',
    ends_at: '2019-08-15T14:00:00-04:00',
    location_name: 'Virginia State University',
    address: 'Petersburg, VA',
    is_virtual: false,
    link_href: '/mid-term-planning/mid-term-needs-and-priorities',
    illustrative: false,
  },
  {
    slug: 'ctb-public-meeting-staunton-district-fall-2019',
    title: 'CTB Fall Public Meeting: Staunton District',
    description:
      'Illustrative listing: the CTB held public meetings in all nine VDOT districts in fall 2019 to hear ' +
      'comments on transportation priorities, including the draft VTrans mid-term needs. The date, venue ' +
      'and ' +
      'time shown for the Staunton District meeting come from a partial record and have not been confirmed.',
    event_type: 'public-meeting',
    starts_at: '2019-10-28T16:00:00-04:00',
    ends_at: null,
    location_name: 'Harrisonburg (venue to be confirmed)',
    address: 'Harrisonburg, VA',
    is_virtual: false,
    link_href: null,
    illustrative: true,
  },
  {
    slug: 'ctb-meeting-vtrans-2019-update-action-2020-01-15',
    title: 'CTB Meeting: Action on the 2019 VTrans Update',
    description:
      'The Commonwealth Transportation Board approved the 2019 VTrans vision, goals, objectives and ' +
      'guiding ' +
      'principles, approved the needs-identification method and accepted the 2019 Mid-term Needs. ' +
      TIME_NOTE,
    event_type: 'public-meeting',
    starts_at: '2020-01-15T09:00:00-05:00',
    ends_at: null,
    location_name: 'Commonwealth Transportation Board',
    address: 'Richmond, VA',
    is_virtual: false,
    link_href: '/vision/our-vision',
    illustrative: false,
  },
  {
    slug: 'ctb-workshop-2020-12-09',
    title: 'CTB Workshop (Electronic Meeting), December 2020',
    description:
      'A Commonwealth Transportation Board workshop held electronically because of the COVID-19 pandemic, ' +
      'during the period when the Board was considering VTrans policies. ' +
      TIME_NOTE,
    event_type: 'board-workshop',
    starts_at: '2020-12-09T09:00:00-05:00',
    ends_at: null,
    location_name: 'Electronic meeting',
    address: null,
    is_virtual: true,
    link_href: null,
    illustrative: false,
  },
  {
    slug: 'ctb-workshop-2021-03-17',
    title: 'CTB Workshop (Electronic Meeting), March 2021',
    description:
      'A Commonwealth Transportation Board workshop held electronically during the COVID-19 pandemic. The ' +
      'Board adopted the VTrans mid-term needs prioritization policy in March 2021. ' +
      TIME_NOTE,
    event_type: 'board-workshop',
    starts_at: '2021-03-17T09:00:00-04:00',
    ends_at: null,
    location_name: 'Electronic meeting',
    address: null,
    is_virtual: true,
    link_href: '/mid-term-planning/mid-term-needs-and-priorities',
    illustrative: false,
  },
  {
    slug: 'gap-ta-fy25-info-webinar-2024-09-18',
    title: 'FY25 GAP-TA Information Webinar (September)',
    description:
      'An online session on Webex introducing FY25 GAP Technical Assistance: the four components, who can ' +
      'apply, what the application asks for, and the November 1, 2024 deadline. Bring your questions.',
    event_type: 'webinar',
    starts_at: '2024-09-18T14:00:00-04:00',
    ends_at: null,
    location_name: 'Webex',
    address: null,
    is_virtual: true,
    link_href: '/about/gap-ta',
    illustrative: false,
  },
  {
    slug: 'gap-ta-fy25-info-webinar-2024-10-02',
    title: 'FY25 GAP-TA Information Webinar (October)',
    description:
      'A repeat of the September session on Webex for localities that could not attend: an overview of ' +
      'FY25 ' +
      'GAP Technical Assistance and time for questions before applications close on November 1, 2024.',
    event_type: 'webinar',
    starts_at: '2024-10-02T10:00:00-04:00',
    ends_at: null,
    location_name: 'Webex',
    address: null,
    is_virtual: true,
    link_href: '/gap-ta/application',
    illustrative: false,
  },
  {
    slug: 'gap-ta-2026-intake-info-webinar-september',
    title: 'GAP-TA Intake Information Webinar (September 2026)',
    description:
      'Illustrative event: the 2026 GAP-TA intake is planned for September 1 to October 30, 2026, with ' +
      'OIPI ' +
      'guidance available during that window. This sample webinar listing shows how such a session would ' +
      'appear; the date and time are not announced.',
    event_type: 'webinar',
    starts_at: '2026-09-16T14:00:00-04:00',
    ends_at: '2026-09-16T15:00:00-04:00',
    location_name: 'Online',
    address: null,
    is_virtual: true,
    link_href: '/gap-ta/application',
    illustrative: true,
  },
  {
    slug: 'gap-ta-2026-intake-info-webinar-october',
    title: 'GAP-TA Intake Information Webinar (October 2026)',
    description:
      'Illustrative event: a sample second information session before the planned October 30, 2026 close ' +
      'of ' +
      'GAP-TA intake. The date and time are not announced.',
    event_type: 'webinar',
    starts_at: '2026-10-07T10:00:00-04:00',
    ends_at: '2026-10-07T11:00:00-04:00',
    location_name: 'Online',
    address: null,
    is_virtual: true,
    link_href: '/gap-ta/application',
    illustrative: true,
  },
  {
    slug: 'gap-ta-2027-study-kickoff',
    title: 'GAP-TA Study Kickoff Meetings (April 2027)',
    description:
      'Illustrative event: under the planned schedule, notice to proceed and kickoff for selected GAP-TA ' +
      'studies are expected in April 2027, after evaluation and notification in February and scoping in ' +
      'March. The date shown is a placeholder.',
    event_type: 'workshop',
    starts_at: '2027-04-14T10:00:00-04:00',
    ends_at: null,
    location_name: 'Online and at participating localities',
    address: null,
    is_virtual: true,
    link_href: '/about/gap-ta',
    illustrative: true,
  },
];
