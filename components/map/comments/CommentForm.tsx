import { HoneypotField } from '@/components/common/HoneypotField';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useSubmit } from '@/components/common/useSubmit';
import { getSimilarComments, insertComment, type SimilarComment } from '@/lib/client/comments';
import {
  COMMENT_LIMITS,
  commentFieldErrors,
  commentMessageKey,
  type CommentCategory,
} from '@/lib/shared/schemas/comments';
import { categoryItems } from './categoryItems';

/** Where the comment is: a point, and the picked feature when it is about one. */
export interface CommentPlace {
  latitude: number;
  longitude: number;
  layerKey?: string;
  featureId?: string;
  /** Words saying what was picked, e.g. "the map centre" or "Route 29 corridor segment". */
  label: string;
}

interface Props {
  place: CommentPlace | null;
  /** Uses the centre of the map (the keyboard crosshair). */
  onUseCentre: () => void;
  /** Brings the map into view and focuses it, to click or move it to the place. */
  onGoToMap: () => void;
  /** Uses the feature selected on the map or in the table (null when nothing is selected). */
  onUseSelection: (() => void) | null;
  onAgree: (id: number) => void;
  onSent: (status: string) => void;
  onCancel: () => void;
}

const EMPTY = {
  category: '' as CommentCategory | '',
  comment: '',
  name: '',
  email: '',
  consent: false,
  website: '',
};

/** The form's line saying the place chosen: focus moves to it when a click on the map chooses one. */
export const COMMENT_PLACE_ID = 'comment-place';

/** The comment form: place (map centre, click, or the selected feature), category, text, name, email, consent. */
export function CommentForm({
  place,
  onUseCentre,
  onGoToMap,
  onUseSelection,
  onAgree,
  onSent,
  onCancel,
}: Props) {
  const t = useTranslations('comments');
  const [form, setForm] = useState(EMPTY);
  const [found, setErrors] = useState<Record<string, string>>({});
  // The rules give their sentences in English (as the API does): each is said in the page's language.
  const errors = Object.fromEntries(
    Object.entries(found).map(([field, message]) => {
      const key = commentMessageKey(message);
      return [
        field,
        key
          ? t(`errors.${key}`, {
              min: COMMENT_LIMITS.textMin,
              max: COMMENT_LIMITS[field === 'name' ? 'name' : 'textMax'],
            })
          : message,
      ];
    }),
  );
  const { busy, error: failure, run, setMessage } = useSubmit();
  const fail = (text: string) => setMessage({ ok: false, text });
  const [similar, setSimilar] = useState<SimilarComment[]>([]);
  // Focus moves into the form when it opens (the button that opened it goes away).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = <K extends keyof typeof EMPTY>(k: K, v: (typeof EMPTY)[K]) =>
    setForm((f) => ({ ...f, [k]: v }));

  // "Similar comment nearby": published comments within 500 m of the place, same category first.
  const lat = place?.latitude;
  const lon = place?.longitude;
  useEffect(() => {
    if (lat === undefined || lon === undefined) return;
    let live = true;
    const t = setTimeout(() => {
      void getSimilarComments({
        latitude: lat,
        longitude: lon,
        category: form.category || undefined,
        text: form.comment || undefined,
      })
        .then((list) => live && setSimilar(list))
        .catch(() => live && setSimilar([]));
    }, 400);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [lat, lon, form.category, form.comment]);

  const submit = async () => {
    const body = {
      latitude: place?.latitude,
      longitude: place?.longitude,
      layerKey: place?.layerKey ?? null,
      featureId: place?.featureId ?? null,
      category: form.category,
      comment: form.comment,
      name: form.name,
      email: form.email,
      consent: form.consent,
      website: form.website,
    };
    const found = commentFieldErrors(body);
    setErrors(found);
    if (!place) return fail(t('form.choosePlace'));
    if (Object.keys(found).length > 0) {
      fail(t('form.correct'));
      document.getElementById(`comment-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    await run(async () => {
      const r = await insertComment(body as Parameters<typeof insertComment>[0]);
      setForm(EMPTY);
      onSent(r.status);
    }, t('form.failed'));
  };

  return (
    <Box
      component="form"
      aria-labelledby="comment-form-heading"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 640 }}
    >
      <Typography
        id="comment-form-heading"
        ref={heading}
        tabIndex={-1}
        variant="itemTitle"
        component="h3"
        sx={{ outline: 'none' }}
      >
        {t('form.heading')}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          {t('form.place')}
        </Typography>
        <Typography variant="ui" component="p">
          {t('form.placeHelp', { selection: onUseSelection ? 'yes' : 'no' })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onGoToMap}>
            {t('form.goToMap')}
          </Button>
          <Button variant="outlined" onClick={onUseCentre}>
            {t('form.useCentre')}
          </Button>
          {onUseSelection && (
            <Button variant="outlined" onClick={onUseSelection}>
              {t('form.useSelection')}
            </Button>
          )}
        </Box>
        <Typography
          variant="ui"
          component="p"
          role="status"
          id={COMMENT_PLACE_ID}
          tabIndex={-1}
          data-testid="comment-place"
        >
          {place
            ? t('form.placeChosen', {
                label: place.label,
                latitude: place.latitude.toFixed(5),
                longitude: place.longitude.toFixed(5),
              })
            : t('form.noPlace')}
        </Typography>
      </Box>
      {similar.length > 0 && (
        <Alert severity="info" aria-live="polite">
          <Typography sx={{ fontWeight: 600 }}>{t('form.similarTitle')}</Typography>
          <Typography variant="ui" component="p">
            {t('form.similarText')}
          </Typography>
          <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
            {similar.map((s) => (
              <li key={s.id}>
                {s.comment.slice(0, 140)} {t('form.away', { distance: s.distanceM })}{' '}
                <Button size="small" onClick={() => onAgree(s.id)}>
                  {t('form.agree', { id: s.id })}
                </Button>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <TextField
        select
        id="comment-category"
        label={t('form.category')}
        required
        value={form.category}
        onChange={(e) => set('category', e.target.value as CommentCategory)}
        error={!!errors.category}
        helperText={errors.category || t('form.categoryHelp')}
      >
        {categoryItems((c) => t(`categories.${c}`))}
      </TextField>
      <TextField
        id="comment-comment"
        label={t('form.comment')}
        required
        multiline
        minRows={3}
        value={form.comment}
        onChange={(e) => set('comment', e.target.value)}
        error={!!errors.comment}
        helperText={errors.comment || t('form.commentHelp')}
      />
      <TextField
        id="comment-name"
        label={t('form.name')}
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!errors.name}
        helperText={errors.name}
        autoComplete="name"
      />
      <TextField
        id="comment-email"
        type="email"
        label={t('form.email')}
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
        error={!!errors.email}
        helperText={errors.email || t('form.emailHelp')}
        autoComplete="email"
      />
      <FormControlLabel
        control={
          <Checkbox
            id="comment-consent"
            checked={form.consent}
            onChange={(e) => set('consent', e.target.checked)}
          />
        }
        label={t('form.consent')}
      />
      {errors.consent && (
        <Typography variant="small" component="p" color="error">
          {errors.consent}
        </Typography>
      )}
      <HoneypotField value={form.website} onChange={(v) => set('website', v)} />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('form.sending') : t('form.send')}
        </Button>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
      </Box>
    </Box>
  );
}
