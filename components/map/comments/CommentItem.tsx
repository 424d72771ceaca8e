import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  COMMENT_CATEGORY_LABELS,
  FLAG_REASONS,
  FLAG_REASON_LABELS,
  type FlagReason,
  type PublicComment,
} from '@/lib/shared/schemas/comments';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    timeZone: 'America/New_York',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  });

export interface CommentItemProps {
  comment: PublicComment;
  focused: boolean;
  onShow: () => void;
  onAgree: (on: boolean) => void;
  onFlag: (reason: FlagReason | null) => void;
}

/** One published comment: category, place, text, staff response, agree and flag. */
export function CommentItem({ comment: c, focused, onShow, onAgree, onFlag }: CommentItemProps) {
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
