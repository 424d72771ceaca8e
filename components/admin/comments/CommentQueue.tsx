import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { mailCommentAlert, saveTemplate } from '@/lib/client/comments';
import { errorText } from '@/lib/client/request';
import type { CommentTemplate, StaffComment } from '@/lib/shared/schemas/comments';
import { CommentCard } from './CommentCard';
import { count } from '@/lib/shared/count';

const CommentsMap = dynamic(() => import('@/components/map/preview/CommentsMap'), {
  ssr: false,
  loading: () => <Typography>Loading the map…</Typography>,
});

type View = 'waiting' | 'unanswered' | 'published' | 'hidden' | 'all';
const VIEWS: Array<{ value: View; label: string; test: (c: StaffComment) => boolean }> = [
  { value: 'waiting', label: 'Waiting for review', test: (c) => c.status === 'pending' },
  { value: 'unanswered', label: 'Unanswered', test: (c) => c.status !== 'hidden' && !c.response },
  { value: 'published', label: 'Published', test: (c) => c.status === 'approved' },
  { value: 'hidden', label: 'Hidden', test: (c) => c.status === 'hidden' },
  { value: 'all', label: 'All', test: () => true },
];

interface Props {
  comments: StaffComment[];
  templates: CommentTemplate[];
  onChanged: () => void;
}

/** The reviewers' queue: views by status, overdue marks, export, the alert digest and saved answers. */
export function CommentQueue({ comments, templates, onChanged }: Props) {
  const [view, setView] = useState<View>('waiting');
  const [info, setInfo] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const shown = comments.filter(VIEWS.find((v) => v.value === view)!.test);
  const [located, setLocated] = useState<number | null>(null);
  const overdue = comments.filter((c) => c.overdue).length;
  const sendDigest = async () => {
    try {
      const r = await mailCommentAlert();
      setInfo(
        r.comments === 0
          ? 'Reviewers have been told about every comment already.'
          : `Sent ${r.digest ? 'a digest of' : 'an alert for'} ${count(r.comments, 'comment')} to ${count(r.recipients, 'reviewer')}.`,
      );
    } catch (e) {
      setInfo(errorText(e, 'The alert could not be sent.'));
    }
  };
  const addTemplate = async () => {
    try {
      await saveTemplate({ title, body });
      setTitle('');
      setBody('');
      setInfo(`Saved the answer "${title}".`);
      onChanged();
    } catch (e) {
      setInfo(errorText(e, 'The answer could not be saved.'));
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ mr: 'auto' }}>
          {count(comments.length, 'comment')}; {overdue} overdue.
        </Typography>
        <Button variant="outlined" href="/api/comment/export?format=csv">
          Export all as CSV
        </Button>
        <Button variant="outlined" href="/api/comment/export?format=geojson">
          Export all as GeoJSON
        </Button>
        <Button variant="outlined" onClick={() => void sendDigest()}>
          Email reviewers the waiting alerts
        </Button>
      </Box>
      {info && (
        <Alert severity="info" role="status" onClose={() => setInfo(null)}>
          {info}
        </Alert>
      )}
      <Tabs
        value={view}
        onChange={(_e, v: View) => setView(v)}
        aria-label="Show comments"
        variant="scrollable"
      >
        {VIEWS.map((v) => (
          <Tab key={v.value} value={v.value} label={`${v.label} (${comments.filter(v.test).length})`} />
        ))}
      </Tabs>
      <Typography id="comments-map-text">
        {located !== null && shown.some((c) => c.id === located)
          ? `The map is zoomed to comment ${located}; the other comments of this view are the smaller dots.`
          : `The map shows where the ${count(shown.length, 'comment')} of this view were left. Choose “Show comment … on the map” under a comment to zoom to it.`}
      </Typography>
      <CommentsMap comments={shown} selected={located} describedBy="comments-map-text" />
      {shown.length === 0 ? (
        <Typography>No comments here.</Typography>
      ) : (
        shown.map((c) => (
          <CommentCard
            key={c.id}
            comment={c}
            templates={templates}
            onChanged={onChanged}
            onLocate={() => {
              setLocated(c.id);
              document.getElementById('comments-map-text')?.scrollIntoView({ block: 'start' });
            }}
          />
        ))
      )}
      <Box
        component="section"
        aria-labelledby="templates-heading"
        sx={{ display: 'grid', gap: 1.5, maxWidth: 720 }}
      >
        <Typography id="templates-heading" variant="panelTitle" component="h2">
          Saved answers
        </Typography>
        <Typography>
          {count(templates.length, 'saved answer')}: {templates.map((t) => t.title).join('; ')}. Add one:
        </Typography>
        <TextField
          label="Answer title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          size="small"
        />
        <TextField
          label="Answer text"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={3}
        />
        <Box>
          <Button
            variant="contained"
            onClick={() => void addTemplate()}
            disabled={!title.trim() || !body.trim()}
          >
            Save answer
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}
