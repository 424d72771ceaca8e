import { areaIn } from './_planar';

export const isLoaded = () => true;
export const load = async () => undefined;
export const execute = areaIn;
