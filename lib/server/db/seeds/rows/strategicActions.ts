import type { StrategicActionRow } from '@/lib/server/db/tables';

const THEMES = {
  roles: 'Clarifying agency roles',
  programming: 'Linking planning with programming',
  transparency: 'Consistency and transparency',
  landUse: 'Coordinating transportation and land use',
  multimodal: 'Multimodal and intermodal connections',
} as const;

/**
 * The 16 VTrans Strategic Actions adopted by the CTB in December 2021 (CONTENT-FACTS §9). Only #1
 * and #2 were captured; #3–#16 are illustrative summaries drawn from the themes, the megatrends
 * and the register, and say so.
 */
export const strategicActions: StrategicActionRow[] = [
  {
    action_number: 1,
    title: 'Collect the data needed to assess flooding risk',
    description:
      'Gather right-of-way mapping, precipitation data and roadway elevations so that flooding risk can be ' +
      'assessed on both state-maintained and locally maintained roads.',
    intent:
      'Responds to register item #2: flooding risk that is unknown or not yet quantified. Better data is ' +
      'the ' +
      'first step to understanding where roads are exposed.',
    risk_item_number: 2,
    responsible_entity: 'VDOT',
    status: 'Underway',
    theme: THEMES.transparency,
    illustrative: false,
  },
  {
    action_number: 2,
    title: 'Adopt data-driven policies that account for flood risk',
    description:
      'Put policies in place so that flooding risk, measured with sound data, is weighed when ' +
      'transportation ' +
      'decisions are made.',
    intent:
      'Responds to register item #2: flooding risk that is unknown or not yet quantified. Builds on the ' +
      'data ' +
      'gathered under action #1.',
    risk_item_number: 2,
    responsible_entity: 'OIPI',
    status: 'Underway',
    theme: THEMES.programming,
    illustrative: false,
  },
  {
    action_number: 3,
    title: 'Define agency roles for electric-vehicle charging along state corridors',
    description:
      'Illustrative summary: agree which agencies plan, permit and coordinate public EV charging along ' +
      'Corridors of Statewide Significance, so investments are not duplicated or missed.',
    intent: 'Prepares for the electric-vehicle macrotrend (#3) under the technology megatrend.',
    risk_item_number: null,
    responsible_entity: 'OIPI, VDOT and DRPT',
    status: 'Underway',
    theme: THEMES.roles,
    illustrative: true,
  },
  {
    action_number: 4,
    title: 'Set a shared approach to automated-vehicle readiness',
    description:
      'Illustrative summary: set out roles for pavement markings, signage and roadway data standards that ' +
      'help highly automated vehicles operate safely.',
    intent: 'Prepares for the highly autonomous vehicles macrotrend (#2).',
    risk_item_number: null,
    responsible_entity: 'VDOT',
    status: 'Underway',
    theme: THEMES.roles,
    illustrative: true,
  },
  {
    action_number: 5,
    title: 'Coordinate guidance on curbside and delivery management',
    description:
      'Illustrative summary: work with localities on guidance for loading zones and curb space as online ' +
      'shopping brings more delivery vehicles to neighborhood streets.',
    intent: 'Responds to the growth in e-commerce macrotrend (#5).',
    risk_item_number: null,
    responsible_entity: 'OIPI',
    status: 'Not started',
    theme: THEMES.roles,
    illustrative: true,
  },
  {
    action_number: 6,
    title: 'Use Priority 1 locations to focus Project Pipeline studies',
    description:
      'Illustrative summary: select Project Pipeline study locations from the highest-priority VTrans ' +
      'needs ' +
      'so that solutions are developed where they matter most.',
    intent: 'Links the mid-term needs and priorities to project development.',
    risk_item_number: null,
    responsible_entity: 'OIPI and VDOT',
    status: 'Underway',
    theme: THEMES.programming,
    illustrative: true,
  },
  {
    action_number: 7,
    title: 'Test investment programs against long-term scenarios',
    description:
      'Illustrative summary: check how funding-program scoring performs under the high, medium and low ' +
      'scenarios of the Risk and Opportunity Register.',
    intent: 'Helps investments stay sound across the range of futures the register describes.',
    risk_item_number: null,
    responsible_entity: 'OIPI',
    status: 'Not started',
    theme: THEMES.programming,
    illustrative: true,
  },
  {
    action_number: 8,
    title: 'Connect corridor and facility studies to funding programs',
    description:
      'Illustrative summary: make sure corridor and facility studies produce solutions ready to compete in ' +
      'SMART SCALE and other funding programs.',
    intent: 'Follows the four-stage pipeline from prioritized needs to funded projects.',
    risk_item_number: null,
    responsible_entity: 'VDOT and DRPT',
    status: 'Underway',
    theme: THEMES.programming,
    illustrative: true,
  },
  {
    action_number: 9,
    title: 'Report progress on the Strategic Actions every year',
    description:
      'Illustrative summary: give the Commonwealth Transportation Board a yearly progress report on each ' +
      'action, its status and next steps.',
    intent: 'Keeps the actions visible and accountable.',
    risk_item_number: null,
    responsible_entity: 'OIPI',
    status: 'Underway',
    theme: THEMES.transparency,
    illustrative: true,
  },
  {
    action_number: 10,
    title: 'Publish needs and register data in open, downloadable formats',
    description:
      'Illustrative summary: share mid-term needs, priority locations and register data through ' +
      'InteractVTrans so partners and the public can use them.',
    intent: 'Supports transparency and consistent use of VTrans data across programs.',
    risk_item_number: null,
    responsible_entity: 'OIPI',
    status: 'Complete',
    theme: THEMES.transparency,
    illustrative: true,
  },
  {
    action_number: 11,
    title: 'Align performance measures across transportation agencies',
    description:
      'Illustrative summary: use common definitions for the performance measures that state agencies ' +
      'report, ' +
      'so results can be compared from plan to plan.',
    intent: 'Supports consistent, performance-based planning.',
    risk_item_number: null,
    responsible_entity: 'OIPI, VDOT and DRPT',
    status: 'Underway',
    theme: THEMES.transparency,
    illustrative: true,
  },
  {
    action_number: 12,
    title: 'Offer technical assistance for planning growth areas',
    description:
      'Illustrative summary: help localities plan multimodal networks in Urban Development Areas and other ' +
      'growth areas, for example through GAP Technical Assistance.',
    intent:
      'Responds to population and employment shifts (#10) by steering growth to places that can serve it.',
    risk_item_number: null,
    responsible_entity: 'OIPI',
    status: 'Underway',
    theme: THEMES.landUse,
    illustrative: true,
  },
  {
    action_number: 13,
    title: 'Encourage connected street networks near growth areas',
    description:
      'Illustrative summary: promote access management and well-connected local streets around Urban ' +
      'Development Areas and industrial sites.',
    intent: 'Makes better use of existing roads as communities grow.',
    risk_item_number: null,
    responsible_entity: 'VDOT',
    status: 'Underway',
    theme: THEMES.landUse,
    illustrative: true,
  },
  {
    action_number: 14,
    title: 'Plan for more flexible work and changing commutes',
    description:
      'Illustrative summary: reflect telework and flexible schedules in travel forecasts and in local and ' +
      'regional land-use planning.',
    intent: 'Responds to the workplace flexibility macrotrend (#8).',
    risk_item_number: null,
    responsible_entity: 'OIPI',
    status: 'Not started',
    theme: THEMES.landUse,
    illustrative: true,
  },
  {
    action_number: 15,
    title: 'Improve mobility options for a growing older population',
    description:
      'Illustrative summary: strengthen transit, on-demand services and safe walking connections for ' +
      'Virginians aged 65 and over.',
    intent: 'Responds to the growth of the 65+ age group macrotrend (#9).',
    risk_item_number: null,
    responsible_entity: 'DRPT',
    status: 'Underway',
    theme: THEMES.multimodal,
    illustrative: true,
  },
  {
    action_number: 16,
    title: 'Strengthen freight connections to ports, rail and intermodal facilities',
    description:
      'Illustrative summary: coordinate freight improvements that link highways, rail and the ports, ' +
      'drawing ' +
      'on the needs in the VTrans Freight Element.',
    intent: 'Supports economic competitiveness as freight volumes and e-commerce grow.',
    risk_item_number: null,
    responsible_entity: 'VDOT, DRPT and VPA',
    status: 'Underway',
    theme: THEMES.multimodal,
    illustrative: true,
  },
];
