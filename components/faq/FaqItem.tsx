import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RenderedFaqEntry } from '@/lib/shared/schemas/faq';
import { Markdown } from '@/components/articles/Markdown';

interface Props {
  entry: RenderedFaqEntry;
  expanded: boolean;
  onToggle: (id: string, open: boolean) => void;
}

/** The address of one question: this page with the question's anchor. */
const linkTo = (id: string) => `${window.location.origin}${window.location.pathname}#${id}`;

/** One question: an accordion whose summary is an h3 button, the Markdown answer and a 'Copy link' button. */
export function FaqItem({ entry, expanded, onToggle }: Props) {
  const [copied, setCopied] = useState<string | null>(null);

  async function copyLink() {
    const url = linkTo(entry.id);
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      // No clipboard (older browser, or permission refused): show the address so it can be copied by hand.
      setCopied(`Copy this link: ${url}`);
    }
  }

  return (
    <Accordion
      id={entry.id}
      expanded={expanded}
      onChange={(_e, open) => onToggle(entry.id, open)}
      disableGutters
      variant="outlined"
      sx={{ scrollMarginTop: 120 }}
      slotProps={{ heading: { component: 'h3' } }}
    >
      <AccordionSummary
        id={`${entry.id}-question`}
        aria-controls={`${entry.id}-answer`}
        expandIcon={<ExpandMoreIcon aria-hidden />}
      >
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {entry.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Markdown tree={entry.answerTree} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="text"
            startIcon={<LinkIcon aria-hidden />}
            onClick={() => void copyLink()}
            aria-label={`Copy link to the question: ${entry.question}`}
          >
            Copy link
          </Button>
          <Typography component="span" role="status" variant="body2" sx={{ wordBreak: 'break-all' }}>
            {copied}
          </Typography>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
