import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DISTRICT_NAMES } from '@/lib/shared/districts';
import {
  COMMENT_CATEGORIES,
  COMMENT_CATEGORY_LABELS,
  FLAG_REASONS,
  FLAG_REASON_LABELS,
  type FlagReason,
  type PublicComment,
} from '@/lib/shared/schemas/comments';

export interface CommentFilterValues {
  category: string;
  district: string;
  answered: '' | 'yes' | 'no';
  inView: boolean;
}
export const NO_FILTERS: CommentFilterValues = { category: '', district: '', answered: '', inView: false };

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    timeZone: 'America/New_York',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  });

/** The filters of the comment list and map layer: category, district, answered or not, in view. */
export function CommentFilters({
  value,
  onChange,
}: {
  value: CommentFilterValues;
  onChange: (v: CommentFilterValues) => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Category"
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.target.value })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {COMMENT_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {COMMENT_CATEGORY_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="VDOT district"
        value={value.district}
        onChange={(e) => onChange({ ...value, district: e.target.value })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">All districts</MenuItem>
        {DISTRICT_NAMES.map((d) => (
          <MenuItem key={d} value={d}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Answered"
        value={value.answered}
        onChange={(e) => onChange({ ...value, answered: e.target.value as CommentFilterValues['answered'] })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">Answered or not</MenuItem>
        <MenuItem value="yes">Answered by staff</MenuItem>
        <MenuItem value="no">Not answered yet</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.inView}
            onChange={(e) => onChange({ ...value, inView: e.target.checked })}
          />
        }
        label="Only in the map view"
      />
    </Box>
  );
}

interface ItemProps {
  comment: PublicComment;
  focused: boolean;
  onShow: () => void;
  onAgree: (on: boolean) => void;
  onFlag: (reason: FlagReason | null) => void;
}

/** One published comment: category, place, text, staff response, agree and flag. */
function CommentItem({ comment: c, focused, onShow, onAgree, onFlag }: ItemProps) {
  const [flagging, setFlagging] = useState(false);
  const [reason, setReason] = useState<FlagReason | ''>('');
  return (
    <Paper
      component="li"
      variant="outlined"
      id={`public-comment-${c.id}`}
      tabIndex={focused ? -1 : undefined}
      sx={{
        p: 1.5,
        listStyle: 'none',
        outline: focused ? '3px solid' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {COMMENT_CATEGORY_LABELS[c.category]}
        {c.locality ? ` · ${c.locality}` : ''}
        {c.district ? ` · ${c.district} District` : ''}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.comment}</Typography>
      <Typography variant="small" component="p">
        {c.name ?? 'A visitor'} · {date(c.createdAt)} · comment {c.id}
      </Typography>
      {c.response ? (
        <Box sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5, mt: 1 }}>
          <Typography variant="ui" component="p" sx={{ fontWeight: 600 }}>
            VTrans response ({date(c.respondedAt!)})
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.response}</Typography>
        </Box>
      ) : (
        <Typography variant="small" component="p" sx={{ fontStyle: 'italic', mt: 0.5 }}>
          Not answered yet.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={onShow}>
          Show comment {c.id} on the map
        </Button>
        <Button
          size="small"
          variant={c.viewer.agreed ? 'contained' : 'outlined'}
          aria-pressed={c.viewer.agreed}
          onClick={() => onAgree(!c.viewer.agreed)}
        >
          Agree with comment {c.id} ({c.agrees})
        </Button>
        {c.viewer.flagged ? (
          <Button size="small" onClick={() => onFlag(null)}>
            Take back my flag on comment {c.id}
          </Button>
        ) : (
          !flagging && (
            <Button size="small" onClick={() => setFlagging(true)}>
              Flag comment {c.id}
            </Button>
          )
        )}
      </Box>
      {flagging && !c.viewer.flagged && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={`Why flag comment ${c.id}?`}
            value={reason}
            onChange={(e) => setReason(e.target.value as FlagReason)}
            sx={{ minWidth: 260 }}
          >
            {FLAG_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {FLAG_REASON_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            size="small"
            variant="contained"
            disabled={!reason}
            onClick={() => {
              if (reason) onFlag(reason);
              setFlagging(false);
            }}
          >
            Send flag
          </Button>
          <Button size="small" onClick={() => setFlagging(false)}>
            Cancel
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** The list of published comments (the table behind the comments map layer). */
export function CommentList(props: {
  comments: PublicComment[];
  focusId: number | null;
  onShow: (c: PublicComment) => void;
  onAgree: (c: PublicComment, on: boolean) => void;
  onFlag: (c: PublicComment, reason: FlagReason | null) => void;
}) {
  if (props.comments.length === 0) return <Typography>No published comments match.</Typography>;
  return (
    <Box component="ul" aria-label="Published comments" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
      {props.comments.map((c) => (
        <CommentItem
          key={c.id}
          comment={c}
          focused={props.focusId === c.id}
          onShow={() => props.onShow(c)}
          onAgree={(on) => props.onAgree(c, on)}
          onFlag={(reason) => props.onFlag(c, reason)}
        />
      ))}
    </Box>
  );
}
