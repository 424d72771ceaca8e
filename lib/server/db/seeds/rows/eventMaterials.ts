/**
 * Materials for each meeting: documents in the site library that the meeting discussed or that
 * attendees need. Agendas and slide decks of past meetings were not captured, so only library
 * documents are linked (no invented agendas).
 */
const guide2019 = {
  label: '2019 Mid-term Needs Technical Guide (PDF)',
  href: '/resources/mid-term/mid-term-needs-technical-guide-2019.pdf',
};
const guide2021 = {
  label: '2021 Mid-term Needs Technical Guide (PDF)',
  href: '/resources/mid-term/mid-term-needs-technical-guide-2021.pdf',
};
const fy25 = {
  label: 'GAP-TA Program Guidance FY25 (PDF)',
  href: '/resources/gap-ta/gap-ta-program-guidance-fy25.pdf',
};
const vision = { label: 'Our Vision (web page)', href: '/vision/our-vision' };
const register = {
  label: 'Long-term Risk and Opportunity Register (web page)',
  href: '/long-term-planning/long-term-risk-register',
};

export const eventMaterials: Record<string, Array<{ label: string; href: string }>> = {
  'ctb-workshop-demographic-trends-2019-06-18': [
    {
      label: 'Megatrend: Socio-demographics (web page)',
      href: '/long-term-planning/megatrend-sociodemographic',
    },
  ],
  'mid-term-needs-regional-workshop-crater-southside-2019': [guide2019],
  'ctb-public-meeting-staunton-district-fall-2019': [guide2019, vision],
  'ctb-meeting-vtrans-2019-update-action-2020-01-15': [guide2019, vision],
  'ctb-workshop-2020-12-09': [guide2021, register],
  'ctb-workshop-2021-03-17': [guide2021],
  'gap-ta-fy25-info-webinar-2024-09-18': [
    fy25,
    { label: 'GAP-TA Application (web page)', href: '/gap-ta/application' },
  ],
  'gap-ta-fy25-info-webinar-2024-10-02': [
    fy25,
    { label: 'GAP-TA Application (web page)', href: '/gap-ta/application' },
  ],
  'gap-ta-2026-intake-info-webinar-september': [fy25],
  'gap-ta-2026-intake-info-webinar-october': [fy25],
};
