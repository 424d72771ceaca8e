import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as spatialData from '@/lib/server/services/spatialData';
import { FeaturesQuery } from '@/lib/shared/schemas/spatialData';

/**
 * GET /api/spatial-data/submission/features?submissionID=…[&version=N]: a version's features (GeoJSON, WGS84)
 * and their difference from what is published for the organisation (counts, each feature's state, and the
 * published features it would remove or change).
 */
export default apiHandler(
  {
    GET: async (req, _res, { user }) => {
      const { submissionID, version, part } = parseQuery(FeaturesQuery, req);
      const [features, diff] = await Promise.all([
        spatialData.versionFeatures(user, submissionID, version),
        spatialData.submissionDiff(user, submissionID, version),
      ]);
      return part === 'map' ? spatialData.previewCollection(features, diff) : { features, diff };
    },
  },
  { auth: 'signed-in' },
);
