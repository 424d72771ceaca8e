import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapLayerState } from '@/lib/shared/schemas/mapExplorerState';

interface Props {
  metadata: LayerMetadata[];
  states: MapLayerState[];
  colours: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, patch: Partial<MapLayerState>) => void;
}

/** The layer panel: layers grouped by category, each with visibility, opacity and its metadata. */
export function LayerPanel({ metadata, states, colours, errors, onChange }: Props) {
  const categories = [...new Set(metadata.map((m) => m.category))];
  return (
    <Box component="section" aria-labelledby="layers-heading">
      <Typography id="layers-heading" variant="cardTitle" component="h2" sx={{ mb: 1 }}>
        Layers
      </Typography>
      {categories.map((category) => (
        <Box key={category} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography variant="ui" component="legend" sx={{ fontWeight: 700 }}>
            {category}
          </Typography>
          {metadata
            .filter((m) => m.category === category)
            .map((m) => {
              const s = states.find((x) => x.key === m.key) ?? { key: m.key, visible: false, opacity: 1 };
              return (
                <Box key={m.key} sx={{ mb: 1 }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={s.visible}
                        onChange={(e) => onChange(m.key, { visible: e.target.checked })}
                      />
                    }
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                        <Box
                          component="span"
                          aria-hidden
                          sx={{ width: 14, height: 14, bgcolor: colours[m.key], borderRadius: 0.5 }}
                        />
                        {m.name}
                      </Box>
                    }
                  />
                  {errors[m.key] && (
                    <Typography
                      variant="small"
                      component="p"
                      role="alert"
                      sx={{ color: 'error.main', ml: 4 }}
                    >
                      {errors[m.key]}
                    </Typography>
                  )}
                  <Box sx={{ ml: 4, mr: 2 }}>
                    <Slider
                      size="small"
                      value={Math.round(s.opacity * 100)}
                      onChange={(_e, v) => onChange(m.key, { opacity: (v as number) / 100 })}
                      aria-label={`Opacity of ${m.name}`}
                      valueLabelDisplay="auto"
                      valueLabelFormat={(v) => `${v}%`}
                      getAriaValueText={(v) => `${v}%`}
                    />
                    <Box component="details" sx={{ typography: 'small' }}>
                      <summary>About {m.name}</summary>
                      <Typography variant="small" component="p" sx={{ my: 0.5 }}>
                        {m.description}
                      </Typography>
                      <Box
                        component="dl"
                        sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { ml: 0, mb: 0.5 } }}
                      >
                        <dt>Source</dt>
                        <dd>{m.source}</dd>
                        <dt>Vintage</dt>
                        <dd>{m.vintage}</dd>
                        <dt>Updated</dt>
                        <dd>{m.updatedOn}</dd>
                      </Box>
                    </Box>
                  </Box>
                </Box>
              );
            })}
        </Box>
      ))}
    </Box>
  );
}
