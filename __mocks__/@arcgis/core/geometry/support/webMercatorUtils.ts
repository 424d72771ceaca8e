/** The stub's geometries are already geographic: returned as they are. */
export const webMercatorToGeographic = <T>(g: T): T => g;
