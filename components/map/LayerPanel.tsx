import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapLayerState } from '@/lib/shared/schemas/mapExplorerState';

interface Props {
  metadata: LayerMetadata[];
  states: MapLayerState[];
  colours: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, patch: Partial<MapLayerState>) => void;
  /** A touch or phone layout (the bottom sheet): the hint says what a finger does, not which keys to press. */
  touch?: boolean;
}

/** How to use the list, said for the way it is used: keys on a desktop, taps on a phone or a touch screen. */
export const LAYER_HINTS = {
  keyboard:
    'Keyboard: Up and Down move between layers, Space turns one on or off, Right shows its opacity and details.',
  touch: 'Tap a layer to turn it on or off; the arrow beside it shows its opacity and details.',
} as const;

/**
 * The next layer a key moves to in the list (in the order shown), or null when the key does not move: Down
 * and Up one layer, Home and End to the ends (no wrapping, as in a tree).
 */
export function nextLayer(order: string[], current: string, key: string): string | null {
  const i = order.indexOf(current);
  if (key === 'ArrowDown') return order[Math.min(order.length - 1, i + 1)] ?? null;
  if (key === 'ArrowUp') return order[Math.max(0, i - 1)] ?? null;
  if (key === 'Home') return order[0] ?? null;
  if (key === 'End') return order[order.length - 1] ?? null;
  return null;
}

/**
 * The layer panel: layers grouped by category. The list is one tab stop (a roving tab index, as a tree
 * is): Up and Down move between layers, Space turns the focused one on or off, Right opens its opacity and
 * "About" (which then follow it in the tab order) and Left closes them. Before, each of 22 layers had a
 * checkbox, a slider and an "About" in the tab order: 66 stops between the page and the map.
 */
export function LayerPanel({ metadata, states, colours, errors, onChange, touch = false }: Props) {
  const categories = [...new Set(metadata.map((m) => m.category))];
  const order = categories.flatMap((c) => metadata.filter((m) => m.category === c).map((m) => m.key));
  const [active, setActive] = useState<string | null>(null);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const boxes = useRef(new Map<string, HTMLInputElement>());
  const current = active && order.includes(active) ? active : (order[0] ?? null);
  const toggleOpen = (key: string, to: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (to) next.add(key);
      else next.delete(key);
      return next;
    });
  const onKeyDown = (key: string) => (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      toggleOpen(key, e.key === 'ArrowRight');
      return;
    }
    const to = nextLayer(order, key, e.key);
    if (to === null) return;
    e.preventDefault();
    setActive(to);
    boxes.current.get(to)?.focus();
  };
  return (
    <Box component="section" aria-labelledby="layers-heading">
      <Typography id="layers-heading" variant="cardTitle" component="h2" sx={{ mb: 0.5 }}>
        Layers
      </Typography>
      <Typography id="layers-keys" variant="small" component="p" sx={{ mb: 1 }}>
        {touch ? LAYER_HINTS.touch : LAYER_HINTS.keyboard}
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
              const expanded = open.has(m.key);
              const toolsId = `layer-tools-${m.key}`;
              return (
                <Box key={m.key} sx={{ mb: 0.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <FormControlLabel
                      sx={{ mr: 'auto' }}
                      control={
                        <Checkbox
                          checked={s.visible}
                          onChange={(e) => onChange(m.key, { visible: e.target.checked })}
                          slotProps={{
                            input: {
                              ref: (el: HTMLInputElement | null) => {
                                if (el) boxes.current.set(m.key, el);
                                else boxes.current.delete(m.key);
                              },
                              tabIndex: m.key === current ? 0 : -1,
                              onFocus: () => setActive(m.key),
                              onKeyDown: onKeyDown(m.key),
                              'aria-describedby': 'layers-keys',
                            } as React.InputHTMLAttributes<HTMLInputElement>,
                          }}
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
                    <IconButton
                      size="small"
                      tabIndex={-1}
                      aria-label={`${expanded ? 'Hide' : 'Show'} opacity and details of ${m.name}`}
                      aria-expanded={expanded}
                      aria-controls={expanded ? toolsId : undefined}
                      onClick={() => toggleOpen(m.key, !expanded)}
                    >
                      {expanded ? <ExpandLess /> : <ExpandMore />}
                    </IconButton>
                  </Box>
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
                  {expanded && (
                    <Box id={toolsId} sx={{ ml: 4, mr: 2 }}>
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
                  )}
                </Box>
              );
            })}
        </Box>
      ))}
    </Box>
  );
}
