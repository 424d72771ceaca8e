/**
 * Staff publishing (issue 26): the workflow (workflow.ts) and the kinds registered with it. Import from here
 * (not from workflow.ts) so every kind is registered before a route or the `content-publish` job uses one.
 */
import './kinds';

export * from './workflow';
