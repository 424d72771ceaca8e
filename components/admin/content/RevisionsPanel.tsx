import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { diffContent } from '@/lib/client/content';
import { virginiaDateTime } from '@/lib/shared/dates';
import { FIELD_LABELS, type ContentAuditEntry, type ContentRevisionInfo } from '@/lib/shared/schemas/content';
import type { FieldDiff } from '@/lib/shared/textDiff';
import { actorName } from './ContentTable';

const revisionLabel = (r: ContentRevisionInfo) =>
  `Revision ${r.number}: ${virginiaDateTime(r.createdAt)}, ${actorName(r.author)}`;

/** A field's change, removed words struck through and added words underlined, each also said in words. */
function FieldChange({ d }: { d: FieldDiff }) {
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <Typography component="h4" variant="itemTitle">
        {FIELD_LABELS[d.field] ?? d.field}
      </Typography>
      <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {d.parts.map((p, i) =>
          p.op === 'same' ? (
            <span key={i}>{p.text}</span>
          ) : p.op === 'removed' ? (
            <Box component="del" key={i} sx={{ textDecorationThickness: 2 }}>
              <Box component="span" sx={visuallyHidden}>
                [removed:
              </Box>
              {p.text}
              <Box component="span" sx={visuallyHidden}>
                ]
              </Box>
            </Box>
          ) : (
            <Box component="ins" key={i} sx={{ fontWeight: 700, textDecorationThickness: 2 }}>
              <Box component="span" sx={visuallyHidden}>
                [added:
              </Box>
              {p.text}
              <Box component="span" sx={visuallyHidden}>
                ]
              </Box>
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}

interface Props {
  kind: string;
  id: number;
  revisions: ContentRevisionInfo[];
  audit: ContentAuditEntry[];
  busy: boolean;
  onRestore: (revision: number) => void;
}

/** Every revision with who and when, a comparison of any two, restore; and the record's audit trail. */
export function RevisionsPanel({ kind, id, revisions, audit, busy, onRestore }: Props) {
  const newest = revisions[0]?.number ?? 1;
  const [from, setFrom] = useState(revisions[1]?.number ?? newest);
  const [to, setTo] = useState(newest);
  const [diff, setDiff] = useState<FieldDiff[] | null>(null);
  const compare = useSubmit();
  const changed = diff?.filter((d) => d.changed) ?? [];
  return (
    <Stack spacing={3}>
      <section aria-labelledby="revisions-heading">
        <Typography id="revisions-heading" variant="h2" gutterBottom>
          Revisions
        </Typography>
        <Box component="ol" reversed sx={{ pl: 3 }}>
          {revisions.map((r) => (
            <li key={r.number}>
              {revisionLabel(r)}
              {r.note ? ` — ${r.note}` : ''}
              {r.number !== newest && (
                <Button
                  size="small"
                  sx={{ ml: 1 }}
                  disabled={busy}
                  onClick={() => onRestore(r.number)}
                  aria-label={`Restore revision ${r.number}`}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </Box>
        {revisions.length > 1 && (
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, mt: 2 }}
            aria-label="Compare two revisions"
            onSubmit={(e) => {
              e.preventDefault();
              void compare.run(
                async () => setDiff(await diffContent(kind, id, from, to)),
                'The comparison could not be loaded.',
              );
            }}
          >
            {(
              [
                ['diff-from', 'Compare', from, setFrom],
                ['diff-to', 'with', to, setTo],
              ] as const
            ).map(([fieldId, label, value, set]) => (
              <TextField
                key={fieldId}
                id={fieldId}
                select
                size="small"
                label={label}
                value={value}
                onChange={(e) => set(Number(e.target.value))}
                sx={{ minWidth: 160 }}
              >
                {revisions.map((r) => (
                  <MenuItem key={r.number} value={r.number}>
                    Revision {r.number}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            <Button type="submit" variant="outlined" disabled={compare.busy}>
              Show changes
            </Button>
          </Stack>
        )}
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          {compare.error && <Alert severity="error">{compare.error}</Alert>}
          {diff && (
            <>
              <Typography component="h3" variant="panelTitle" gutterBottom>
                Changes from revision {from} to revision {to}:{' '}
                {changed.length === 0 ? 'none' : `${changed.length} field(s)`}
              </Typography>
              <Box component="ul" sx={{ pl: 0, listStyle: 'none' }}>
                {changed.map((d) => (
                  <FieldChange key={d.field} d={d} />
                ))}
              </Box>
            </>
          )}
        </Box>
      </section>
      <section aria-labelledby="audit-heading">
        <Typography id="audit-heading" variant="h2" gutterBottom>
          Audit trail
        </Typography>
        <Box component="ul" sx={{ pl: 3 }}>
          {audit.map((a, i) => (
            <li key={i}>
              {virginiaDateTime(a.at)} — {actorName(a.actor)}: {a.action.replace('-', ' ')}
              {a.revision !== null ? ` (revision ${a.revision})` : ''}
              {a.detail ? `. ${a.detail}` : ''}
            </li>
          ))}
        </Box>
      </section>
    </Stack>
  );
}
