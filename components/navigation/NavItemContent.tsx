import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import type { NavIcon, NavigationItem } from '@/lib/shared/navigation';
import { NavTag } from './NavTag';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Anchor props for an item: next/link for internal links, a new tab for external ones. */
export function externalLinkProps(item: NavigationItem) {
  return { component: 'a', href: item.href, target: '_blank', rel: 'noopener noreferrer' } as const;
}

function Icon({ icon, side }: { icon: NavIcon; side: 'left' | 'right' }) {
  return (
    <Box
      component="img"
      src={icon.src}
      alt=""
      width={icon.width}
      height={icon.height}
      sx={side === 'left' ? { mr: 1 } : { ml: 1 }}
    />
  );
}

/** An item's icons, label, tag and — for external links — the new-tab icon and hint. */
export function NavItemContent({ item }: { item: NavigationItem }) {
  return (
    <>
      {item.prependIcon && <Icon icon={item.prependIcon} side="left" />}
      <span>{item.label}</span>
      {item.tag && <NavTag tag={item.tag} />}
      {item.type === 'external-link' && (
        <>
          <OpenInNewIcon aria-hidden fontSize="inherit" sx={{ ml: 0.5 }} />
          <Box component="span" sx={visuallyHidden}>
            {' (opens in a new tab)'}
          </Box>
        </>
      )}
      {item.appendIcon && <Icon icon={item.appendIcon} side="right" />}
    </>
  );
}
