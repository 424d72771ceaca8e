import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';

/** The hamburger button that opens the mobile drawer; shown only below the md breakpoint. */
export function MobileMenuButton({ onClick, open }: { onClick: () => void; open?: boolean }) {
  return (
    <IconButton
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onClick}
      sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'primary.contrastText' }}
    >
      <MenuIcon />
    </IconButton>
  );
}
