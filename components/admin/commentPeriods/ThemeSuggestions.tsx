import { useState } from 'react';
import { suggestThemes } from '@/lib/client/commentPeriods';
import { errorText } from '@/lib/client/request';
import type { ThemeSuggestions as Suggestions } from '@/lib/shared/schemas/commentPeriods';
import text from '@/styles/type.module.css';

interface Props {
  periodId: number;
  /** Fills the "Add an accepted theme" form with a name and comment IDs (staff rename and answer it there). */
  onUse: (name: string, ids: number[]) => void;
}

/**
 * Themes the site suggests from the period's comments (issue 57 §4): staff read each with its words and typical
 * comments, then use one as a theme, merge several into one, or discard it; nothing is accepted until staff add
 * it with the form below (where they can rename it and write the response).
 */
export function ThemeSuggestions({ periodId, onUse }: Props) {
  const [found, setFound] = useState<Suggestions | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [discarded, setDiscarded] = useState<number[]>([]);

  async function suggest() {
    setBusy(true);
    setMessage('Reading the comments…');
    try {
      const body = await suggestThemes(periodId);
      setFound(body);
      setChosen([]);
      setDiscarded([]);
      setMessage(
        body.themes.length === 0
          ? `No themes: ${body.considered} comments are too few, or share too few words, to group.`
          : `${body.themes.length} themes suggested from ${body.considered} comments (${body.unassigned} in none).`,
      );
    } catch (e) {
      setMessage(`No themes suggested: ${errorText(e, 'the site could not be reached; try again.')}`);
    } finally {
      setBusy(false);
    }
  }

  const use = (indexes: number[]) => {
    if (!found || indexes.length === 0) return;
    const themes = indexes.map((i) => found.themes[i]);
    onUse(
      themes[0].label,
      [...new Set(themes.flatMap((t) => t.commentIds))].sort((a, b) => a - b),
    );
  };

  return (
    <section aria-labelledby={`suggested-${periodId}`}>
      <h3 id={`suggested-${periodId}`} className={text.h3}>
        Suggested themes
      </h3>
      <p className={text.body1}>
        The site groups the comments by the words they share, in each language (offline; nothing leaves the
        site). A suggestion is a starting point: use it, merge it with others, rename it, or discard it.
      </p>
      <button type="button" onClick={() => void suggest()} disabled={busy}>
        Suggest themes from the comments
      </button>
      <p role="status" aria-live="polite" className={text.body1}>
        {message}
      </p>
      {found && found.themes.length > 0 && (
        <>
          <ul>
            {found.themes.map((t, i) =>
              discarded.includes(i) ? null : (
                <li key={t.label + i}>
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.includes(i)}
                      onChange={(e) =>
                        setChosen((c) => (e.target.checked ? [...c, i] : c.filter((x) => x !== i)))
                      }
                    />{' '}
                    <strong>{t.label}</strong> ({t.commentIds.length} comments)
                  </label>
                  <p className={text.body1}>Words: {t.terms.join(', ')}</p>
                  <ul aria-label={`Typical comments of ${t.label}`}>
                    {t.samples.map((s) => (
                      <li key={s.id}>
                        #{s.id}: {s.comment}
                      </li>
                    ))}
                  </ul>
                  <button type="button" onClick={() => use([i])}>
                    Use “{t.label}” as a theme
                  </button>{' '}
                  <button
                    type="button"
                    onClick={() => {
                      setDiscarded((d) => [...d, i]);
                      setChosen((c) => c.filter((x) => x !== i));
                    }}
                  >
                    Discard “{t.label}”
                  </button>
                </li>
              ),
            )}
          </ul>
          <button type="button" onClick={() => use(chosen)} disabled={chosen.length < 2}>
            Merge the {chosen.length} ticked into one theme
          </button>
        </>
      )}
    </section>
  );
}
