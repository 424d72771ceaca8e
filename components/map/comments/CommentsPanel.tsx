import NextLink from 'next/link';
import { useFormatter, useTranslations } from 'use-intl';
import { PeriodNoticeContext } from '@/components/commentPeriods/PeriodNoticeContext';
import { periodPath } from '@/lib/shared/schemas/commentPeriods/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/client/request';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapExtent, MapSelection } from '@/lib/shared/schemas/mapExplorerState';
import type { MapHandle } from '../MapCanvas';
import { CommentFilters, NO_FILTERS, type CommentFilterValues } from './CommentFilters';
import { COMMENT_PLACE_ID, CommentForm, type CommentPlace } from './CommentForm';
import { CommentList } from './CommentList';
import { viewCentre } from './commentLayer';
import { selectedFeaturePlace, useClickToPlace, useCommentLayer, useShownComment } from './useCommentsMap';
import { usePublishedComments } from './usePublishedComments';
import { useStartOnEntry } from '../firstDraw';

interface Props {
  handle: React.RefObject<MapHandle | null>;
  selection: MapSelection | null;
  metadata: LayerMetadata[];
  viewExtent: MapExtent;
}

/**
 * Public comments on the Map Explorer: published comments as a map layer and a list (filters,
 * agree, flag), and the form to leave one at a place picked by click, by the keyboard crosshair (the map
 * centre) or by selecting a feature. `?comment=<id>` opens on one comment (the answer email links there).
 */
export function CommentsPanel({ handle, selection, metadata, viewExtent }: Props) {
  const t = useTranslations('comments');
  const tPeriod = useTranslations('frame.periodNotice');
  const format = useFormatter();
  const periods = useContext(PeriodNoticeContext);
  const [filters, setFilters] = useState<CommentFilterValues>(NO_FILTERS);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CommentPlace | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { comments, error, reload, agree, flag } = usePublishedComments(filters, viewExtent, setNotice);
  const { focusId, show } = useShownComment(handle, comments, setNotice);
  useCommentLayer(handle, comments, open ? place : null);
  // The form sits under the map and its table: after a click on the map places the comment, focus (and the
  // screen) follows to the form's place line, so the next step is where the person is.
  const placeByClick = useCallback((p: CommentPlace) => {
    setPlace(p);
    requestAnimationFrame(() => document.getElementById(COMMENT_PLACE_ID)?.focus());
  }, []);
  useClickToPlace(handle, open, placeByClick);
  // And the way up: the form's "Go to the map" brings the map into view and focuses it.
  const goToMap = () => {
    const container = handle.current?.view()?.container;
    if (!container) return;
    const map = container.closest<HTMLElement>('[role="application"]') ?? container;
    map.scrollIntoView({ block: 'center' });
    map.focus({ preventScroll: true });
  };

  // When the form closes (sent or cancelled), focus returns to the button that opens it.
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => {
    setOpen(false);
    setPlace(null);
  };
  const useCentre = () => {
    const view = handle.current?.view();
    if (view) setPlace({ ...viewCentre(view), label: t('form.centre') });
  };
  const useSelection = selection?.ids[0]
    ? () =>
        void selectedFeaturePlace(selection, metadata)
          .then((p) => p && setPlace(p))
          .catch((e: unknown) => setNotice(errorText(e, 'The selected feature could not be read.')))
    : null;

  const entry = useStartOnEntry();
  return (
    <Box
      component="section"
      aria-labelledby="comments-heading"
      sx={{ mt: 1, display: 'grid', gap: 1.5 }}
      {...entry}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="comments-heading" variant="cardTitle" component="h2" sx={{ mr: 'auto' }}>
          {t('heading')}
        </Typography>
        {!open && (
          <Button ref={openButton} variant="contained" onClick={() => (setOpen(true), setNotice(null))}>
            {t('open')}
          </Button>
        )}
      </Box>
      <Typography variant="ui" component="p">
        {t('intro')}
      </Typography>
      {periods.map((p) => (
        // A map comment made now belongs to the open comment period whose drafts include the map (issue 57).
        <Typography key={p.slug} variant="ui" component="p">
          {tPeriod('open', {
            closes: format.dateTime(new Date(p.closesAt), { dateStyle: 'long', timeStyle: 'short' }),
          })}{' '}
          <strong>{p.title}.</strong>{' '}
          <NextLink prefetch={false} href={periodPath(p.slug)}>
            {tPeriod('link')}
          </NextLink>
        </Typography>
      ))}
      {notice && (
        <Alert severity="info" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {open && (
        <CommentForm
          place={place}
          onUseCentre={useCentre}
          onGoToMap={goToMap}
          onUseSelection={useSelection}
          onAgree={(id) => void agree(id)}
          onSent={(status) => {
            close();
            reload();
            setNotice(t(status === 'approved' ? 'sentApproved' : 'sentHeld'));
          }}
          onCancel={close}
        />
      )}
      <CommentFilters value={filters} onChange={setFilters} />
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : (
        <>
          <Typography variant="ui" component="p" role="status">
            {t('count', { count: comments.length })}
          </Typography>
          <CommentList
            comments={comments}
            focusId={focusId}
            onShow={show}
            onAgree={(c, on) => void agree(c.id, on)}
            onFlag={(c, reason) => void flag(c, reason)}
          />
        </>
      )}
    </Box>
  );
}
