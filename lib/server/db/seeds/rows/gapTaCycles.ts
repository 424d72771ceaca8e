import { DEFAULT_COMPONENTS } from '@/lib/shared/schemas/gapTaApplications/rules';

/**
 * The embedded setup's GAP-TA application cycle: open from the day the site's database is first
 * seeded, so a fresh clone can walk an application through. The program's real windows open each September
 * and close at the end of October (CONTENT-FACTS §3); this one is labelled illustrative because its dates are
 * set by the seed, not by OIPI. Staff set real cycles on /admin/gap-ta.
 */
export function demoCycle(seededAt: Date = new Date()) {
  const day = 24 * 60 * 60 * 1000;
  const opens = new Date(
    Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth(), seededAt.getUTCDate()) - 7 * day,
  );
  const closes = new Date(opens.getTime() + 67 * day + 4 * 60 * 60 * 1000 + 59 * 60 * 1000); // 11:59 PM Eastern
  // Applications in the autumn are for the next state fiscal year but one (FY26 opened in September 2025).
  const fiscalYear = seededAt.getUTCFullYear() + (seededAt.getUTCMonth() >= 6 ? 2 : 1);
  const at = seededAt.toISOString();
  return {
    title: `FY${String(fiscalYear % 100).padStart(2, '0')} GAP-TA applications (illustrative window)`,
    fiscal_year: fiscalYear,
    opens_at: opens.toISOString(),
    closes_at: closes.toISOString(),
    decisions_expected: 'Evaluation and notification about three months after the window closes.',
    components: JSON.stringify(DEFAULT_COMPONENTS),
    illustrative: true,
    created_at: at,
    updated_at: at,
  };
}
