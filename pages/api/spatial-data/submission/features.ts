import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as intake from '@/lib/server/services/intake';
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
        intake.versionFeatures(user, submissionID, version),
        intake.submissionDiff(user, submissionID, version),
      ]);
      return part === 'map' ? intake.previewCollection(features, diff) : { features, diff };
    },
  },
  { auth: 'signed-in' },
);
