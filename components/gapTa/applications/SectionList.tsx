import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SectionState } from '@/lib/shared/schemas/gapTaApplications/rules';

/** Every section of the form with whether it is complete and, if not, what it still needs. */
export function SectionList({ sections }: { sections: SectionState[] }) {
  const done = sections.filter((s) => s.complete).length;
  return (
    <nav aria-labelledby="sections-heading">
      <Typography variant="itemTitle" component="h2" id="sections-heading">
        Sections: {done} of {sections.length} complete
      </Typography>
      <ul data-testid="section-list">
        {sections.map((s) => (
          <li key={s.key}>
            <Link href={`#section-${s.key}`}>{s.label}</Link>:{' '}
            {s.complete ? 'complete' : `needs work. ${s.problems.join(' ')}`}
          </li>
        ))}
      </ul>
    </nav>
  );
}
