import { HoneypotField } from '@/components/common/HoneypotField';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { getSimilarComments, insertComment, type SimilarComment } from '@/lib/client/comments';
import { COMMENT_CONSENT, commentFieldErrors, type CommentCategory } from '@/lib/shared/schemas/comments';
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
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    if (!place)
      return fail('Choose the place first: use the map centre, click the map, or the selected feature.');
    if (Object.keys(found).length > 0) {
      fail('Please correct the fields marked below.');
      document.getElementById(`comment-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    await run(async () => {
      const r = await insertComment(body as Parameters<typeof insertComment>[0]);
      setForm(EMPTY);
      onSent(r.status);
    }, 'Your comment could not be sent.');
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
        Leave a comment
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          1. The place
        </Typography>
        <Typography variant="ui" component="p">
          Click the map (above: “Go to the map” takes you there, and a click brings you back here), or move
          the map with the arrow keys until the crosshair is on the place and use “Use the centre of the map”
          {onUseSelection ? ', or comment on the feature you selected' : ''}.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onGoToMap}>
            Go to the map
          </Button>
          <Button variant="outlined" onClick={onUseCentre}>
            Use the centre of the map
          </Button>
          {onUseSelection && (
            <Button variant="outlined" onClick={onUseSelection}>
              Use the selected feature
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
            ? `Place: ${place.label} (${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}).`
            : 'No place chosen yet.'}
        </Typography>
      </Box>
      {similar.length > 0 && (
        <Alert severity="info" aria-live="polite">
          <Typography sx={{ fontWeight: 600 }}>Similar comments nearby</Typography>
          <Typography variant="ui" component="p">
            Someone may have said this already. You can agree with their comment instead of writing a new one.
          </Typography>
          <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
            {similar.map((s) => (
              <li key={s.id}>
                {s.comment.slice(0, 140)} ({s.distanceM} m away){' '}
                <Button size="small" onClick={() => onAgree(s.id)}>
                  Agree with comment {s.id}
                </Button>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <TextField
        select
        id="comment-category"
        label="2. Category"
        required
        value={form.category}
        onChange={(e) => set('category', e.target.value as CommentCategory)}
        error={!!errors.category}
        helperText={errors.category || 'Which part of the plan is it about?'}
      >
        {categoryItems()}
      </TextField>
      <TextField
        id="comment-comment"
        label="3. Your comment"
        required
        multiline
        minRows={3}
        value={form.comment}
        onChange={(e) => set('comment', e.target.value)}
        error={!!errors.comment}
        helperText={
          errors.comment ||
          'Please do not include personal information, links or the names of staff: comments with them wait for a reviewer.'
        }
      />
      <TextField
        id="comment-name"
        label="Your name (optional, shown with the comment)"
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!errors.name}
        helperText={errors.name}
        autoComplete="name"
      />
      <TextField
        id="comment-email"
        type="email"
        label="Your email (optional, never shown)"
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
        error={!!errors.email}
        helperText={errors.email || 'We email you when staff answer your comment.'}
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
        label={COMMENT_CONSENT}
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
          {busy ? 'Sending…' : 'Send comment'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}
