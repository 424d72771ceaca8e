import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import { CONTENT_MAX_WIDTH } from '@/lib/shared/constants';
import type { Announcement } from '@/lib/shared/schemas/announcements';

/** The strip's colours by level (issue 26); the level is also said in words, never by colour alone. */
const LEVEL_STYLE: Record<Announcement['Level'], { bgcolor: string; color: string; word: string | null }> = {
  info: { bgcolor: 'secondary.main', color: 'text.primary', word: null },
  important: { bgcolor: 'primary.main', color: 'common.white', word: 'Important' },
  urgent: { bgcolor: 'warning.dark', color: 'common.white', word: 'Urgent' },
};

/** The dated "latest on this page" strip: the newest announcement whose Pages include this page. */
export function AnnouncementBanner({ announcement }: { announcement: Announcement }) {
  const level = LEVEL_STYLE[announcement.Level] ?? LEVEL_STYLE.info;
  return (
    <Box
      component="aside"
      aria-label="Latest announcement"
      sx={{ bgcolor: level.bgcolor, color: level.color }}
    >
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: 2, py: 1.5 }}>
        <Typography component="p" variant="ui">
          {level.word && (
            <Box component="span" sx={{ fontWeight: 700, mr: 1, textTransform: 'uppercase' }}>
              {level.word}:
            </Box>
          )}
          <Box component="time" dateTime={usDateToIso(announcement.Date)} sx={{ fontWeight: 700, mr: 1 }}>
            {announcement.Date}
          </Box>
          <Box component="strong" sx={{ mr: 1 }}>
            {announcement.Title}.
          </Box>
          {announcement.Message}
          {announcement.Link && (
            <>
              {' '}
              <Link
                component={NextLink}
                prefetch={false}
                href={announcement.Link.href}
                color="inherit"
                sx={{ fontWeight: 700 }}
              >
                {announcement.Link.label}
              </Link>
            </>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
