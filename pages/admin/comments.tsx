import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { CommentQueue } from '@/components/admin/comments/CommentQueue';
import { page } from '@/lib/server/pageProps';
import { listTemplates, staffQueue } from '@/lib/server/services/comments';
import { COMMENT_OVERDUE_DAYS, type CommentTemplate, type StaffComment } from '@/lib/shared/schemas/comments';
import { withMui } from '@/lib/client/withMui';

interface Props {
  comments: StaffComment[];
  templates: CommentTemplate[];
}

/** Reviewers: every map comment, oldest first; approve or hide, respond and categorise, export. */
function Comments({ comments, templates }: Props) {
  const router = useRouter();
  const refresh = () => void router.replace(router.asPath, undefined, { scroll: false });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">Map comments</Typography>
      <Typography>
        Comments people leave on the Map Explorer wait here until a reviewer approves them. Comments with a
        link, an email address or a listed word, and comments several visitors flagged, are held with the
        reason. Hiding never deletes a comment: it stays here with its audit trail. A comment unanswered for
        more than {COMMENT_OVERDUE_DAYS} days is marked overdue.
      </Typography>
      <CommentQueue comments={comments} templates={templates} onChanged={refresh} />
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/comments',
  async (_ctx, user) => ({
    props: { comments: await staffQueue(user), templates: await listTemplates(user) },
  }),
  { auth: ['reviewer'] },
);

export default withMui(Comments);
