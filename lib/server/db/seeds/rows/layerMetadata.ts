import type { LayerMetadataRow } from '@/lib/server/db/tables';

/**
 * MapExplorer layer catalogue (CONTENT-FACTS §20, with §11, §12, §14). The MapExplorer UI itself was
 * not archived, so names and groupings are ours; update dates follow the known data releases.
 */
export const layerMetadata: LayerMetadataRow[] = [
  // Boundaries (real: Census cartographic boundaries via us-atlas; districts are unions of their localities)
  {
    layer_key: 'virginia-localities',
    name: 'Counties and Independent Cities',
    category: 'Boundaries',
    description:
      "Virginia's 95 counties and 38 independent cities, keyed by their 5-digit FIPS codes, with the VDOT " +
      'construction district each belongs to.',
    geometry_type: 'polygon',
    source: 'U.S. Census Bureau cartographic boundaries (us-atlas)',
    vintage: '2017',
    downloadable: true,
    updated_on: '2017-01-01',
  },
  {
    layer_key: 'vdot-districts',
    name: 'VDOT Construction Districts',
    category: 'Boundaries',
    description:
      "VDOT's nine construction districts, drawn as the union of the counties and cities each serves.",
    geometry_type: 'polygon',
    source: 'VDOT district membership; Census boundaries (us-atlas)',
    vintage: '2017',
    downloadable: true,
    updated_on: '2017-01-01',
  },
  {
    layer_key: 'virginia-and-neighbours',
    name: 'Virginia and Neighbouring States',
    category: 'Boundaries',
    description:
      'The state outline of Virginia and of Maryland, the District of Columbia, West Virginia, ' +
      'Kentucky, Tennessee and North Carolina.',
    geometry_type: 'polygon',
    source: 'U.S. Census Bureau cartographic boundaries (us-atlas)',
    vintage: '2017',
    downloadable: true,
    updated_on: '2017-01-01',
  },

  // Mid-term needs and priorities
  {
    layer_key: 'mid-term-needs-2019',
    name: '2019 Mid-term Needs',
    category: 'Mid-term Needs',
    description:
      'Transportation needs identified in the 2019 VTrans update and accepted by the CTB on January 15, ' +
      '2020. ' +
      'Kept for reference; the 2023 needs are current.',
    geometry_type: 'line',
    source: 'OIPI',
    vintage: '2019',
    downloadable: true,
    updated_on: '2020-01-15',
  },
  {
    layer_key: 'mid-term-needs-2021',
    name: '2021 Mid-term Needs',
    category: 'Mid-term Needs',
    description: 'Needs identified for the 2021 VTrans cycle, by travel market and need category.',
    geometry_type: 'line',
    source: 'OIPI',
    vintage: '2021',
    downloadable: true,
    updated_on: '2022-01-21',
  },
  {
    layer_key: 'mid-term-needs-2023',
    name: '2023 Mid-term Needs',
    category: 'Mid-term Needs',
    description:
      'The current mid-term needs, used in SMART SCALE screening and to set VDOT Revenue Sharing priorities.',
    geometry_type: 'line',
    source: 'OIPI',
    vintage: '2023',
    downloadable: true,
    updated_on: '2024-02-01',
  },
  {
    layer_key: 'priority-locations-2021',
    name: '2021 Priority Locations',
    category: 'Mid-term Needs',
    description:
      'Locations ranked by priority from the 2021 needs, statewide and within each construction district.',
    geometry_type: 'line',
    source: 'OIPI',
    vintage: '2021',
    downloadable: true,
    updated_on: '2022-01-21',
  },
  {
    layer_key: 'priority-locations-2023',
    name: '2023 Priority Locations',
    category: 'Mid-term Needs',
    description:
      'Locations ranked from the 2023 needs. Priority 1 locations guide corridor studies and the Project ' +
      'Pipeline.',
    geometry_type: 'line',
    source: 'OIPI',
    vintage: '2023',
    downloadable: true,
    updated_on: '2024-02-01',
  },

  // Travel markets
  {
    layer_key: 'coss-roadway-components',
    name: 'CoSS Roadway Components',
    category: 'Travel Markets',
    description: 'The roadways that make up the 12 Corridors of Statewide Significance.',
    geometry_type: 'line',
    source: 'OIPI',
    vintage: '2011',
    downloadable: true,
    updated_on: '2022-01-21',
  },
  {
    layer_key: 'coss-5-mile-buffer',
    name: 'CoSS Roadway Buffer (5 miles)',
    category: 'Travel Markets',
    description:
      'A 5-mile buffer around the CoSS roadway components, used to relate nearby needs to each corridor.',
    geometry_type: 'polygon',
    source: 'OIPI',
    vintage: '2011',
    downloadable: true,
    updated_on: '2022-01-21',
  },
  {
    layer_key: 'regional-networks',
    name: 'Regional Networks',
    category: 'Travel Markets',
    description:
      'The 15 Regional Networks, based on MPO areas. Where an MPO covers part of a county, the whole ' +
      'county ' +
      'is included.',
    geometry_type: 'polygon',
    source: 'OIPI',
    vintage: '2021',
    downloadable: true,
    updated_on: '2022-01-21',
  },
  {
    layer_key: 'urban-development-areas',
    name: 'Urban Development Areas',
    category: 'Travel Markets',
    description:
      'Growth areas that localities have designated in their comprehensive plans under § 15.2-2223.1.',
    geometry_type: 'polygon',
    source: 'Localities via OIPI',
    vintage: '2023',
    downloadable: true,
    updated_on: '2024-02-01',
  },
  {
    layer_key: 'iedas',
    name: 'Industrial and Economic Development Areas (IEDAs)',
    category: 'Travel Markets',
    description: 'Industrial and economic development sites whose access is considered in mid-term needs.',
    geometry_type: 'polygon',
    source: 'Localities via OIPI',
    vintage: '2023',
    downloadable: true,
    updated_on: '2024-02-01',
  },
  {
    layer_key: 'equity-emphasis-areas',
    name: 'Equity Emphasis Areas',
    category: 'Mid-term Needs',
    description:
      'Areas with higher concentrations of populations that VTrans considers when assessing access to ' +
      'transit.',
    geometry_type: 'polygon',
    source: 'OIPI',
    vintage: '2021',
    downloadable: true,
    updated_on: '2022-01-21',
  },

  // Programs and projects
  {
    layer_key: 'gap-ta-studies',
    name: 'GAP-TA Studies',
    category: 'Programs',
    description: 'Ongoing and completed GAP Technical Assistance studies, by fiscal year and component.',
    geometry_type: 'point',
    source: 'OIPI',
    vintage: '2025',
    downloadable: true,
    updated_on: '2025-09-04',
  },
  {
    layer_key: 'lrtp-projects-hrtpo',
    name: 'LRTP Projects: Hampton Roads TPO',
    category: 'Regional Plans',
    description:
      'Projects from the long-range transportation plan of the Hampton Roads Transportation Planning ' +
      'Organization.',
    geometry_type: 'line',
    source: 'Hampton Roads TPO via OIPI',
    vintage: '2024',
    downloadable: true,
    updated_on: '2024-06-12',
  },
  {
    layer_key: 'lrtp-projects-nrvmpo',
    name: 'LRTP Projects: New River Valley MPO',
    category: 'Regional Plans',
    description:
      'Projects from the long-range transportation plan of the New River Valley Metropolitan Planning ' +
      'Organization.',
    geometry_type: 'line',
    source: 'New River Valley MPO via OIPI',
    vintage: '2024',
    downloadable: true,
    updated_on: '2024-06-12',
  },
  {
    layer_key: 'lrtp-projects-rrtpo',
    name: 'LRTP Projects: Richmond Regional TPO',
    category: 'Regional Plans',
    description:
      'Projects from the long-range transportation plan of the Richmond Regional Transportation Planning ' +
      'Organization.',
    geometry_type: 'line',
    source: 'Richmond Regional TPO via OIPI',
    vintage: '2024',
    downloadable: true,
    updated_on: '2024-06-12',
  },
  // Layers localities and MPOs submit to through the spatial-data intake: until a submission is
  // published they hold a few illustrative features, flagged as such like every other illustrative layer.
  {
    layer_key: 'lrtp-projects',
    name: 'MPO Long-Range Plan Projects',
    category: 'Regional Plans',
    description:
      'Project alignments from MPO long-range transportation plans, submitted by the MPO or its staff ' +
      'through the spatial-data intake and published by OIPI. Until an MPO publishes, the layer holds a ' +
      'few illustrative projects.',
    geometry_type: 'line',
    source: 'MPOs via the OIPI spatial-data intake',
    vintage: '2026',
    downloadable: true,
    updated_on: '2026-11-27',
  },
  {
    layer_key: 'local-bike-ped-network',
    name: 'Local Bicycle and Pedestrian Network',
    category: 'Local Plans',
    description:
      'Existing and planned sidewalks, bike lanes and trails maintained by localities, submitted through ' +
      'the spatial-data intake and published by OIPI. Until a locality publishes, the layer holds a few ' +
      'illustrative facilities.',
    geometry_type: 'line',
    source: 'Localities via the OIPI spatial-data intake',
    vintage: '2026',
    downloadable: true,
    updated_on: '2026-11-27',
  },
  {
    layer_key: 'growth-areas',
    name: 'Growth Areas',
    category: 'Local Plans',
    description:
      'Locally designated growth areas for localities without a UDA, such as those designated with GAP-TA ' +
      'Component 1 help, submitted through the spatial-data intake and published by OIPI. Until a locality ' +
      'publishes, the layer holds a few illustrative areas.',
    geometry_type: 'polygon',
    source: 'Localities via the OIPI spatial-data intake',
    vintage: '2026',
    downloadable: true,
    updated_on: '2026-11-27',
  },
  {
    layer_key: 'project-pipeline-studies',
    name: 'Project Pipeline Study Locations',
    category: 'Programs',
    description:
      'Locations studied through the Project Pipeline, which began in spring 2021 and focuses on Priority ' +
      '1 needs.',
    geometry_type: 'point',
    source: 'OIPI and VDOT',
    vintage: '2024',
    downloadable: true,
    updated_on: '2024-02-01',
  },

  // Flooding vulnerability
  {
    layer_key: 'flooding-sea-level-rise',
    name: 'Flooding Exposure: Sea-Level Rise',
    category: 'Flooding Vulnerability',
    description:
      'Roadway segments exposed to sea-level rise in the medium scenario (about 1,100 directional miles), ' +
      'from the VTrans Vulnerability Assessment. Screening-level only; not for site-specific decisions.',
    geometry_type: 'line',
    source: 'OIPI (VTrans Vulnerability Assessment)',
    vintage: '2021',
    downloadable: true,
    updated_on: '2022-01-21',
  },
  {
    layer_key: 'flooding-storm-surge',
    name: 'Flooding Exposure: Storm Surge',
    category: 'Flooding Vulnerability',
    description:
      'Roadway segments exposed to storm surge in the medium scenario (about 13,100 directional miles). ' +
      'Screening-level only.',
    geometry_type: 'line',
    source: 'OIPI (VTrans Vulnerability Assessment)',
    vintage: '2021',
    downloadable: true,
    updated_on: '2022-01-21',
  },
  {
    layer_key: 'flooding-inland',
    name: 'Flooding Exposure: Inland and Riverine',
    category: 'Flooding Vulnerability',
    description:
      'Roadway segments exposed to inland or riverine flooding in the medium scenario (about 17,900 ' +
      'directional miles). Screening-level only.',
    geometry_type: 'line',
    source: 'OIPI (VTrans Vulnerability Assessment)',
    vintage: '2021',
    downloadable: true,
    updated_on: '2022-01-21',
  },
];
