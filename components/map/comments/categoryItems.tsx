import MenuItem from '@mui/material/MenuItem';
import {
  COMMENT_CATEGORIES,
  COMMENT_CATEGORY_LABELS,
  type CommentCategory,
} from '@/lib/shared/schemas/comments';

/**
 * The comment categories as the options of a select (the form's category and the list's filter), named by
 * `label` (the page's language; English by default).
 */
export const categoryItems = (label: (c: CommentCategory) => string = (c) => COMMENT_CATEGORY_LABELS[c]) =>
  COMMENT_CATEGORIES.map((c) => (
    <MenuItem key={c} value={c}>
      {label(c)}
    </MenuItem>
  ));
