/** Number formatting shared by the charts and their data tables (US English, as the site copy). */

const full = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A value with its unit for tables and tooltips, e.g. "1,234 thousand tons". */
export const formatAmount = (value: number, unit: string): string => `${full.format(value)} ${unit}`;

/** A bare number with thousands separators, e.g. "1,234.5". */
export const formatNumber = (value: number): string => full.format(value);

/** A short number for axis ticks, e.g. "12K". */
export const compactNumber = (value: number): string => compact.format(value);
