import { contrastRatio } from '@/components/map/layerStyles';
import theme, { FOCUS_RING, palette } from '@/styles/theme';

describe('theme colours people read', () => {
  it('warning text ("Check:" in the pre-flight report) is at least 4.5:1 on white', () => {
    expect(contrastRatio(theme.palette.warning.dark, palette.white)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring has a part of at least 3:1 against white and against the dark banner', () => {
    expect(FOCUS_RING.boxShadow).toContain(palette.text);
    expect(FOCUS_RING.outline).toContain(palette.white);
    expect(contrastRatio(palette.text, palette.white)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(palette.white, palette.banner)).toBeGreaterThanOrEqual(3);
  });
});
