import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ExtractOptions } from '@/lib/shared/schemas/extract';

/** A county, independent city or VDOT district, as the extract job and the selection name it. */
export type PickedArea =
  { kind: 'locality'; fips: string; label: string } | { kind: 'district'; name: string; label: string };

/** Every choice: the nine districts first, then the 133 counties and cities. */
export function areaChoices(options: Pick<ExtractOptions, 'localities' | 'districts'>): PickedArea[] {
  return [
    ...options.districts.map((name): PickedArea => ({ kind: 'district', name, label: `${name} District` })),
    ...options.localities.map((l): PickedArea => ({ kind: 'locality', fips: l.fips, label: l.name })),
  ];
}

/** Where a picked area's boundary is in the layer data (the features API serves it). */
export const boundaryOf = (a: PickedArea) =>
  a.kind === 'locality'
    ? { layerKey: 'virginia-localities', id: a.fips }
    : { layerKey: 'vdot-districts', id: a.name.toLowerCase().replace(/\s+/g, '-') };

interface Props {
  label: string;
  choices: PickedArea[];
  value: PickedArea | null;
  onChange: (a: PickedArea | null) => void;
}

/** A type-ahead list of counties, cities and districts (the keyboard's way to choose an area). */
export function AreaPicker({ label, choices, value, onChange }: Props) {
  return (
    <Autocomplete
      options={choices}
      value={value}
      onChange={(_e, v) => onChange(v)}
      groupBy={(a) => (a.kind === 'district' ? 'VDOT districts' : 'Counties and cities')}
      getOptionLabel={(a) => a.label}
      isOptionEqualToValue={(a, b) => a.label === b.label}
      renderInput={(params) => <TextField {...params} label={label} />}
      size="small"
      fullWidth
    />
  );
}
