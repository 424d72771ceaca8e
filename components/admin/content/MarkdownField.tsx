import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Markdown } from '@/components/articles/Markdown';
import { previewMarkdown } from '@/lib/client/content';
import { errorText } from '@/lib/client/request';
import type { MdTree } from '@/lib/shared/markdown';
import type { MarkdownProblem } from '@/lib/shared/schemas/content';

/** How long typing must pause before the preview is asked for. */
const PREVIEW_DELAY_MS = 400;

/**
 * A Markdown body with its live preview beside it (below it on a phone): the tree the public page renders,
 * made by the server's own parser, and the problems to fix before it can be saved (raw HTML, links to nowhere,
 * heading gaps, images without alt text), announced politely as they change.
 */
export function MarkdownField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [tree, setTree] = useState<MdTree>([]);
  const [problems, setProblems] = useState<MarkdownProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      previewMarkdown(value).then(
        (r) => {
          if (!current) return;
          setTree(r.tree);
          setProblems(r.problems);
          setFailure(null);
        },
        (e: unknown) =>
          current && setFailure(errorText(e, 'The preview could not be made. Your text is kept.')),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value]);
  const helpId = `${id}-help`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextField
        id={id}
        label="Body (Markdown)"
        required
        multiline
        minRows={12}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ htmlInput: { 'aria-describedby': `${helpId} ${id}-problems` } }}
        helperText={
          <span id={helpId}>
            ## for a heading (level 2 first), **bold**, [link text](https://…), ![what it shows](image
            address). No HTML.
          </span>
        }
      />
      <Box>
        <Typography component="h3" variant="panelTitle" gutterBottom>
          Preview
        </Typography>
        <Box id={`${id}-problems`} role="status" aria-live="polite">
          {failure && <Alert severity="warning">{failure}</Alert>}
          {problems.length > 0 ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              Fix before saving:
              <ul>
                {problems.map((p, i) => (
                  <li key={i}>
                    {p.line ? `Line ${p.line}: ` : ''}
                    {p.message}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </Box>
        <Box
          aria-label="Preview of the body"
          role="region"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
            minHeight: 120,
            overflowWrap: 'anywhere',
          }}
        >
          <Markdown tree={tree} />
        </Box>
      </Box>
    </Box>
  );
}
