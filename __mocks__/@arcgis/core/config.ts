/** The SDK's configuration object (basemap.ts sets the API key on it). */
const config: { apiKey?: string } = {};
export default config;
