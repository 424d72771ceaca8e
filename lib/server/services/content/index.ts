/**
 * Staff publishing: the workflow (workflow.ts) and the kinds registered with it. Import from here
 * (not from workflow.ts) so every kind is registered before a route or the `content-publish` job uses one.
 */
import './kinds';
// Library documents are a kind too; their files are handled by services/documents/ (uploads.ts).
import '../documents/workflow';

export * from './workflow';
