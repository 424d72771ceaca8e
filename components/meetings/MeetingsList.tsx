import NextLink from 'next/link';
import { useMemo, useState, type ReactNode } from 'react';
import type { Event } from '@/lib/shared/schemas/events';
import { FilterChips, type FilterOption } from '@/components/common/FilterChips';
import { MeetingCard } from './MeetingCard';
import { EVENT_TYPE_LABELS } from './meetingFormat';
import text from '@/styles/type.module.css';
import css from './meetings.module.css';

type EventType = Event['type'];

interface Props {
  events: Event[];
  /** The server's clock when the page was rendered (ISO), so server and browser split the list alike. */
  now: string;
}

const startOf = (e: Event) => Date.parse(e.start);

/** Splits meetings at `now`: upcoming (still to end) soonest first, past newest first. */
export function splitMeetings(events: Event[], now: string): { upcoming: Event[]; past: Event[] } {
  const cutoff = Date.parse(now);
  const upcoming = events.filter((e) => Date.parse(e.end ?? e.start) >= cutoff);
  const past = events.filter((e) => Date.parse(e.end ?? e.start) < cutoff);
  return {
    upcoming: upcoming.sort((a, b) => startOf(a) - startOf(b)),
    past: past.sort((a, b) => startOf(b) - startOf(a)),
  };
}

function Section({ title, events, empty }: { title: string; events: Event[]; empty: ReactNode }) {
  const id = `meetings-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={`${text.h2} ${css.mb2}`}>
        {title}
      </h2>
      {events.length === 0 ? (
        <p className={text.body1}>{empty}</p>
      ) : (
        <ul className={css.cards}>
          {events.map((e) => (
            <MeetingCard key={e.slug} event={e} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The meetings list: a filter by type, then the upcoming and the past meetings. */
export function MeetingsList({ events, now }: Props) {
  const [type, setType] = useState<EventType | null>(null);
  const options = useMemo<Array<FilterOption<EventType>>>(() => {
    const present = new Set(events.map((e) => e.type));
    const types = (Object.keys(EVENT_TYPE_LABELS) as EventType[]).filter((t) => present.has(t));
    return [
      { value: null, label: 'All types' },
      ...types.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] })),
    ];
  }, [events]);
  const { upcoming, past } = useMemo(
    () => splitMeetings(type ? events.filter((e) => e.type === type) : events, now),
    [events, now, type],
  );
  const kind = type ? `${EVENT_TYPE_LABELS[type].toLowerCase()}s` : 'meetings';

  return (
    <>
      <FilterChips label="Filter by meeting type" options={options} selected={type} onChange={setType} />
      <Section
        title="Upcoming"
        events={upcoming}
        empty={
          <>
            No upcoming {kind} are scheduled right now. New meetings are announced in VTrans Updates: sign up
            with the form at the bottom of this page, or follow the{' '}
            <NextLink href="/get-involved/program-updates">program updates</NextLink>.
          </>
        }
      />
      <Section title="Past" events={past} empty={`No past ${kind} are listed.`} />
    </>
  );
}
