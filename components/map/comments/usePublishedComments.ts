import { useCallback, useState } from 'react';
import { useApiQuery } from '@/components/common/useApiQuery';
import { deleteInteraction, getAllComments, insertInteraction } from '@/lib/client/comments';
import { errorText } from '@/lib/client/request';
import type { MapExtent } from '@/lib/shared/schemas/mapExplorerState';
import type { FlagReason, PublicComment } from '@/lib/shared/schemas/comments';
import { useFirstDraw } from '../firstDraw';
import type { CommentFilterValues } from './CommentFilters';

/** The API query of the filters ("only in the map view" sends the view's bounding box). */
export function commentQuery(filters: CommentFilterValues, viewExtent: MapExtent) {
  const { xmin, ymin, xmax, ymax } = viewExtent;
  return {
    category: filters.category || undefined,
    district: filters.district || undefined,
    answered: filters.answered || undefined,
    bbox: filters.inView ? [xmin, ymin, xmax, ymax].map((n) => n.toFixed(5)).join(',') : undefined,
  };
}

/**
 * The published comments matching the filters, and what a visitor does with them (agree, flag): each
 * answer is said in `onNotice` and the list is read again.
 */
export function usePublishedComments(
  filters: CommentFilterValues,
  viewExtent: MapExtent,
  onNotice: (text: string) => void,
) {
  const [attempt, setAttempt] = useState(0);
  // Compared by value: a moved map only fetches again when the list is limited to the view.
  // Asked for once the map has drawn (firstDraw.ts).
  const { started } = useFirstDraw();
  const list = useApiQuery(getAllComments, commentQuery(filters, viewExtent), attempt, null, !started);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);

  const interact = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      onNotice(done);
      reload();
    } catch (e) {
      onNotice(errorText(e, 'That could not be saved. Please try again.'));
    }
  };
  const agree = (id: number, on = true) =>
    interact(
      () => (on ? insertInteraction(id, 'agree') : deleteInteraction(id, 'agree')),
      on ? `You agree with comment ${id}.` : `You no longer agree with comment ${id}.`,
    );
  const flag = (c: PublicComment, reason: FlagReason | null) =>
    interact(
      () => (reason ? insertInteraction(c.id, 'flag', reason) : deleteInteraction(c.id, 'flag')),
      reason
        ? `Thank you: comment ${c.id} is flagged for a reviewer.`
        : `Your flag on comment ${c.id} is taken back.`,
    );
  return { comments: list.data ?? [], error: list.error, reload, agree, flag };
}
