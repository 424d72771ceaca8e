import type { UpdateRow } from '@/lib/server/db/tables';

/** Marks an update whose day of publication was not captured (CONTENT-FACTS §27). */
const APPROXIMATE = '(exact announcement date not recorded)';

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/**
 * Program updates (CONTENT-FACTS §27, §3 and related dated facts). The update key is derived by
 * the seeder from date + title, so titles are unique.
 */
export const updates: Omit<UpdateRow, 'update_key'>[] = [
  {
    date: '2020-01-15',
    title: 'CTB Reaffirms the VTrans Vision and Accepts the 2019 Mid-term Needs',
    intro:
      'The Commonwealth Transportation Board approved the 2019 VTrans vision, goals and guiding principles ' +
      'and accepted the 2019 Mid-term Needs.',
    body: paragraphs(
      'At its January 15, 2020 meeting, the Commonwealth Transportation Board (CTB) unanimously approved ' +
        'the ' +
        'vision, goals, objectives and guiding principles of the 2019 VTrans update. The vision keeps its ' +
        'familiar promise: Good for Business, Good for Communities, Good to Go.',
      'In the same action the Board approved the method used to identify needs and accepted the 2019 ' +
        'Mid-term Needs, which covered several thousand miles of the network.',
      'These needs now help decide which projects can move forward through SMART SCALE and other funding ' +
        'programs.',
    ),
    program: 'vtrans',
    link_href: '/vision/our-vision',
    link_label: 'Read the VTrans vision',
  },
  {
    date: '2020-11-18',
    title: 'First GAP-TA Application Window Opens',
    intro:
      'Localities can now ask for help through the new Growth and Accessibility Planning Technical ' +
      'Assistance program. Applications are due January 15, 2021.',
    body: paragraphs(
      'The Office of Intermodal Planning and Investment (OIPI) has opened the first intake for GAP ' +
        'Technical Assistance (GAP-TA), covering fiscal year 2021. Rather than a cash grant, GAP-TA pairs ' +
        'localities with consultant support for data-driven multimodal planning.',
      'Applications are accepted through January 15, 2021. OIPI plans to finish its evaluation by the end ' +
        'of January and notify applicants in early February.',
      'Selected studies are expected to kick off in May 2021, once consultant task orders are in place.',
    ),
    program: 'gap-ta',
    link_href: '/about/gap-ta',
    link_label: 'About GAP-TA',
  },
  {
    date: '2021-12-08',
    title: 'CTB Adopts the VTrans Strategic Actions and Risk Register Policy',
    intro:
      'The Board adopted 16 Strategic Actions and a policy for developing and monitoring the VTrans Risk ' +
      'and ' +
      'Opportunity Register.',
    body: paragraphs(
      'In December 2021 the Commonwealth Transportation Board adopted the VTrans Strategic Actions. The 16 ' +
        'actions build on the vision, the mid-term needs, the long-term register and the Freight Element, ' +
        'and ' +
        'they were shaped with input from state agencies, MPOs, planning district commissions and ' +
        'localities.',
      'The Board also adopted its Policy for Development and Monitoring of the VTrans Risk and Opportunity ' +
        'Register. Under the policy, OIPI refreshes the register every year.',
      `Agencies in the Transportation Secretariat carry out the actions, and OIPI reports progress to the ` +
        `Board each year. ${APPROXIMATE}`,
    ),
    program: 'vtrans',
    link_href: '/vision/strategic-actions',
    link_label: 'See the Strategic Actions',
  },
  {
    date: '2022-01-21',
    title: '2021 Mid-term Needs Now Available',
    intro:
      'The 2021 VTrans Mid-term Needs are out, and the map layer can be viewed and downloaded in ' +
      'InteractVTrans MapExplorer.',
    body: paragraphs(
      'OIPI has released the 2021 Mid-term Needs, identified under the policy the CTB adopted in January ' +
        '2020 ' +
        'and ranked using the prioritization policy adopted in March 2021.',
      'The needs layer and priority locations are available in MapExplorer, where you can query, print and ' +
        'download the data. Summary charts by district are in DataExplorer.',
      'Mid-term needs matter: a SMART SCALE application must meet at least one VTrans need, and projects ' +
        'that ' +
        'address needs get priority in VDOT Revenue Sharing.',
    ),
    program: 'vtrans',
    link_href: '/mid-term-planning/mid-term-needs-and-priorities',
    link_label: 'Explore mid-term needs',
  },
  {
    date: '2022-01-21',
    title: 'Refreshed Megatrend Pages and an Annual Risk Register',
    intro:
      'The long-term planning pages have been updated to match the risk register policy adopted in ' +
      'December ' +
      '2021.',
    body: paragraphs(
      'The four megatrend pages (climate, technology, consumption and socio-demographics) now reflect the ' +
        'latest analysis, with high, medium and low scenarios for each of the 10 macrotrends.',
      'Under the new policy, OIPI will update the Long-term Risk and Opportunity Register every year, so ' +
        'these pages will change as new data comes in.',
    ),
    program: 'vtrans',
    link_href: '/long-term-planning/long-term-risk-register',
    link_label: 'View the register',
  },
  {
    date: '2022-03-25',
    title: 'Eight Jurisdictions Selected for FY22 GAP-TA',
    intro: 'Eight Virginia jurisdictions will receive GAP Technical Assistance in fiscal year 2022.',
    body: paragraphs(
      'OIPI has selected eight jurisdictions for the FY22 round of GAP Technical Assistance. Each will ' +
        'work ' +
        'with consultant support on multimodal planning tailored to its community.',
      'Thank you to every locality that applied. Watch this page and VTrans Updates for news of the next ' +
        'application window.',
    ),
    program: 'gap-ta',
    link_href: '/about/gap-ta',
    link_label: 'About GAP-TA',
  },
  {
    date: '2022-07-08',
    title: '2022 VTrans Biennial Transportation Survey Launches',
    intro:
      'Randomly selected households in all nine VDOT districts are being invited to share their views on ' +
      'transportation.',
    body: paragraphs(
      'The 2022 VTrans Biennial Transportation Survey is now in the field, conducted by WBA Research. ' +
        'Invitations are going to randomly chosen residential addresses, and any adult 18 or older at the ' +
        'address may take part.',
      'You can respond online in English, Spanish or Simplified Chinese using the six-character password ' +
        'in ' +
        'your invitation, or schedule a phone interview by calling 833-397-4141. The survey takes about 20 ' +
        'minutes, and participants receive a $10 e-gift card.',
      'Answers are confidential and used only for research. Results will help shape the VTrans vision and ' +
        'show how Virginians view trends such as electric vehicles and online shopping.',
    ),
    program: 'vtrans',
    link_href: '/vision/opinion-survey',
    link_label: 'About the survey',
  },
  {
    date: '2022-08-25',
    title: 'VTrans Freight Element Receives Federal Approval',
    intro:
      "Virginia's state freight plan, the VTrans Freight Element, was federally approved on August 25, 2022.",
    body: paragraphs(
      'The VTrans Freight Element serves as the state freight plan required under 49 U.S.C. 70202. Federal ' +
        'approval keeps Virginia eligible to use National Highway Freight Program funds through its ' +
        'Freight ' +
        'Investment Plan.',
      'The Element identifies freight needs, supports the designation of critical urban and rural freight ' +
        'corridors, and makes policy recommendations, including ways to raise awareness of freight among ' +
        'MPOs.',
    ),
    program: 'vtrans',
    link_href: '/mid-term-planning/freight-plan',
    link_label: 'Read about the Freight Element',
  },
  {
    date: '2022-09-01',
    title: 'FY23 GAP-TA Applications Now Open',
    intro: 'The FY23 GAP Technical Assistance window is open until Monday, October 31, 2022.',
    body: paragraphs(
      'Localities can now apply for FY23 GAP Technical Assistance. The expression-of-interest form is ' +
        'online ' +
        'and takes about 15 to 30 minutes to complete.',
      'Please review the FY23 Program Guidance before applying. Each applicant may receive only one type ' +
        'of ' +
        'award per cycle, and applicants that have not had technical assistance before receive preference.',
      'The window closes on Monday, October 31, 2022.',
    ),
    program: 'gap-ta',
    link_href: '/gap-ta/application',
    link_label: 'Start an application',
  },
  {
    date: '2022-09-26',
    title: 'Survey Closed and Results Being Processed',
    intro:
      'Thank you to everyone who took the 2022 VTrans Biennial Transportation Survey. Results are now ' +
      'being ' +
      'processed.',
    body: paragraphs(
      'The 2022 survey has closed to new responses, and the research team is now processing the results.',
      'A summary of what Virginians told us is expected later this fall. It will be posted on the survey ' +
        'page together with a technical memo on the survey method.',
    ),
    program: 'vtrans',
    link_href: '/vision/opinion-survey',
    link_label: 'About the survey',
  },
  {
    date: '2022-12-16',
    title: 'FY23 GAP-TA Intake Complete',
    intro:
      'OIPI has finished reviewing FY23 GAP-TA applications. Applicants will hear back in mid-January 2023.',
    body: paragraphs(
      'The FY23 intake period is complete, and OIPI has finished processing the applications it received.',
      'Every applicant will be notified of the outcome in mid-January 2023. Thank you for your interest in ' +
        'the program.',
    ),
    program: 'gap-ta',
    link_href: '/about/gap-ta',
    link_label: 'About GAP-TA',
  },
  {
    date: '2024-02-01',
    title: '2023 Mid-term Needs Layer Ready to Download',
    intro: 'The 2023 Mid-term Needs can now be viewed and downloaded through InteractVTrans MapExplorer.',
    body: paragraphs(
      'The 2023 VTrans Mid-term Needs layer is now available. You can view it, query it and download it in ' +
        'MapExplorer alongside the 2019 and 2021 needs.',
      'These needs feed directly into SMART SCALE screening and VDOT Revenue Sharing priorities, so ' +
        'localities and regions preparing applications should check them first.',
    ),
    program: 'vtrans',
    link_href: '/interactvtrans/map-explorer',
    link_label: 'Open MapExplorer',
  },
  {
    date: '2024-06-12',
    title: 'MPO Long-Range Plan Projects Added to MapExplorer',
    intro:
      'Projects from three regional long-range transportation plans can now be viewed with VTrans needs in ' +
      'MapExplorer.',
    body: paragraphs(
      'A new layer shows projects from the long-range transportation plans (LRTPs) of three metropolitan ' +
        'planning organizations: the Hampton Roads Transportation Planning Organization, the New River ' +
        'Valley MPO and the Richmond Regional Transportation Planning Organization.',
      'Seeing planned projects next to mid-term needs helps partners spot where regional plans already ' +
        'address a need and where gaps remain.',
      `Layers for more MPOs will be added as data becomes available. ${APPROXIMATE}`,
    ),
    program: 'vtrans',
    link_href: '/interactvtrans/map-explorer',
    link_label: 'Open MapExplorer',
  },
  {
    date: '2024-09-03',
    title: 'FY25 GAP-TA Window Open with Two Information Webinars',
    intro:
      'FY25 GAP Technical Assistance applications are being accepted through November 1, 2024. Join a ' +
      'webinar ' +
      'to learn more.',
    body: paragraphs(
      'The FY25 application window for GAP Technical Assistance is open, and applications will be accepted ' +
        'through November 1, 2024. The new FY25 Program Guidance explains the four components and what ' +
        'each ' +
        'can deliver.',
      'OIPI is hosting two information webinars on Webex: Wednesday, September 18 at 2 p.m. and Wednesday, ' +
        'October 2 at 10 a.m. Both cover the same material, so choose whichever suits you.',
      `Check the meetings page for webinar details. ${APPROXIMATE}`,
    ),
    program: 'gap-ta',
    link_href: '/get-involved/meetings',
    link_label: 'See webinar details',
  },
  {
    date: '2024-11-04',
    title: 'FY25 GAP-TA Applications Under Review',
    intro:
      'The FY25 window has closed. OIPI is reviewing applications and expects to announce decisions in ' +
      'December.',
    body: paragraphs(
      'Thank you to all the localities that applied for FY25 GAP Technical Assistance. The application ' +
        'window closed on November 1, 2024.',
      'OIPI is now reviewing the applications and expects to share decisions in December 2024.',
    ),
    program: 'gap-ta',
    link_href: '/about/gap-ta',
    link_label: 'About GAP-TA',
  },
  {
    date: '2025-04-15',
    title: 'An Updated Vision for VTrans',
    intro: "VTrans has an updated vision statement to guide Virginia's transportation future.",
    body: paragraphs(
      'The updated VTrans vision calls for a best-in-class multimodal system that delivers safe and ' +
        'reliable ' +
        'mobility and connects people with commerce.',
      'It also puts weight on economic growth and investment, environmental stewardship and quality of ' +
        'life. ' +
        'The guiding principles have been reordered, with safety, security and resiliency now listed first.',
    ),
    program: 'vtrans',
    link_href: '/vision/our-vision',
    link_label: 'Read the updated vision',
  },
  {
    date: '2025-09-04',
    title: 'FY26 GAP-TA Application Window Opens',
    intro: 'Applications for FY26 GAP Technical Assistance open on September 4, 2025.',
    body: paragraphs(
      'OIPI is accepting applications for FY26 GAP Technical Assistance starting September 4, 2025. The ' +
        'window runs for a limited time each fall, so plan ahead.',
      'Technical assistance is available under four components, from planning in Urban Development Areas ' +
        'to ' +
        'multimodal planning outside urbanized areas.',
      `Subscribe to VTrans Updates to hear about deadlines and webinars. ${APPROXIMATE}`,
    ),
    program: 'gap-ta',
    link_href: '/gap-ta/application',
    link_label: 'Apply for GAP-TA',
  },
];
