// The links to the refinancing planner from other pages (issue 34), in a module of their own:
// the report links to the planner, and the planner's whole deck (./refinance.ts) must not ride in
// the chunk the report loads up front.

/** The menu's and the report's names for the planner. */
export const REFINANCE_LINK_COPY = {
  menuLabel: 'Refinansowanie',
  /** The report's link to the planner (issue 34). */
  reportLink: 'Czy opłaca się przenieść ten kredyt?',
} as const;
