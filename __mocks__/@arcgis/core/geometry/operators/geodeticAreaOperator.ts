import { planarArea } from './_planar';

export const isLoaded = () => true;
export const load = async () => undefined;
export const execute = (geometry: Parameters<typeof planarArea>[0]) => planarArea(geometry);
