import NextLink from 'next/link';
import { PLAN_LOGO_SIZE, PROGRAM_LOGO_SIZE } from '@/lib/shared/constants';
import type { Section } from '@/lib/shared/pageRegistry';
import { palette } from '@/styles/tokens';
import css from './frame.module.css';

interface WordmarkProps {
  active: boolean;
  /** Text colour behind which the logo sits: light headers get dark ink, dark banners get white. */
  onDark?: boolean;
}

function colours({ active, onDark }: WordmarkProps) {
  if (onDark) return { main: palette.white, accent: active ? palette.secondary : palette.white };
  return active
    ? { main: palette.primary, accent: palette.secondary }
    : { main: palette.inactiveLogo, accent: palette.inactiveLogo };
}

/** "VTrans — Virginia's Transportation Plan" wordmark, 248.8 × 105 (SPEC §9). */
export function PlanWordmark(props: WordmarkProps) {
  const c = colours(props);
  return (
    <svg
      width={PLAN_LOGO_SIZE.width}
      height={PLAN_LOGO_SIZE.height}
      viewBox="0 0 248.8 105"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="8" y="82" width="52" height="5" rx="2.5" fill={c.accent} />
      {/* One <text> whose text reads "VTrans Virginia's Transportation Plan": the V is a glyph, not a path, so the
          words a person sees are the words the link's name begins with (WCAG 2.5.3, Label in Name). */}
      <text fontFamily="Noto Sans, Arial, sans-serif" fill={c.main}>
        <tspan x="5" y="76" fontWeight="700" fontSize="74">
          V
        </tspan>
        <tspan x="70" y="58" fontWeight="700" fontSize="38">
          Trans
        </tspan>{' '}
        <tspan x="70" y="82" fontSize="11.6">
          Virginia&apos;s Transportation Plan
        </tspan>
      </text>
    </svg>
  );
}

/** "GAP — Technical Assistance Program" wordmark, 270 × 105 (SPEC §9). */
export function ProgramWordmark(props: WordmarkProps) {
  const c = colours(props);
  return (
    <svg
      width={PROGRAM_LOGO_SIZE.width}
      height={PROGRAM_LOGO_SIZE.height}
      viewBox="0 0 270 105"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="34" cy="50" r="26" fill="none" stroke={c.main} strokeWidth="7" />
      <path d="M34 50h20" stroke={c.accent} strokeWidth="7" strokeLinecap="round" />
      <text fontFamily="Noto Sans, Arial, sans-serif" fill={c.main}>
        <tspan x="72" y="58" fontWeight="700" fontSize="38">
          GAP
        </tspan>{' '}
        <tspan x="72" y="82" fontSize="13.5">
          Technical Assistance Program
        </tspan>
      </text>
    </svg>
  );
}

/** The two logos: plan logo → home, program logo → about-program; colours follow the section. */
export function Logos({ section, onDark = false }: { section: Section; onDark?: boolean }) {
  const planActive = section !== 'technical-assistance';
  const programActive = section !== 'plan';
  return (
    <div className={css.logos}>
      <NextLink
        href="/"
        aria-label="VTrans Virginia's Transportation Plan, home"
        data-section-active={planActive}
      >
        <PlanWordmark active={planActive} onDark={onDark} />
      </NextLink>
      <NextLink
        href="/about/gap-ta"
        aria-label="GAP Technical Assistance Program, about the program"
        data-section-active={programActive}
      >
        <ProgramWordmark active={programActive} onDark={onDark} />
      </NextLink>
    </div>
  );
}
