import Alert from '@mui/material/Alert';
import { FormMessage } from '@/components/common/FormMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { virginiaDateTime } from '@/lib/shared/dates';
import { moderateComment, respondToComment } from '@/lib/client/comments';
import { HOLD_REASON_LABELS, type HoldReason } from '@/lib/shared/schemas/comments/rules';
import { maskPersonalInfo, PERSONAL_INFO_LABELS } from '@/lib/shared/schemas/comments/personalInfo';
import {
  COMMENT_CATEGORIES,
  COMMENT_CATEGORY_LABELS,
  COMMENT_OVERDUE_DAYS,
  FLAG_REASON_LABELS,
  type CommentCategory,
  type CommentTemplate,
  type FlagReason,
  type StaffComment,
} from '@/lib/shared/schemas/comments';
import { commentPath } from '@/lib/shared/routes';
import { count } from '@/lib/shared/count';

const STATUS_LABELS = { pending: 'Waiting for review', approved: 'Published', hidden: 'Hidden' } as const;
const when = virginiaDateTime;

interface Props {
  comment: StaffComment;
  templates: CommentTemplate[];
  onChanged: () => void;
  /** Zooms the page's map to this comment. */
  onLocate: () => void;
}

/** One comment in the staff queue: what it says and where, why it was held, approve/hide, respond, its trail. */
export function CommentCard({ comment: c, templates, onChanged, onLocate }: Props) {
  // What the public copy hides (email addresses, phone numbers, street addresses): staff read it as written.
  const hidden = maskPersonalInfo(c.comment).found;
  const [response, setResponse] = useState(c.response ?? '');
  const [category, setCategory] = useState<CommentCategory>(c.category);
  const [note, setNote] = useState('');
  const [hiding, setHiding] = useState(false);
  const submit = useSubmit();
  const { busy, message } = submit;
  const heading = `comment-${c.id}-heading`;

  const run = async (work: () => Promise<string>) => {
    if (await submit.run(work, 'Something went wrong.')) onChanged();
  };
  // Approving a comment with flags clears them and marks it reviewed: flags alone no longer hide it.
  const approve = () =>
    run(async () => {
      const r = await moderateComment({ id: c.id, action: 'approve' });
      const mailed = r.responseQueued ? ' The commenter is being emailed your response.' : '';
      return c.flags > 0 || c.holdReasons.includes('flagged')
        ? `Comment ${c.id} is published; its flags are cleared and further flags will not hide it.${mailed}`
        : `Comment ${c.id} is published on the map.${mailed}`;
    });
  const hide = () =>
    run(async () => {
      const r = await moderateComment({ id: c.id, action: 'hide', note });
      setHiding(false);
      return `Comment ${c.id} is hidden.${r.noteQueued ? ' The note is on its way to the author by email.' : ''}`;
    });
  const answer = () =>
    run(async () => {
      // The server mails the commenter when the answer becomes public; this says only what it did.
      const r = await respondToComment({ id: c.id, response, category });
      if (r.mailQueued) return 'Response saved and public. The commenter is being emailed a link to it.';
      if (!c.hasEmail) return 'Response saved (the commenter left no email address).';
      return c.status === 'approved'
        ? 'Saved. The response text is unchanged, so the commenter is not emailed again.'
        : 'Response saved. The commenter will be emailed when you publish the comment.';
    });

  return (
    <Paper component="article" aria-labelledby={heading} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id={heading} variant="itemTitle" component="h3" sx={{ mr: 'auto' }}>
          Comment {c.id}: {COMMENT_CATEGORY_LABELS[c.category]}
          {c.locality ? ` at ${c.locality}` : ''}
        </Typography>
        <Chip label={STATUS_LABELS[c.status]} color={c.status === 'approved' ? 'success' : 'default'} />
        {c.overdue && (
          <Chip label={`Overdue: unanswered over ${COMMENT_OVERDUE_DAYS} days`} color="warning" />
        )}
        {c.response && <Chip label="Answered" color="primary" variant="outlined" />}
        {c.reviewedAt && <Chip label="Reviewed: flags do not hide it" variant="outlined" />}
        {c.illustrative && <Chip label="Illustrative" variant="outlined" />}
      </Box>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{c.comment}</Typography>
      {hidden.length > 0 && (
        <Typography variant="small" component="p" sx={{ mt: 0.5 }} data-testid="personal-info">
          Staff see it as written; the public copy hides its{' '}
          {hidden.map((k) => PERSONAL_INFO_LABELS[k]).join(', ')}.
        </Typography>
      )}
      <Typography variant="small" component="p" sx={{ mt: 1 }}>
        {c.name ? `From ${c.name}` : 'No name given'}
        {c.hasEmail ? ' (left an email address)' : ''} · {when(c.createdAt)} ·{' '}
        {c.district ? `${c.district} District · ` : ''}
        {c.latitude.toFixed(5)}, {c.longitude.toFixed(5)} (
        <Link component="button" type="button" onClick={onLocate} sx={{ verticalAlign: 'baseline' }}>
          Show comment {c.id} on the map
        </Link>
        ){c.layerKey ? ` · about ${c.layerKey} feature ${c.featureId ?? ''}` : ''} · {c.agrees} agree
        {c.status === 'approved' && (
          <>
            {' · '}
            <Link href={commentPath(c.id)}>See it on the map</Link>
          </>
        )}
      </Typography>
      {(c.holdReasons.length > 0 || c.flags > 0) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {c.holdReasons.length > 0 &&
            `Held: ${c.holdReasons.map((h) => HOLD_REASON_LABELS[h as HoldReason] ?? h).join('; ')}. `}
          {c.flags > 0 &&
            `${count(c.flags, 'flag')}: ${c.flagReasons
              .map((r) => FLAG_REASON_LABELS[r as FlagReason] ?? r)
              .join('; ')}.`}
        </Alert>
      )}
      {c.authorNote && (
        <Typography variant="small" component="p" sx={{ mt: 1 }}>
          Note to the author: {c.authorNote}
        </Typography>
      )}

      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {c.status !== 'approved' && (
          <Button variant="contained" onClick={approve} disabled={busy}>
            Approve comment {c.id}
          </Button>
        )}
        {c.status === 'approved' && c.flags > 0 && (
          <Button variant="contained" onClick={approve} disabled={busy}>
            Keep comment {c.id} published (clear its flags)
          </Button>
        )}
        {c.status !== 'hidden' && !hiding && (
          <Button variant="outlined" onClick={() => setHiding(true)} disabled={busy}>
            Hide comment {c.id}
          </Button>
        )}
      </Box>
      {hiding && (
        <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
          <TextField
            label={`Note to the author of comment ${c.id} (why it is hidden)`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            required
            helperText="Kept with the comment and emailed to the author when they left an address. Hidden comments are never deleted."
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" color="warning" onClick={hide} disabled={busy || !note.trim()}>
              Hide and send note
            </Button>
            <Button onClick={() => setHiding(false)}>Cancel</Button>
          </Box>
        </Box>
      )}

      {c.status !== 'hidden' && (
        <Box
          component="form"
          sx={{ mt: 2, display: 'grid', gap: 1.5 }}
          onSubmit={(e) => (e.preventDefault(), void answer())}
        >
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Start from a saved answer"
              value=""
              onChange={(e) =>
                setResponse(templates.find((t) => String(t.id) === e.target.value)?.body ?? response)
              }
              sx={{ minWidth: 280 }}
            >
              {templates.map((t) => (
                <MenuItem key={t.id} value={String(t.id)}>
                  {t.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Category"
              value={category}
              onChange={(e) => setCategory(e.target.value as CommentCategory)}
              sx={{ minWidth: 200 }}
            >
              {COMMENT_CATEGORIES.map((k) => (
                <MenuItem key={k} value={k}>
                  {COMMENT_CATEGORY_LABELS[k]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            label={`Response to comment ${c.id}`}
            value={response}
            onChange={(e) => setResponse(e.target.value)}
            multiline
            minRows={3}
            helperText="Shown with the comment on the public map."
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy || !response.trim()}>
              {c.response ? 'Update response' : 'Save response'}
            </Button>
          </Box>
        </Box>
      )}
      <FormMessage message={message} sx={{ mt: 1 }} />
      <Box component="details" sx={{ mt: 1.5 }}>
        <summary>Audit trail ({c.audit.length})</summary>
        <Box component="ol" sx={{ pl: 3, my: 1 }}>
          {c.audit.map((a, i) => (
            <li key={i}>
              {when(a.at)}: {a.action}
              {a.actor ? ` by ${a.actor}` : ''}
              {a.note ? ` (${a.note})` : ''}
            </li>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
