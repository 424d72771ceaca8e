import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { NavigationItem } from '@/lib/shared/navigation';
import { MobileNavList } from './MobileNavList';

export { MobileMenuButton } from './MobileMenuButton';

export const DESKTOP_ONLY_WARNING = 'This page is not supported on mobile.';

/** The mobile navigation drawer: drill-in submenus, a 'Main Menu' back control, desktop-only warnings. */
export function MobileDrawer({
  items,
  open,
  onClose,
}: {
  items: NavigationItem[];
  open: boolean;
  onClose: () => void;
}) {
  const [group, setGroup] = useState<NavigationItem | null>(null);
  const [cameFrom, setCameFrom] = useState<string | null>(null);
  const [warning, setWarning] = useState(false);

  const openGroup = (next: NavigationItem) => {
    setGroup(next);
    setWarning(false);
  };
  // From any depth, back returns to the top level (the spec names only 'Main Menu'); focus returns to
  // the top-level entry the visitor drilled into first.
  const backToMain = () => {
    setGroup(null);
    setWarning(false);
  };
  const close = () => {
    setGroup(null);
    setCameFrom(null);
    setWarning(false);
    onClose();
  };

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Site navigation',
          sx: { width: 320, maxWidth: '90vw' },
        },
      }}
    >
      <Box component="nav" aria-label="Main">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {group ? (
            <Button
              key={group.label}
              color="inherit"
              startIcon={<ArrowBackIcon aria-hidden />}
              onClick={backToMain}
              autoFocus
              sx={{ textTransform: 'none', typography: 'ui', py: 1.5, pl: 2 }}
            >
              Main Menu
            </Button>
          ) : (
            <Typography sx={{ fontWeight: 700, py: 1.5, pl: 2 }}>Menu</Typography>
          )}
          <IconButton aria-label="Close menu" onClick={close} color="inherit" sx={{ ml: 'auto', mr: 1 }}>
            <CloseIcon />
          </IconButton>
        </Box>
        {group && (
          <Typography component="h2" variant="itemTitle" sx={{ px: 2, pt: 2, pb: 1 }}>
            {group.label}
          </Typography>
        )}
        {warning && (
          <Alert severity="warning" role="alert" sx={{ m: 2 }}>
            {DESKTOP_ONLY_WARNING}
          </Alert>
        )}
        <MobileNavList
          key={group?.label ?? 'main'}
          items={group ? (group.groupItems ?? []) : items}
          focusLabel={group ? null : cameFrom}
          onOpenGroup={(next) => {
            if (!group) setCameFrom(next.label);
            openGroup(next);
          }}
          onDesktopOnly={() => setWarning(true)}
          onNavigate={close}
        />
      </Box>
    </Drawer>
  );
}
