import type { LtrorRow } from '@/lib/server/db/tables';

type Figure = { label: string; value: string };

const figures = (...items: Figure[]): string => JSON.stringify(items);

const CLIMATE = '/long-term-planning/megatrend-climate';
const TECHNOLOGY = '/long-term-planning/megatrend-technology';
const CONSUMPTION = '/long-term-planning/megatrend-consumption';
const SOCIO = '/long-term-planning/megatrend-sociodemographic';

/**
 * The Long-term Risk and Opportunity Register: 10 macrotrends under 4 megatrends (CONTENT-FACTS
 * §14–§18). Figures are medium-scenario, in-isolation values as the megatrend pages present them.
 */
export const ltror: LtrorRow[] = [
  {
    megatrend_number: 1,
    megatrend: 'Climate',
    macrotrend_number: 1,
    macrotrend: 'Increase in flooding risk',
    drivers:
      'Heat-trapping greenhouse gas emissions, along with land-use changes that alter how much sunlight ' +
      'the ' +
      'land reflects.',
    summary:
      'Sea-level rise, storm surge and inland or riverine flooding put more roads at risk. The VTrans ' +
      'Vulnerability Assessment screens all public roads and VDOT bridges and culverts to show where ' +
      'exposure ' +
      'is greatest, so Virginia can prepare rather than predict.',
    key_figures: figures(
      { label: 'Directional miles exposed to sea-level rise (medium scenario)', value: 'about 1,100' },
      { label: 'Directional miles exposed to storm surge (medium scenario)', value: 'about 13,100' },
      {
        label: 'Directional miles exposed to inland or riverine flooding (medium scenario)',
        value: 'about 17,900',
      },
    ),
    page_path: CLIMATE,
  },
  {
    megatrend_number: 2,
    megatrend: 'Technology',
    macrotrend_number: 2,
    macrotrend: 'Adoption of highly autonomous vehicles',
    drivers:
      'Advances in sensing and computing, heavy industry investment, and consumer interest in safety and ' +
      'new ' +
      'technology.',
    summary:
      'Highly automated and connected vehicles could carry more traffic on the same freeways and prevent ' +
      'many ' +
      'serious crashes, but cheaper, easier travel could also mean more trips. The register tracks the ' +
      'market ' +
      'share of Level 4 and higher vehicles in 2045.',
    key_figures: figures(
      { label: 'Capacity of a basic freeway segment', value: '+11% to +63%' },
      { label: 'Fatal crashes', value: '−14% to −51%' },
      { label: 'Vehicle operating cost', value: '−28% to −83%' },
      { label: 'Travel demand (varies by vehicle type)', value: '+12% to +41%' },
    ),
    page_path: TECHNOLOGY,
  },
  {
    megatrend_number: 2,
    megatrend: 'Technology',
    macrotrend_number: 3,
    macrotrend: 'Adoption of electric vehicles',
    drivers:
      'Better and cheaper batteries, more EV models to choose from, a growing national charging network, ' +
      'and ' +
      'public policy.',
    summary:
      'As more Virginians drive electric vehicles, charging needs grow and fuel-tax revenue may change. ' +
      'The ' +
      'register follows the projected EV market share from 2019 to 2045.',
    key_figures: '[]',
    page_path: TECHNOLOGY,
  },
  {
    megatrend_number: 2,
    megatrend: 'Technology',
    macrotrend_number: 4,
    macrotrend: 'Growth in shared mobility',
    drivers: 'Widespread broadband, mobile devices and the growth of gig-economy workers.',
    summary:
      'Ride-hailing, scooters and bike share give people new ways to make short trips. The register ' +
      'estimates ' +
      'how much urban single-occupancy vehicle travel in 2045 could switch to these modes.',
    key_figures: '[]',
    page_path: TECHNOLOGY,
  },
  {
    megatrend_number: 3,
    megatrend: 'Consumption',
    macrotrend_number: 5,
    macrotrend: 'Growth in e-commerce',
    drivers:
      'Convenience and rising customer expectations, a willingness to pay for delivery, and automated ' +
      'warehouses.',
    summary:
      'Online shopping shifts travel from personal trips to deliveries, meaning fewer miles driven by ' +
      'shoppers ' +
      'and more by heavy vehicles. The register tracks the e-commerce share of business and consumer trade.',
    key_figures: figures({ label: 'E-commerce share of business-to-consumer sales', value: 'up to 31%' }),
    page_path: CONSUMPTION,
  },
  {
    megatrend_number: 3,
    megatrend: 'Consumption',
    macrotrend_number: 6,
    macrotrend: 'Automation of goods and services',
    drivers:
      'E-commerce, just-in-time lean production, machine learning and artificial intelligence, and ' +
      'digitized ' +
      'production and distribution.',
    summary:
      'Goods made closer to where they are used, and delivered in new ways, could change freight patterns. ' +
      'The ' +
      'register follows the 2045 market shares of 3D-printed output and drone deliveries.',
    key_figures: '[]',
    page_path: CONSUMPTION,
  },
  {
    megatrend_number: 4,
    megatrend: 'Socio-demographics',
    macrotrend_number: 7,
    macrotrend: 'Growth of the professional services industry',
    drivers: 'The shift to a service economy and the digitization of work.',
    summary:
      'Professional and technical jobs are expected to make up a larger share of employment in every ' +
      'planning ' +
      'district region by 2045, concentrating travel demand where those jobs cluster.',
    key_figures: figures({
      label: "Northern Virginia's share of the state's professional and technical jobs",
      value: 'over 60%',
    }),
    page_path: SOCIO,
  },
  {
    megatrend_number: 4,
    megatrend: 'Socio-demographics',
    macrotrend_number: 8,
    macrotrend: 'Greater workplace flexibility',
    drivers:
      'Better communications technology; more available, reliable and faster broadband; and a growing ' +
      'number ' +
      'of knowledge-based jobs.',
    summary:
      'Telework and flexible schedules change when and how often people commute, which affects peak-hour ' +
      'congestion and transit ridership.',
    key_figures: '[]',
    page_path: SOCIO,
  },
  {
    megatrend_number: 4,
    megatrend: 'Socio-demographics',
    macrotrend_number: 9,
    macrotrend: 'Growth of the 65+ age group',
    drivers: 'Longer life expectancy and the aging of large generations.',
    summary:
      'A larger population of older Virginians will need safe, reliable ways to get around, including ' +
      'options ' +
      'for people who no longer drive.',
    key_figures: '[]',
    page_path: SOCIO,
  },
  {
    megatrend_number: 4,
    megatrend: 'Socio-demographics',
    macrotrend_number: 10,
    macrotrend: 'Population and employment shifts',
    drivers: 'Where people choose to live and where businesses locate and grow.',
    summary:
      'Virginia is projected to keep growing, with most of the growth in a few regions: Northern Virginia, ' +
      'George Washington, Richmond Regional and Hampton Roads. Projections cover 2017 to 2045.',
    key_figures: figures(
      { label: 'Population growth, 2017–2045', value: '+24% to +33%' },
      { label: 'Employment growth, 2017–2045', value: '+18% to +44%' },
      { label: 'Real household income growth, 2017–2045', value: '+25% to +38%' },
      { label: 'Share of growth in four PDC regions', value: 'about 83% to 85%' },
    ),
    page_path: SOCIO,
  },
];
