import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as spatialData from '@/lib/server/services/spatialData';
import { ListingQuery } from '@/lib/shared/schemas/spatialData';

/**
 * GET /api/spatial-data/listing: the signed-in user's submissions. Reviewers (and admins) may pass `userID`
 * to list someone else's; an unknown id gives an empty list, so the answer reveals no accounts.
 */
export default apiHandler(
  { GET: (req, _res, { user }) => spatialData.getListing(user, parseQuery(ListingQuery, req).userID) },
  { auth: 'signed-in' },
);
