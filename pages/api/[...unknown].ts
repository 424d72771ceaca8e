import { apiHandler } from '@/lib/server/http/apiHandler';
import { HttpError } from '@/lib/shared/errors';

// Any body sent to an unknown path is never read.
export const config = { api: { bodyParser: false } };

const unknownPath: () => never = () => {
  throw new HttpError(404, 'There is no API at this address. Check the path for typing mistakes.');
};

/** Every /api/… path no other route answers: a JSON 404 in the one error shape (not the 404 page). */
export default apiHandler({
  GET: unknownPath,
  POST: unknownPath,
  PUT: unknownPath,
  PATCH: unknownPath,
  DELETE: unknownPath,
});
