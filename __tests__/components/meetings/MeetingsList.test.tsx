import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeetingsList, splitMeetings } from '@/components/meetings/MeetingsList';
import type { Event } from '@/lib/shared/schemas/events';

const event = (slug: string, start: string, extra: Partial<Event> = {}): Event => ({
  slug,
  title: `Meeting ${slug}`,
  description: 'About the plan.',
  type: 'webinar',
  date: '01/01/2026',
  start,
  end: null,
  locationName: null,
  address: null,
  status: 'scheduled',
  notice: null,
  isVirtual: true,
  link: null,
  illustrative: false,
  materials: [],
  ...extra,
});

const NOW = '2026-06-01T12:00:00.000Z';
const EVENTS = [
  event('old', '2019-06-18T13:00:00.000Z', {
    type: 'board-workshop',
    isVirtual: false,
    locationName: 'CTB',
    address: 'Richmond, VA',
  }),
  event('later', '2027-04-14T14:00:00.000Z', { illustrative: true }),
  event('soon', '2026-09-16T18:00:00.000Z', { end: '2026-09-16T19:00:00.000Z' }),
  event('older', '2021-03-17T13:00:00.000Z', { type: 'board-workshop' }),
  event('running', '2026-06-01T11:00:00.000Z', { end: '2026-06-01T13:00:00.000Z', type: 'workshop' }),
];

const titles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('splitMeetings', () => {
  it('keeps meetings that have not ended as upcoming (soonest first) and the rest as past (newest first)', () => {
    const { upcoming, past } = splitMeetings(EVENTS, NOW);
    expect(upcoming.map((e) => e.slug)).toEqual(['running', 'soon', 'later']);
    expect(past.map((e) => e.slug)).toEqual(['older', 'old']);
  });
});

describe('MeetingsList', () => {
  it('lists upcoming and past meetings with date, Eastern time, type, place and a link to each', () => {
    render(<MeetingsList events={EVENTS} now={NOW} />);
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    expect(titles(upcoming)).toEqual(['Meeting running', 'Meeting soon', 'Meeting later']);
    expect(titles(past)).toEqual(['Meeting older', 'Meeting old']);
    expect(within(upcoming).getByRole('link', { name: 'Meeting soon' })).toHaveAttribute(
      'href',
      '/get-involved/meetings/meeting?id=soon',
    );
    expect(within(upcoming).getByText(/2:00\sPM–3:00\sPM \(Eastern time\)/)).toBeInTheDocument();
    expect(within(upcoming).getAllByText('Webinar · Online')).toHaveLength(2);
    expect(within(upcoming).getByText('Illustrative')).toBeInTheDocument();
    expect(within(past).getByText('Board workshop · CTB, Richmond, VA')).toBeInTheDocument();
  });

  it('filters by type with toggle chips, and points to the updates when nothing is upcoming', async () => {
    const user = userEvent.setup();
    render(<MeetingsList events={EVENTS} now={NOW} />);
    const group = screen.getByRole('group', { name: 'Filter by meeting type' });
    await user.click(within(group).getByRole('button', { name: 'Board workshop' }));
    expect(within(group).getByRole('button', { name: 'Board workshop' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(upcoming).toHaveTextContent('No upcoming board workshops are scheduled right now.');
    expect(within(upcoming).getByRole('link', { name: 'program updates' })).toHaveAttribute(
      'href',
      '/get-involved/program-updates',
    );
    expect(titles(screen.getByRole('region', { name: 'Past' }))).toEqual(['Meeting older', 'Meeting old']);
  });
});
