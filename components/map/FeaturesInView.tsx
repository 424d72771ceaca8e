import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { featuresInViewLines, featuresInViewMessage, type InViewCount } from './keyboardNav';

/**
 * What is in view of a map: one short live sentence (the count, read after every move), and each layer's count
 * and first names under "By layer", on demand.
 */
export function FeaturesInView({ counts, small = false }: { counts: InViewCount[]; small?: boolean }) {
  const lines = featuresInViewLines(counts);
  return (
    <>
      <Typography
        variant={small ? 'small' : 'body1'}
        component="p"
        role="status"
        aria-live="polite"
        data-testid="features-in-view"
      >
        {featuresInViewMessage(counts)}
      </Typography>
      {lines.length > 0 && (
        <Box component="details" sx={{ typography: small ? 'small' : 'body1' }}>
          <summary>By layer</summary>
          <Box component="ul" data-testid="features-in-view-layers" sx={{ my: 0.5, pl: 3 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
