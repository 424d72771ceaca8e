import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { deleteInteraction, getAllComments, getComment, insertInteraction } from '@/lib/client/comments';
import { getFeatures } from '@/lib/client/map';
import { ApiError } from '@/lib/client/request';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapExtent, MapSelection } from '@/lib/shared/schemas/mapExplorerState';
import type { FlagReason, PublicComment } from '@/lib/shared/schemas/comments';
import type { MapHandle } from '../MapCanvas';
import { extentOf } from '../mapFilters';
import { CommentForm, type CommentPlace } from './CommentForm';
import { CommentFilters, CommentList, NO_FILTERS, type CommentFilterValues } from './CommentList';
import { commentGraphics, ensureCommentLayer, placingGraphic, round, viewCentre } from './commentLayer';

interface Props {
  handle: React.RefObject<MapHandle | null>;
  selection: MapSelection | null;
  metadata: LayerMetadata[];
  viewExtent: MapExtent;
}

const around = (lat: number, lon: number, d = 0.01): MapExtent => ({
  xmin: lon - d,
  ymin: lat - d,
  xmax: lon + d,
  ymax: lat + d,
});
const problem = (e: unknown) => (e instanceof ApiError ? `${e.message}. ${e.detail ?? ''}` : String(e));

/**
 * Public comments on the Map Explorer (issue 14): published comments as a map layer and a list (filters,
 * agree, flag), and the form to leave one at a place picked by click, by the keyboard crosshair (the map
 * centre) or by selecting a feature. `?comment=<id>` opens on one comment (the answer email links there).
 */
export function CommentsPanel({ handle, selection, metadata, viewExtent }: Props) {
  const [filters, setFilters] = useState<CommentFilterValues>(NO_FILTERS);
  const [comments, setComments] = useState<PublicComment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CommentPlace | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const bbox = filters.inView
    ? [viewExtent.xmin, viewExtent.ymin, viewExtent.xmax, viewExtent.ymax].map((n) => n.toFixed(5)).join(',')
    : undefined;
  const query = useMemo(
    () => ({
      category: filters.category || undefined,
      district: filters.district || undefined,
      answered: filters.answered || undefined,
      bbox,
    }),
    [filters.category, filters.district, filters.answered, bbox],
  );

  useEffect(() => {
    let live = true;
    getAllComments(query)
      .then((list) => {
        if (!live) return;
        setComments(list);
        setError(null);
      })
      .catch((e: unknown) => live && setError(problem(e)));
    return () => {
      live = false;
    };
  }, [query, attempt]);

  // The published comments (as filtered) on the map, plus the marker of the place being commented on.
  useEffect(() => {
    const view = handle.current?.view();
    if (!view) return;
    const layer = ensureCommentLayer(view);
    layer.removeAll();
    layer.addMany(commentGraphics(comments));
    if (open && place) layer.add(placingGraphic(place.latitude, place.longitude));
  }, [comments, open, place, handle]);

  // While the form is open a click on the map places the comment (and does not identify).
  useEffect(() => {
    const view = handle.current?.view();
    if (!view || !open) return;
    const h = view.on('immediate-click', (e) => {
      e.stopPropagation();
      const p = e.mapPoint;
      if (p?.latitude == null || p.longitude == null) return;
      setPlace({
        latitude: round(p.latitude),
        longitude: round(p.longitude),
        label: 'the point you clicked',
      });
    });
    return () => h.remove();
  }, [open, handle]);

  // ?comment=<id>: show that comment (the link in the response email).
  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('comment'));
    if (!Number.isInteger(id) || id <= 0) return;
    void getComment(id)
      .then((c) => {
        if (!c) return setNotice(`Comment ${id} is not on the map (it may be waiting for review).`);
        setFocusId(c.id);
        handle.current?.goTo(around(c.latitude, c.longitude));
      })
      .catch(() => undefined);
  }, [handle]);
  useEffect(() => {
    if (focusId === null) return;
    const el = document.getElementById(`public-comment-${focusId}`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus();
  }, [focusId, comments]);

  // When the form closes (sent or cancelled), focus returns to the button that opens it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const useCentre = () => {
    const view = handle.current?.view();
    if (view) setPlace({ ...viewCentre(view), label: 'the centre of the map' });
  };
  const picked = selection?.ids[0];
  const useSelection = picked
    ? () =>
        void getFeatures(selection.layerKey, { ids: [picked], fields: [] })
          .then((page) => {
            const f = page.features[0];
            if (!f) return;
            const e = extentOf(f.geometry, 0);
            const name = metadata.find((m) => m.key === selection.layerKey)?.name ?? selection.layerKey;
            setPlace({
              latitude: round((e.ymin + e.ymax) / 2),
              longitude: round((e.xmin + e.xmax) / 2),
              layerKey: selection.layerKey,
              featureId: picked,
              label: `feature ${picked} of ${name}`,
            });
          })
          .catch((e: unknown) => setNotice(problem(e)))
    : null;

  const interact = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice(done);
      setAttempt((a) => a + 1);
    } catch (e) {
      setNotice(problem(e));
    }
  };
  const agree = (c: PublicComment | number, on = true) => {
    const id = typeof c === 'number' ? c : c.id;
    return interact(
      () => (on ? insertInteraction(id, 'agree') : deleteInteraction(id, 'agree')),
      on ? `You agree with comment ${id}.` : `You no longer agree with comment ${id}.`,
    );
  };
  const flag = (c: PublicComment, reason: FlagReason | null) =>
    interact(
      () => (reason ? insertInteraction(c.id, 'flag', reason) : deleteInteraction(c.id, 'flag')),
      reason
        ? `Thank you: comment ${c.id} is flagged for a reviewer.`
        : `Your flag on comment ${c.id} is taken back.`,
    );

  return (
    <Box component="section" aria-labelledby="comments-heading" sx={{ mt: 1, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="comments-heading" variant="cardTitle" component="h2" sx={{ mr: 'auto' }}>
          Public comments
        </Typography>
        {!open && (
          <Button ref={openButton} variant="contained" onClick={() => (setOpen(true), setNotice(null))}>
            Comment on the map
          </Button>
        )}
      </Box>
      <Typography variant="ui" component="p">
        Tell the VTrans team about a place: a safety concern, congestion, a missing transit link. Comments
        appear on the map (purple diamonds; green once staff have answered) after a reviewer approves them.
      </Typography>
      {notice && (
        <Alert severity="info" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {open && (
        <CommentForm
          place={place}
          onUseCentre={useCentre}
          onUseSelection={useSelection}
          onAgree={(id) => void agree(id)}
          onSent={(status) => {
            setOpen(false);
            setPlace(null);
            setAttempt((a) => a + 1);
            setNotice(
              status === 'approved'
                ? 'Thank you. Your comment is on the map.'
                : 'Thank you. Your comment will appear on the map once a reviewer has approved it.',
            );
          }}
          onCancel={() => {
            setOpen(false);
            setPlace(null);
          }}
        />
      )}
      <CommentFilters value={filters} onChange={setFilters} />
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : (
        <>
          <Typography variant="ui" component="p" role="status">
            {comments.length} published comment{comments.length === 1 ? '' : 's'}.
          </Typography>
          <CommentList
            comments={comments}
            focusId={focusId}
            onShow={(c) => {
              setFocusId(c.id);
              handle.current?.goTo(around(c.latitude, c.longitude));
            }}
            onAgree={(c, on) => void agree(c, on)}
            onFlag={(c, reason) => void flag(c, reason)}
          />
        </>
      )}
    </Box>
  );
}
