import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as spatialData from '@/lib/server/services/spatialData';
import { FeaturesQuery } from '@/lib/shared/schemas/spatialData';

/**
 * GET /api/spatial-data/submission/features?submissionID=…[&version=N][&against=M]: a version's features
 * (GeoJSON, WGS84) and their difference from what is published for the organisation, or from version M
 * (counts, each feature's state, the changed and removed features with old and new values, and the earlier
 * features it would remove or change).
 */
export default apiHandler(
  {
    GET: async (req, _res, { user }) => {
      const { submissionID, version, against, part } = parseQuery(FeaturesQuery, req);
      const [features, diff] = await Promise.all([
        spatialData.versionFeatures(user, submissionID, version),
        spatialData.submissionDiff(user, submissionID, version, against),
      ]);
      return part === 'map' ? spatialData.previewCollection(features, diff) : { features, diff };
    },
  },
  { auth: 'signed-in' },
);
