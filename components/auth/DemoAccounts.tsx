import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface DemoAccount {
  email: string;
  roles: string;
  organization: string | null;
}

/** Embedded setup only: where the sign-in email goes, and the illustrative accounts to try each role with. */
export function DemoAccounts({ accounts }: { accounts: DemoAccount[] }) {
  return (
    <Alert severity="info" component="section" aria-labelledby="demo-heading">
      <Typography component="h2" variant="subtitle1" id="demo-heading" sx={{ fontWeight: 700, mb: 1 }}>
        This copy of the site runs on the embedded setup
      </Typography>
      <Typography sx={{ mb: 1 }}>
        No email is sent: each sign-in email is written as an .eml file to the <code>data/outbox/</code>{' '}
        folder, and the sign-in link is also printed in the server log. These illustrative demo accounts exist
        only here:
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Demo accounts">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Email</TableCell>
              <TableCell scope="col">Role</TableCell>
              <TableCell scope="col">Organization</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((a) => (
              <TableRow key={a.email}>
                <TableCell>{a.email}</TableCell>
                <TableCell>{a.roles}</TableCell>
                <TableCell>{a.organization ?? 'OIPI'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Alert>
  );
}
