import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import NextLink from 'next/link';
import { ADMIN_DOCUMENTS, GAP_TA_APPLICATIONS, GAP_TA_REVIEW, ROUTES } from '@/lib/shared/routes';
import { hasRole, type Role } from '@/lib/shared/schemas/people';

const AREAS: Array<{ role: Role; href: string; label: string; text: string }> = [
  {
    role: 'submitter',
    href: '/admin/spatial-data/intake',
    label: 'Spatial-data intake',
    text: 'send your organization’s spatial data to OIPI and follow its status.',
  },
  {
    role: 'reviewer',
    href: '/admin/spatial-data/review',
    label: 'Spatial-data review',
    text: 'review every submission and change its status.',
  },
  {
    role: 'reviewer',
    href: '/admin/comments',
    label: 'Map comments',
    text: 'approve, hide and answer what people say on the map.',
  },
  {
    // The `periods` permission (lib/server/auth/roles.ts) is given to reviewers.
    role: 'reviewer',
    href: '/admin/comment-periods',
    label: 'Comment periods',
    text: 'put a draft out for public comment, moderate what people say and publish what we heard.',
  },
  {
    role: 'submitter',
    href: GAP_TA_APPLICATIONS,
    label: 'GAP-TA applications',
    text: 'apply for GAP technical assistance for your county or city and follow the decision.',
  },
  {
    role: 'gap-reviewer',
    href: GAP_TA_REVIEW,
    label: 'GAP-TA review',
    text: 'application cycles, scoring, clarifications, decisions and the export.',
  },
  {
    role: 'editor',
    href: ROUTES.adminContent,
    label: 'Site content',
    text: 'write, preview, schedule and publish program updates, meetings and announcements.',
  },
  {
    role: 'editor',
    href: ADMIN_DOCUMENTS,
    label: 'Documents library',
    text: 'upload, check for accessibility, publish, replace and retire the library’s files.',
  },
  {
    role: 'admin',
    href: '/admin/users',
    label: 'People and access',
    text: 'invite people, approve requests and change roles.',
  },
];

/** The areas a person's roles open, each with what it is for. */
export function RoleLinks({ roles }: { roles: Role[] }) {
  const open = AREAS.filter((a) => hasRole({ roles }, a.role));
  if (open.length === 0) return <p>Your account has no role yet: an administrator will give you one.</p>;
  return (
    <List aria-label="Areas you can use">
      {open.map((a) => (
        <ListItem key={a.href} disableGutters>
          <span>
            <Link component={NextLink} href={a.href}>
              {a.label}
            </Link>
            : {a.text}
          </span>
        </ListItem>
      ))}
    </List>
  );
}
