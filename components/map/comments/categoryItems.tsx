import MenuItem from '@mui/material/MenuItem';
import { COMMENT_CATEGORIES, COMMENT_CATEGORY_LABELS } from '@/lib/shared/schemas/comments';

/** The comment categories as the options of a select (the form's category and the list's filter). */
export const categoryItems = () =>
  COMMENT_CATEGORIES.map((c) => (
    <MenuItem key={c} value={c}>
      {COMMENT_CATEGORY_LABELS[c]}
    </MenuItem>
  ));
