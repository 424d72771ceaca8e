/**
 * Saved answers reviewers start from when they respond to a map comment (staff edit each before sending).
 * Wording follows the VTrans process: needs are identified statewide, projects are chosen through SMART SCALE.
 */
export const commentTemplates = [
  {
    title: 'Thank you: recorded for the needs assessment',
    body: 'Thank you for your comment. We have recorded it with this location for the VTrans needs assessment, which the Office of Intermodal Planning and Investment uses to identify transportation needs across Virginia.',
    created_at: '2026-11-23T00:00:00.000Z',
  },
  {
    title: 'Passed to VDOT district',
    body: 'Thank you for telling us about this. Day-to-day operations and maintenance at this location are handled by the VDOT district office; we have passed your comment to them. For urgent road conditions, call 511 or use 511virginia.org.',
    created_at: '2026-11-23T00:00:00.000Z',
  },
  {
    title: 'Already an identified need',
    body: 'Thank you for your comment. This location is already part of an identified VTrans need; you can see it by turning on the Mid-term Needs layer in the Map Explorer. Your comment has been added to the record for that need.',
    created_at: '2026-11-23T00:00:00.000Z',
  },
];
