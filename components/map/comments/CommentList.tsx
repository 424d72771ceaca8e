import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlagReason, PublicComment } from '@/lib/shared/schemas/comments';
import { CommentItem } from './CommentItem';

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
