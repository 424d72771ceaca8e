import Box from '@mui/material/Box';
import type { MapCompare } from '@/lib/shared/schemas/mapExplorerState';
import { editionOf } from '@/lib/shared/compareYears';
import { cssLineStyle, compareStyle } from './layerStyles';

/**
 * The year on each side of the comparison's divide, drawn over the map beside the divide and
 * moving with it, each with its year's line style; "filtered" when the one filter both years share is set.
 */
export function CompareLabels({ compare, filtered }: { compare: MapCompare; filtered: boolean }) {
  const label = (side: 'from' | 'to') => {
    const year = editionOf(compare[side])?.year;
    const style = compareStyle(side);
    return (
      <Box
        data-testid={`compare-label-${side}`}
        // Beside the divide wherever it is dragged, kept inside the map near an edge; inline, as it changes with
        // every step of a drag (a class per position would pile up in the style sheet).
        style={{ left: `clamp(150px, ${compare.position}%, calc(100% - 150px))` }}
        sx={{
          position: 'absolute',
          top: 8,
          transform: side === 'from' ? 'translateX(calc(-100% - 10px))' : 'translateX(10px)',
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1,
          py: 0.25,
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontWeight: 700,
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
        }}
      >
        {side === 'from' && '◀ '}
        <Box
          component="span"
          aria-hidden
          sx={{ width: 18, borderTop: `3px ${cssLineStyle(style.line)} ${style.colour}` }}
        />
        {year}
        {filtered && ' (filtered)'}
        {side === 'to' && ' ▶'}
      </Box>
    );
  };
  return (
    <>
      {label('from')}
      {label('to')}
    </>
  );
}
