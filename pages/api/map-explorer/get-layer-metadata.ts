import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as interactvtrans from '@/lib/server/services/interactvtrans';

export default apiHandler({ GET: () => interactvtrans.listLayerMetadata() }, { cacheControl: PUBLIC_CACHE });
