import { planarLength } from './_planar';

export const isLoaded = () => true;
export const load = async () => undefined;
export const execute = (geometry: Parameters<typeof planarLength>[0]) => planarLength(geometry);
