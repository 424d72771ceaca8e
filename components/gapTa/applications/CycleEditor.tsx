import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { createCycle, updateCycle } from '@/lib/client/gapTa';
import { DEFAULT_COMPONENTS } from '@/lib/shared/schemas/gapTaApplications/rules';
import type { CycleComponent } from '@/lib/shared/schemas/gapTaApplications/rules';
import type { Cycle } from '@/lib/shared/schemas/gapTaApplications';
import { FormMessage } from '@/components/common/FormMessage';
import { isoToVirginiaLocal, virginiaDateTime, virginiaLocalToIso } from '@/lib/shared/dates';

/** What a Virginia wall-clock field holds, as staff read it back ("02/04/2027 11:59 PM EST"), or nothing. */
const inVirginia = (local: string) => {
  const iso = virginiaLocalToIso(local);
  return iso ? virginiaDateTime(iso) : ' ';
};

/** Creates a cycle, or changes one: title, fiscal year, opening and closing time, components offered. */
export function CycleEditor({ cycle, onSaved }: { cycle: Cycle | null; onSaved: (c: Cycle) => void }) {
  const prefix = cycle ? `cycle-${cycle.id}` : 'cycle-new';
  const [title, setTitle] = useState(cycle?.title ?? '');
  const [fiscalYear, setFiscalYear] = useState(String(cycle?.fiscalYear ?? ''));
  const [opensAt, setOpensAt] = useState(cycle ? isoToVirginiaLocal(cycle.opensAt) : '');
  const [closesAt, setClosesAt] = useState(cycle ? isoToVirginiaLocal(cycle.closesAt) : '');
  const [decisions, setDecisions] = useState(cycle?.decisionsExpected ?? '');
  // Every component with its limits (the cycle's own where it offers it), and which are offered.
  const [details, setDetails] = useState<CycleComponent[]>(() =>
    DEFAULT_COMPONENTS.map((d) => cycle?.components.find((c) => c.number === d.number) ?? d),
  );
  const setLimit = (n: number, part: 'questions' | 'rubric', key: string, value: number) =>
    setDetails((ds) =>
      ds.map((d) =>
        d.number !== n
          ? d
          : part === 'questions'
            ? { ...d, questions: d.questions.map((q) => (q.key === key ? { ...q, wordLimit: value } : q)) }
            : { ...d, rubric: d.rubric.map((r) => (r.key === key ? { ...r, max: value } : r)) },
      ),
    );
  const [components, setComponents] = useState<number[]>(
    cycle?.components.map((c) => c.number) ?? [1, 2, 3, 4],
  );
  const { busy, message, run } = useSubmit();
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 640 }}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void run(async () => {
          const body = {
            title,
            fiscalYear: Number(fiscalYear),
            // Entered as Virginia's wall clock, whatever the computer's own zone (the server answers a bad one).
            opensAt: virginiaLocalToIso(opensAt) ?? opensAt,
            closesAt: virginiaLocalToIso(closesAt) ?? closesAt,
            decisionsExpected: decisions,
            components: details.filter((d) => components.includes(d.number)),
          };
          const saved = cycle ? await updateCycle(cycle.id, body) : await createCycle(body);
          onSaved(saved);
          return cycle ? 'The cycle is saved.' : `${saved.title} is created.`;
        }, 'The cycle could not be saved. Check the fields and try again.');
      }}
    >
      <TextField
        id={`${prefix}-title`}
        label="Title"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        id={`${prefix}-fy`}
        label="Fiscal year of the assistance"
        type="number"
        required
        value={fiscalYear}
        onChange={(e) => setFiscalYear(e.target.value)}
      />
      <TextField
        id={`${prefix}-opens`}
        label="Opens (Virginia time)"
        type="datetime-local"
        required
        value={opensAt}
        onChange={(e) => setOpensAt(e.target.value)}
        helperText={inVirginia(opensAt)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id={`${prefix}-closes`}
        label="Closes (Virginia time)"
        type="datetime-local"
        required
        value={closesAt}
        onChange={(e) => setClosesAt(e.target.value)}
        helperText={inVirginia(closesAt)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id={`${prefix}-decisions`}
        label="When decisions are expected (shown to applicants)"
        value={decisions}
        onChange={(e) => setDecisions(e.target.value)}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">Components offered</FormLabel>
        <FormGroup>
          {DEFAULT_COMPONENTS.map((c) => (
            <FormControlLabel
              key={c.number}
              control={
                <Checkbox
                  checked={components.includes(c.number)}
                  onChange={(e) =>
                    setComponents((cs) =>
                      e.target.checked ? [...cs, c.number].sort() : cs.filter((n) => n !== c.number),
                    )
                  }
                />
              }
              label={`${c.number}. ${c.title}`}
            />
          ))}
        </FormGroup>
      </FormControl>
      {details
        .filter((d) => components.includes(d.number))
        .map((d) => (
          <details key={d.number}>
            <summary>
              Component {d.number}: word limits and scoring points (
              {d.rubric.reduce((sum, r) => sum + r.max, 0)} points in all)
            </summary>
            <Stack spacing={1.5} sx={{ mt: 1.5 }}>
              {d.questions.map((q) => (
                <TextField
                  key={q.key}
                  id={`${prefix}-c${d.number}-q-${q.key}`}
                  label={`${q.label}: most words`}
                  type="number"
                  slotProps={{ htmlInput: { min: 10, max: 5000 } }}
                  value={q.wordLimit}
                  onChange={(e) => setLimit(d.number, 'questions', q.key, Number(e.target.value))}
                />
              ))}
              {d.rubric.map((r) => (
                <TextField
                  key={r.key}
                  id={`${prefix}-c${d.number}-r-${r.key}`}
                  label={`${r.label}: most points`}
                  type="number"
                  slotProps={{ htmlInput: { min: 1, max: 100 } }}
                  value={r.max}
                  onChange={(e) => setLimit(d.number, 'rubric', r.key, Number(e.target.value))}
                />
              ))}
            </Stack>
          </details>
        ))}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {cycle ? 'Save the cycle' : 'Create the cycle'}
        </Button>
      </div>
      <FormMessage message={message} />
    </Stack>
  );
}
