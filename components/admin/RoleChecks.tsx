import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { ROLE_LABELS, ROLE_NAMES, type Role } from '@/lib/shared/schemas/people';

/** One checkbox per role, in a labelled group. */
export function RoleChecks({ value, onChange }: { value: Role[]; onChange: (roles: Role[]) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">Roles</FormLabel>
      <FormGroup row>
        {ROLE_NAMES.map((role) => (
          <FormControlLabel
            key={role}
            label={ROLE_LABELS[role]}
            control={
              <Checkbox
                checked={value.includes(role)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
